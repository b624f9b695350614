import type { PublishTermsBody } from '@neurobridge/shared/api/admin-terms';

/**
 * The new version's draft, kept in this browser until it is published (docs/product.md#admin-terms):
 * a reload, a closed tab or a failed publication loses nothing; publishing or discarding clears it.
 */
export type TermsDraft = Required<{ [K in keyof PublishTermsBody]: string }>;

export const TERMS_DRAFT_KEY = 'neurobridge.admin.terms-draft';

export const emptyDraft = (version: string): TermsDraft => ({ version, title: '', text: '', summary: '' });

/** The kept draft, or null when there is none (or what is kept is no draft). */
export function loadDraft(): TermsDraft | null {
  try {
    const raw = window.localStorage.getItem(TERMS_DRAFT_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    const field = (k: keyof TermsDraft) => (typeof value?.[k] === 'string' ? (value[k] as string) : '');
    return { version: field('version'), title: field('title'), text: field('text'), summary: field('summary') };
  } catch {
    return null;
  }
}

export function saveDraft(draft: TermsDraft): void {
  try {
    window.localStorage.setItem(TERMS_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the draft lives as long as the page.
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(TERMS_DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
