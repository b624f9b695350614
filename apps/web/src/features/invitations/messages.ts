/** The professional invitation's pt-BR texts (docs/decisions/012-messages-per-feature.md). */
export const invitationsMessages = {
  title: 'Convidar profissional',
  intro: 'O profissional recebe um convite por e-mail e verá apenas as crianças escolhidas.',
  email: 'E-mail do profissional',
  children: 'Crianças',
  message: 'Mensagem (opcional)',
  send: 'Enviar convite',
  sending: 'Enviando...',
  error: 'Erro ao enviar convite',
  sent: 'Convite enviado para {email}.',
} as const;
