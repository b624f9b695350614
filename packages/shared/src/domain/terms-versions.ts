/**
 * Terms versions (docs/product.md#admin-terms): a published version is `major.minor`, numbers of up
 * to three digits (`1.1`, `1.10`, `2.0`), compared as numbers: 1.10 comes after 1.9. The built-in
 * 1.0 is one of them; the professional's terms (`profissional-1.0`) are not.
 */

export const TERMS_VERSION_PATTERN = /^(\d{1,3})\.(\d{1,3})$/;

/** `[major, minor]`, or null for anything that is not a published version's number. */
export function parseTermsVersion(version: string): [number, number] | null {
  const match = TERMS_VERSION_PATTERN.exec(version);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Negative when `a` is older than `b`, positive when newer, 0 for the same number (1.0 = 1.00). */
export function compareTermsVersions(a: string, b: string): number {
  const x = parseTermsVersion(a);
  const y = parseTermsVersion(b);
  if (!x || !y) throw new Error(`not a terms version: ${x ? b : a}`);
  return x[0] - y[0] || x[1] - y[1];
}

/** The newest of some versions (null for none); anything not a version's number is left out. */
export function newestTermsVersion(versions: Iterable<string>): string | null {
  let newest: string | null = null;
  for (const v of versions) {
    if (parseTermsVersion(v) && (newest === null || compareTermsVersions(v, newest) > 0)) newest = v;
  }
  return newest;
}

/**
 * The number the form suggests: the next minor after the newest of the current and the published
 * versions (1.0 → 1.1, 1.9 → 1.10), the next major after 999 minors. Anything that is no version's
 * number (a value stored by hand) is left out; with nothing left, 1.1.
 */
export function nextTermsVersion(current: string, published: Iterable<string> = []): string {
  const [major, minor] = parseTermsVersion(newestTermsVersion([current, ...published]) ?? '1.0')!;
  return minor < 999 ? `${major}.${minor + 1}` : `${major + 1}.0`;
}
