/** The texts of printing and sharing 'Minha prancha' (docs/product.md#print-and-share). */
export const shareMessages = {
  title: 'Imprimir e compartilhar',
  hint: 'Imprima esta prancha em A4 (células do mesmo tamanho, para recortar e plastificar), ou leve todas as pranchas num arquivo .obz, que o Cboard e outras pranchas também abrem.',
  importHint: 'Já tem uma prancha feita no Cboard ou em outro aparelho? Importe o arquivo .obz dela.',
  print: 'Imprimir (PDF)',
  export: 'Exportar (.obz)',
  import: 'Importar (.obz)',
  preparing: 'Preparando…',
  importing: 'Importando…',
  fileLabel: 'Arquivo .obz para importar',
  imported: 'Pranchas importadas: {count}.',
  printError: 'Não foi possível gerar o PDF da prancha. Tente novamente.',
  exportError: 'Não foi possível exportar as pranchas. Tente novamente.',
  importError: 'Não foi possível importar o arquivo. Tente novamente.',
  readError: 'Não foi possível ler o arquivo escolhido.',
} as const;
