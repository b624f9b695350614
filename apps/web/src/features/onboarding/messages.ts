/** The onboarding's pt-BR texts (docs/product.md#onboarding, docs/decisions/012-messages-per-feature.md). */
export const onboardingMessages = {
  step: 'Passo {step} de 3',
  role: {
    title: 'Como você vai usar o NeuroBridge?',
    parent: 'Sou pai, mãe ou responsável',
    parentHint: 'Cadastre as crianças, escolha atividades e acompanhe o progresso.',
    professional: 'Sou profissional (terapeuta, AT, psicólogo...)',
    professionalHint: 'Acompanhe as crianças que as famílias compartilharem com você.',
  },
  parent: {
    title: 'Que bom ter você aqui!',
    text: 'No NeuroBridge você cadastra as crianças, escolhe atividades para cada uma e acompanha o progresso. Você começa com 7 dias grátis.',
  },
  professional: {
    title: 'Seus dados profissionais',
    type: 'Tipo de profissional',
    typePlaceholder: 'Selecione...',
    organization: 'Organização / clínica (opcional)',
    registration: 'Número de registro (CREFITO/CRP/CRFa) (opcional)',
  },
  back: 'Voltar',
  finish: 'Concluir',
  finishing: 'Salvando...',
  done: {
    title: 'Tudo pronto!',
    text: 'Levando você para o seu painel...',
  },
  error: 'Erro de conexão. Tente novamente.',
} as const;
