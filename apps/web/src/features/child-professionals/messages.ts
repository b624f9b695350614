/**
 * The pt-BR texts of who sees a child and of the sessions logged for it, on the child page
 * (docs/product.md#professionals-of-a-child, docs/decisions/012-messages-per-feature.md).
 */
export const childProfessionalsMessages = {
  professionals: {
    heading: 'Profissionais',
    since: 'Desde {date}',
    revoke: 'Remover acesso',
    empty: 'Nenhum profissional acompanha {child} ainda.',
    invite: 'Convidar um profissional pelo painel',
    loadError: 'Não foi possível carregar os profissionais.',
    /** An administrator checked their registration (docs/product.md#admin-professionals). */
    verified: 'Verificado',
    verifiedHint: 'Registro profissional conferido pela equipe do NeuroBridge',
  },
  revoke: {
    title: 'Remover o acesso de {name}?',
    text: '{name} deixará de ver {child} a partir do próximo acesso. As sessões já registradas continuam visíveis para você.',
    confirm: 'Remover acesso',
    done: 'Acesso de {name} removido.',
    error: 'Não foi possível remover o acesso. Tente novamente.',
  },
  invitations: {
    pending: 'Convite pendente para {email}',
    expires: 'Expira em {date}',
    withdraw: 'Cancelar convite',
    declined: 'Convite para {email}',
    declinedBadge: 'Recusado',
    declinedOn: 'Recusado em {date}',
    /** Someone signed in with another e-mail asked to accept it: the parent decides. */
    requested: '{requester} quer aceitar o convite enviado a {email}',
    requestedAt: 'Pedido em {date}',
    approve: 'Aprovar',
    refuse: 'Recusar',
    /** The state of the invitation's e-mail (docs/product.md#invitation-e-mail-status). */
    email: {
      pending: 'E-mail na fila',
      sent: 'E-mail enviado',
      failed: 'E-mail não enviado',
      not_sent: 'E-mail não enviado',
    },
  },
  copyLink: {
    button: 'Copiar link do convite',
    reading: 'Copiando...',
    copied: 'Link copiado.',
    field: 'Link do convite',
    manual: 'Não foi possível copiar automaticamente: selecione o link e copie.',
    error: 'Não foi possível obter o link do convite. Tente novamente.',
  },
  approve: {
    done: 'Acesso aprovado para {requester}.',
    error: 'Não foi possível aprovar o pedido. Tente novamente.',
  },
  refuse: {
    title: 'Recusar o pedido de {requester}?',
    text: '{requester} não terá acesso a {child}. O convite fica recusado; para convidar alguém de novo, envie um novo convite.',
    confirm: 'Recusar pedido',
    done: 'Pedido recusado.',
    error: 'Não foi possível recusar o pedido. Tente novamente.',
  },
  withdraw: {
    title: 'Cancelar o convite para {email}?',
    text: 'O link enviado deixará de funcionar, para todas as crianças incluídas no convite.',
    confirm: 'Cancelar convite',
    done: 'Convite cancelado.',
    error: 'Não foi possível cancelar o convite. Tente novamente.',
  },
  sessions: {
    heading: 'Sessões com profissionais',
    empty: 'Nenhuma sessão registrada ainda.',
    more: 'Carregar mais',
    minutes: '{n} min',
    loadError: 'Não foi possível carregar as sessões.',
    moreError: 'Não foi possível carregar mais sessões.',
    /** Each session's trials per goal (docs/product.md#session-trials). */
    trials: 'Tentativas',
    trialsLabel: 'Tentativas da sessão de {date}',
  },
} as const;
