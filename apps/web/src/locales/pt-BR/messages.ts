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
    // The footer link on the landing page and on every signed-in page; the page's own words are in ./about.ts.
    link: 'Sobre e créditos',
  },
} as const;

/** Fills `{name}` placeholders. */
export function fmt(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? `{${key}}`));
}
