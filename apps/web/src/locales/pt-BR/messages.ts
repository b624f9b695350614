/**
 * The pt-BR shell catalogue: the texts the app shell and the shared layers (components/, lib/,
 * games/) need on every page. A feature's own texts live in `features/<area>/messages.ts`, loaded
 * with its lazy route (docs/decisions/012-messages-per-feature.md).
 */
export const messages = {
  common: {
    appName: 'NeuroBridge',
    loading: 'Carregando...',
    networkError: 'Erro de conexão. Tente novamente.',
    genericError: 'Algo deu errado. Tente novamente.',
    close: 'Fechar',
    cancel: 'Cancelar',
    saving: 'Salvando...',
    retry: 'Tentar novamente',
    backHome: 'Voltar ao início',
    /** A text field's counter, under it (components/ui/field.tsx). */
    charCount: '{count} de {limit} caracteres',
    charsOver: '{count} de {limit} caracteres: {over} a mais',
  },
  authCallback: {
    finishing: 'Finalizando login...',
  },
  accountSuspended: {
    title: 'Sua conta foi suspensa',
  },
  topBar: {
    home: 'Início — NeuroBridge',
    activities: 'Atividades',
    logout: 'Sair',
    adminShortcut: 'Área administrativa',
    mainNav: 'Navegação principal',
  },
  games: {
    restart: 'Recomeçar',
    tryAgain: 'Tentar Novamente',
    tips: 'Dicas para quem acompanha',
    listen: 'Ouvir de novo',
    noVoiceNotice:
      'Este aparelho não tem uma voz em português. As frases aparecem em letras grandes. Para ouvir, instale uma voz em português do Brasil nas configurações de acessibilidade do sistema.',
    gotIt: 'Entendi',
    progress: 'Pergunta {n} de {total}',
    correctMark: 'Resposta certa',
    wrongMark: 'Sua resposta',
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
    openmoji:
      'Os desenhos dos jogos (emoções, objetos e pictogramas) são do OpenMoji, o projeto de emojis abertos da HfG Schwäbisch Gmünd, distribuídos sob a licença Creative Commons Atribuição-CompartilhaIgual 4.0 (CC BY-SA 4.0).',
    openmojiLink: 'Conheça o OpenMoji',
    licenseLink: 'Ler a licença CC BY-SA 4.0',
    offline: 'As imagens fazem parte do aplicativo: aparecem iguais em qualquer aparelho, mesmo sem internet.',
    // The footer link on the landing page and on every signed-in page.
    link: 'Sobre e créditos',
  },
} as const;

/** Fills `{name}` placeholders. */
export function fmt(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? `{${key}}`));
}
