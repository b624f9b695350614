/** The landing page's pt-BR texts (docs/decisions/012-messages-per-feature.md). */
export const landingMessages = {
  title: 'Atividades terapêuticas que cabem na rotina da sua família',
  subtitle:
    'Jogos curtos e calmos para crianças com TEA e TDAH, com acompanhamento de progresso para pais e profissionais.',
  trial: '7 dias grátis para experimentar',
  signIn: 'Entrar',
  startFree: 'Começar grátis',
  devSignInNote: 'Login de desenvolvimento ativo: entre com qualquer e-mail, sem senha.',
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
} as const;
