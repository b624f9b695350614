/**
 * The subscription's pt-BR texts: trial badge, expiry banner, trial welcome and the unlock banner
 * (docs/decisions/012-messages-per-feature.md).
 */
export const subscriptionMessages = {
  trialBadge: 'Teste grátis: {days} dias restantes',
  trialBadgeOne: 'Teste grátis: 1 dia restante',
  trialLastDay: 'Teste grátis: último dia',
  expiredBadge: 'Período de teste encerrado',
  activeBadge: 'Assinatura ativa',
  grantedBadge: 'Acesso liberado',
  bannerEnding: 'Seu teste grátis termina em breve. Assine para manter o acesso a todas as atividades.',
  bannerExpired: 'Seu teste grátis terminou. Assine para voltar a ter acesso a todas as atividades.',
  upgrade: 'Assinar agora',
  welcomeTitle: 'Boas-vindas ao NeuroBridge!',
  welcomeText:
    'Experimente o NeuroBridge por 7 dias, sem custo. Durante o teste você usa as atividades gratuitas, acompanha o progresso e convida profissionais.',
  welcomeNoCard: 'Não pedimos cartão para o teste.',
  startTrial: 'Começar teste grátis de 7 dias',
  notNow: 'Agora não',
  seePlans: 'Ver planos',
  startTrialError: 'Não foi possível iniciar o teste. Tente novamente.',
  unlock: {
    none: 'Você tem {n} atividades gratuitas liberadas. Assine para desbloquear as demais.',
    trial: 'No teste grátis você tem {n} atividades liberadas. Assine para desbloquear as demais.',
    expired: 'Seu teste terminou: {n} atividades continuam liberadas. Assine para desbloquear as demais.',
    paid: 'Seu plano libera {n} atividades agora. Mais atividades são liberadas com o tempo de assinatura.',
    all: 'Todas as {n} atividades estão liberadas.',
    seePlans: 'Ver planos',
  },
} as const;
