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

/**
 * The nine categories an administrator may give an activity (docs/product.md#default-content):
 * the six areas of the library and three more the catalogue does not use yet.
 */
export const ADMIN_CATEGORIES = [...CATEGORIES, 'emotional_regulation', 'motor_skills', 'sensory'] as const;
export type AdminCategory = (typeof ADMIN_CATEGORIES)[number];

export const ADMIN_CATEGORY_LABELS: Record<AdminCategory, string> = {
  ...CATEGORY_LABELS,
  emotional_regulation: 'Regulação Emocional',
  motor_skills: 'Habilidades Motoras',
  sensory: 'Sensorial',
};

/** A category's label, for the nine of the admin form too; an unknown key reads as itself. */
export function categoryLabel(category: string): string {
  return ADMIN_CATEGORY_LABELS[category as AdminCategory] ?? category;
}
