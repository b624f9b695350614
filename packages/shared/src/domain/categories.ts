/** The six development areas and their labels (docs/product.md#categories). */
export const CATEGORIES = ['social_skills', 'communication', 'math', 'language', 'focus', 'routine'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  social_skills: 'Habilidades Sociais',
  communication: 'Comunicação',
  math: 'Matemática',
  language: 'Linguagem',
  focus: 'Foco e Atenção',
  routine: 'Rotina',
};

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as Category] ?? category;
}
