/** The texts of the board in child mode and offline (docs/product.md#in-child-mode-and-offline). */
export const boardChildModeMessages = {
  edit: 'Editar (adulto: segure 3 segundos)',
  editHint:
    'Para editar a prancha, um adulto mantém este botão pressionado por 3 segundos, com o dedo, o mouse ou as teclas Enter ou Espaço.',
  released: 'Soltou antes da hora. Para editar, segure por 3 segundos.',
  offline: 'Sem conexão: a edição volta quando a internet voltar.',
} as const;
