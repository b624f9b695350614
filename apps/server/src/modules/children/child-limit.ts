import { APP_SETTING_DEFAULTS } from '../settings/settings-service';

/**
 * The `max_children_per_user` app setting (docs/product.md#child-limits) as a number, or null for
 * no limit ('unlimited' or '0'). A value an admin mistyped falls back to the default rather
 * than locking parents out.
 */
export function childLimit(raw: string): number | null {
  const value = raw.trim().toLowerCase();
  if (value === 'unlimited' || value === '0') return null;
  const n = Number(value);
  if (value !== '' && Number.isInteger(n) && n > 0) return n;
  return Number(APP_SETTING_DEFAULTS.max_children_per_user);
}

export function childLimitMessage(limit: number): string {
  const what = limit === 1 ? '1 criança' : `${limit} crianças`;
  return `Você atingiu o limite de ${what}. Remova um perfil ou fale com o suporte.`;
}
