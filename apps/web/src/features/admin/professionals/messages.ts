import type { AdminInvitationListState } from '@neurobridge/shared/api/admin-professionals';
import type { InvitationEmailStatus } from '@neurobridge/shared/api/child-professionals';

/**
 * The back-office's professionals and invitations screens, pt-BR (docs/decisions/012-messages-per-feature.md,
 * docs/product.md#admin-professionals, docs/product.md#admin-invitations); the server's refusals
 * come from the contract (packages/shared/src/api/admin-professionals.ts).
 */
export const adminProfessionalsMessages = {
  title: 'Profissionais',
  intro:
    'Quem acompanha crianças no NeuroBridge: confira o registro profissional, marque como verificado e, se preciso, encerre os acessos.',
  invitationsLink: 'Ver convites das famílias',
  searchLabel: 'Buscar por nome, e-mail, organização ou registro',
  searchPlaceholder: 'Nome, e-mail, organização ou registro',
  filter: 'Verificação',
  filters: { all: 'Todos', yes: 'Verificados', no: 'Não verificados' },
  loading: 'Carregando profissionais...',
  loadError: 'Não foi possível carregar os profissionais.',
  empty: 'Nenhum profissional cadastrado ainda.',
  emptyFiltered: 'Nenhum profissional encontrado com esta busca ou filtro.',
  heading: 'Lista de profissionais',
  more: 'Carregar mais',
  loadingMore: 'Carregando...',
  columns: {
    name: 'Nome',
    email: 'E-mail',
    type: 'Tipo',
    organization: 'Organização',
    registration: 'Registro',
    children: 'Crianças / famílias',
    since: 'Desde',
    verified: 'Verificação',
    actions: 'Ações',
  },
  noName: 'Sem nome',
  none: '—',
  counts: '{children} / {families}',
  /** '1 criança de 1 família', '3 crianças de 2 famílias'. */
  children: { one: '1 criança', other: '{n} crianças' },
  families: { one: '1 família', other: '{n} famílias' },
  countsLabel: '{children} de {families}',
  verifiedBadge: 'Verificado',
  verifiedBy: 'por {admin} em {date}',
  verifiedNoRecord: 'sem registro de quem verificou',
  notVerified: 'Não verificado',
  verify: 'Verificar',
  verifyOf: 'Verificar {name}',
  verifying: 'Verificando...',
  verified: '{name} agora aparece como verificado para as famílias.',
  verifyError: 'Não foi possível verificar o profissional.',
  unverify: 'Remover verificação',
  unverifyOf: 'Remover a verificação de {name}',
  unverifyTitle: 'Remover a verificação de {name}?',
  unverifyText: 'As famílias deixam de ver o selo "Verificado" no cartão de {name}.',
  unverified: 'Verificação de {name} removida.',
  unverifyError: 'Não foi possível remover a verificação.',
  endAccess: 'Encerrar acesso',
  endAccessOf: 'Encerrar os acessos de {name}',
  endTitle: 'Encerrar os acessos de {name}?',
  endText:
    '{name} deixa de ver todas as crianças que as famílias compartilharam ({counts}) a partir do próximo acesso. Os pedidos de acesso que aguardam uma família também são encerrados. Cada família é avisada por e-mail. As sessões já registradas continuam com as famílias.',
  endReason: 'Motivo',
  endReasonHint: 'O motivo é enviado por e-mail a {name} e fica na trilha de auditoria.',
  endConfirm: 'Encerrar acessos',
  ending: 'Encerrando...',
  ended: 'Acessos de {name} encerrados: {n}.',
  endedOne: 'Acessos de {name} encerrados: 1.',
  endedNone: '{name} não tinha acessos ativos: nada mudou.',
  endError: 'Não foi possível encerrar os acessos.',
};

export const INVITATION_STATE_LABELS: Record<AdminInvitationListState, string> = {
  pending: 'Pendente',
  requested: 'Aguardando a família',
  accepted: 'Aceito',
  declined: 'Recusado',
  withdrawn: 'Retirado',
  expired: 'Expirado',
};

/** The invitation's e-mail (docs/product.md#invitation-e-mail-status), under 'Entrega do e-mail'. */
export const INVITATION_EMAIL_LABELS: Record<InvitationEmailStatus, string> = {
  pending: 'Na fila',
  sent: 'Enviado',
  failed: 'Falhou',
  not_sent: 'Não enviado',
};

export const adminInvitationsMessages = {
  title: 'Convites das famílias',
  intro:
    'Os convites que as famílias enviaram a profissionais: a situação, a entrega do e-mail e a validade. Um convite pendente pode ser reenviado ou retirado.',
  professionalsLink: 'Ver profissionais',
  searchLabel: 'Buscar por família ou profissional',
  searchPlaceholder: 'Nome ou e-mail da família ou do profissional',
  filter: 'Situação',
  all: 'Todas',
  loading: 'Carregando convites...',
  loadError: 'Não foi possível carregar os convites.',
  empty: 'Nenhum convite enviado ainda.',
  emptyFiltered: 'Nenhum convite encontrado com esta busca ou situação.',
  heading: 'Lista de convites',
  more: 'Carregar mais',
  loadingMore: 'Carregando...',
  columns: {
    family: 'Família',
    professional: 'Profissional',
    children: 'Crianças',
    invited: 'Enviado em',
    expires: 'Expira em',
    state: 'Situação',
    email: 'Entrega do e-mail',
    actions: 'Ações',
  },
  noName: 'Sem nome',
  noActions: 'Nenhuma ação',
  resend: 'Reenviar',
  resendOf: 'Reenviar o convite para {email}',
  resendTitle: 'Reenviar o convite para {email}?',
  resendText:
    'O e-mail do convite de {family} vai de novo para {email}, com o mesmo link e a mesma validade (até {date}).',
  resendConfirm: 'Reenviar convite',
  resent: 'Convite para {email} de volta na fila de e-mails.',
  resendError: 'Não foi possível reenviar o convite.',
  withdraw: 'Retirar',
  withdrawOf: 'Retirar o convite para {email}',
  withdrawTitle: 'Retirar o convite para {email}?',
  withdrawText:
    'O link enviado deixa de funcionar, para todas as crianças incluídas no convite. A família vê que o convite não está mais pendente.',
  withdrawConfirm: 'Retirar convite',
  withdrawn: 'Convite para {email} retirado.',
  withdrawError: 'Não foi possível retirar o convite.',
};
