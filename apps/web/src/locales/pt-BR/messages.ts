/** The pt-BR message catalogue: every visible string of the interface lives here (DECISIONS). */
export const messages = {
  common: {
    appName: 'NeuroBridge',
    loading: 'Carregando...',
    networkError: 'Erro de conexão. Tente novamente.',
    genericError: 'Algo deu errado. Tente novamente.',
    close: 'Fechar',
    cancel: 'Cancelar',
    retry: 'Tentar novamente',
    backHome: 'Voltar ao início',
  },
  landing: {
    title: 'Atividades terapêuticas que cabem na rotina da sua família',
    subtitle:
      'Jogos curtos e calmos para crianças com TEA e TDAH, com acompanhamento de progresso para pais e profissionais.',
    trial: '7 dias grátis para experimentar',
    priceFrom: 'A partir de {price}/mês no {plan}',
    priceLoading: 'Carregando preços...',
    signIn: 'Entrar',
    startFree: 'Começar grátis',
    devSignInNote: 'Login de desenvolvimento ativo: entre com qualquer e-mail, sem senha.',
    adminShortcut: 'Área administrativa',
    signInError: 'Não foi possível iniciar o login. Tente novamente.',
    areasTitle: 'Áreas de desenvolvimento',
    areas: ['Habilidades sociais', 'Comunicação', 'Matemática', 'Linguagem', 'Foco e atenção', 'Rotina'],
    forWhoTitle: 'Para quem é',
    forWho: [
      { title: 'Famílias', text: 'Crie perfis para cada criança, acompanhe o progresso e planeje a semana.' },
      { title: 'Profissionais', text: 'Terapeutas convidados pelos pais registram sessões e acompanham as crianças.' },
      { title: 'Crianças', text: 'Jogos com visual calmo, alvos grandes, som e fala que podem ser desligados.' },
    ],
    guarantee: 'Garantia de 7 dias após o pagamento.',
    about: 'Sobre e créditos',
  },
  authCallback: {
    finishing: 'Finalizando login...',
  },
  topBar: {
    home: 'Início — NeuroBridge',
    activities: 'Atividades',
    logout: 'Sair',
    adminShortcut: 'Área administrativa',
    mainNav: 'Navegação principal',
  },
  dashboard: {
    welcome: 'Olá, {name}!',
    welcomeText: 'Este é o seu painel. Aqui você acompanha as crianças, as atividades e os profissionais.',
  },
  terms: {
    title: 'Termos de Uso e Privacidade',
    intro: 'Leia os termos até o fim para continuar.',
    version: 'Versão {version}',
    scrollHint: 'Role até o fim do texto para habilitar o botão Aceito.',
    accept: 'Aceito',
    decline: 'Não aceito',
    accepting: 'Salvando...',
    loadError: 'Não foi possível carregar os termos.',
    acceptError: 'Não foi possível registrar o aceite. Tente novamente.',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'O endereço pode estar errado ou a página ainda não existe.',
  },
  errorBoundary: {
    title: 'Algo deu errado',
    text: 'Recarregue a página. Se o problema continuar, tente mais tarde.',
    reload: 'Recarregar',
  },
  about: {
    title: 'Sobre o NeuroBridge',
    text: 'O NeuroBridge apoia famílias e profissionais que acompanham crianças com TEA e TDAH com atividades curtas e acompanhamento de progresso.',
    credits: 'Créditos',
  },
} as const;

/** Fills `{name}` placeholders. */
export function fmt(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? `{${key}}`));
}
