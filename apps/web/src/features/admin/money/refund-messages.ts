/**
 * The refund's question, pt-BR (docs/decisions/012-messages-per-feature.md): apart from messages.ts,
 * so they load with the dialog's chunk (refund-modal.tsx).
 */
export const refundMessages = {
  title: 'Reembolsar este pagamento?',
  text: 'Devolvemos {money} a {family} pelo Mercado Pago e o plano termina agora, como no cancelamento feito pela própria família. A família recebe um e-mail.',
  reason: 'Motivo do reembolso',
  reasonHint: 'Fica na trilha de auditoria e no histórico do pagamento.',
  confirm: 'Confirmar reembolso',
  refunding: 'Reembolsando...',
  done: 'Reembolso feito: {money} devolvidos.',
  error: 'Não foi possível reembolsar agora. Tente novamente.',
};
