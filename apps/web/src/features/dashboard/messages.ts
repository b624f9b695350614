/** The dashboard's pt-BR texts (docs/decisions/012-messages-per-feature.md). */
export const dashboardMessages = {
  welcome: 'Olá, {name}!',
  welcomeNoName: 'Olá!',
  welcomeText: 'Este é o seu painel. Aqui você acompanha as crianças, as atividades e os profissionais.',
  stats: {
    children: 'Crianças cadastradas',
    professionals: 'Profissionais colaborando',
    completedThisWeek: 'Atividades concluídas esta semana',
    activities: 'Atividades disponíveis',
    loadError: 'Não foi possível carregar os números do painel.',
  },
  quickAccess: 'Acesso rápido',
  library: 'Biblioteca de atividades',
  manageSubscription: 'Gerenciar assinatura',
  inviteProfessional: 'Convidar profissional',
  inviteNeedsChild: 'Cadastre uma criança para convidar um profissional.',
} as const;
