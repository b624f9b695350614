import { revenueQuery, type RevenueQuery } from '@neurobridge/shared/api/admin-money';
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS } from '@neurobridge/shared/api/admin-reports';
import { formErrors, type FormErrors } from '../../../lib/form-errors';

export const REVENUE_PERIODS = [...REPORT_PERIODS, 'custom'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

/** The URL's search params the revenue screen keeps (docs/product.md#admin-tables). */
export const REVENUE_URL_KEYS = ['period', 'from', 'to'] as const;

export type RangeErrors = FormErrors<'from' | 'to'>;

/**
 * What the URL asks for (docs/product.md#admin-revenue-screen): one of the report periods (an
 * unknown one is the default, the last 30 days), or a custom range checked by the contract's own
 * schema, so the screen refuses what the server would, with the same words, before asking.
 * `query` is null while the range is missing or wrong; `errors` then names the field.
 */
export function revenueFromUrl(url: { period: string; from: string; to: string }): {
  period: RevenuePeriod;
  query: RevenueQuery | null;
  errors: RangeErrors;
} {
  const period = (REVENUE_PERIODS as readonly string[]).includes(url.period)
    ? (url.period as RevenuePeriod)
    : DEFAULT_REPORT_PERIOD;
  if (period !== 'custom') return { period, query: { period }, errors: {} };
  if (!url.from && !url.to) return { period, query: null, errors: {} };
  const errors = checkRange(url.from, url.to);
  return { period, query: Object.keys(errors).length ? null : { period, from: url.from, to: url.to }, errors };
}

/** A custom range's mistakes by field, in the contract's words (at most 2 years, end after start). */
export function checkRange(from: string, to: string): RangeErrors {
  return formErrors(revenueQuery, { period: 'custom', from: from || undefined, to: to || undefined }) as RangeErrors;
}
