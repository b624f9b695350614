/** The admin dashboard's texts (docs/product.md#admin-screens). */
export const adminDashboardMessages = {
  title: 'Painel administrativo',
  statsHeading: 'Números da plataforma',
  stats: {
    totalUsers: 'Usuários',
    totalChildren: 'Crianças',
    totalActivities: 'Atividades',
    completedActivities: 'Atividades concluídas',
    activeUsers: 'Usuários ativos (30 dias)',
  },
  statsError: 'Não foi possível carregar os números.',
  areasHeading: 'Áreas da administração',
};
