/**
 * The way into 'Meu dia' in child mode (docs/product.md#my-day), shown on the child page, the week
 * and the day's preview: apart from `messages.ts`, so the child page does not carry the week's texts.
 */
export const myDayStartMessages = {
  start: 'Abrir o Meu dia no modo criança',
  hint: 'Tela cheia, só com o dia da criança e a loja dela. Para sair, um adulto segura o botão "Sair" por 3 segundos.',
} as const;
