/**
 * The confirmations of the account actions (docs/product.md#admin-user-actions,
 * docs/product.md#suspension): suspending asks for a reason; granting and revoking ask first.
 */
export const userActionMessages = {
  suspendTitle: 'Suspender a conta de {name}?',
  suspendText:
    'A pessoa deixa de usar a NeuroBridge e vê o aviso "Sua conta foi suspensa" com o contato do suporte, na página aberta e ao entrar. O motivo fica na trilha de auditoria.',
  reason: 'Motivo da suspensão',
  confirmSuspend: 'Suspender conta',
  grantText:
    'Liberar o acesso gratuito de {name} a todas as atividades por 12 meses? O plano atual, se houver, é substituído.',
  confirmGrant: 'Liberar acesso',
  revoke: 'Revogar acesso gratuito',
  revokeText:
    'Revogar o acesso gratuito de {name}? O acesso termina agora e as atividades do plano voltam a ficar bloqueadas.',
  confirmRevoke: 'Revogar acesso',
  revoking: 'Revogando...',
  revoked: 'Acesso gratuito revogado.',
  revokeError: 'Erro ao revogar acesso',
};
