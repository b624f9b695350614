/**
 * What the board's route says before the feature's chunk has loaded: a module apart from
 * `messages.ts` (which loads with the board screen), imported by that route alone.
 */
export const boardsRouteMessages = {
  back: 'Voltar ao perfil',
  /** In child mode (docs/product.md#in-child-mode-and-offline): the child's home. */
  backToDay: 'Voltar ao meu dia',
  /** Child mode with the board as its home. */
  startChildMode: 'Abrir a prancha no modo criança',
  startChildModeHint:
    'Tela cheia, só com a prancha. Para sair, um adulto segura o botão "Sair" por 3 segundos; para editar, segura "Editar".',
} as const;
