/**
 * The professional's menu in the top bar, apart from the feature's other texts (messages.ts): the
 * signed-in layout every parent page loads imports only these four words.
 */
export const professionalNavMessages = {
  dashboard: 'Painel',
  sessions: 'Sessões',
  reports: 'Relatórios',
  activities: 'Atividades',
  /** The switch of an account that is a parent and a professional (docs/product.md#onboarding). */
  toProfessionalArea: 'Área profissional',
  toFamilyArea: 'Área da família',
  /** On a phone the words above sit behind this button, so the top bar stays one row. */
  menu: 'Menu',
} as const;
