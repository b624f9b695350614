/**
 * The top bar's link to the account page, apart from the feature's other texts (messages.ts): the
 * signed-in layout every page loads imports only these words.
 */
export const accountNavMessages = {
  link: 'Minha conta',
} as const;
