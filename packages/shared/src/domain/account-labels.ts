/**
 * How the administration names an account's role and plan, on screen and in the CSV
 * (docs/product.md#admin-users): the labels 'Minha conta' and the plans screen already use.
 */
export const ROLE_LABELS = { parent: 'Responsável', professional: 'Profissional' } as const;
/** An account that has not chosen a role yet. */
export const NO_ROLE_LABEL = 'Não escolhido';

export function roleLabel(role: string | null): string {
  return (role !== null && ROLE_LABELS[role as keyof typeof ROLE_LABELS]) || NO_ROLE_LABEL;
}

/** The plan an account has as of now ('free' when none gives access). */
export const PLAN_TYPE_LABELS = {
  free: 'Gratuito',
  trial: 'Teste gratuito',
  monthly: 'Mensal',
  quarterly: 'Trimestral',
  biannual: 'Semestral',
  annual: 'Anual',
  admin_granted: 'Acesso liberado (Admin)',
} as const;

export function planTypeLabel(type: string): string {
  return PLAN_TYPE_LABELS[type as keyof typeof PLAN_TYPE_LABELS] ?? type;
}
