/**
 * A value made on its first use rather than when its module loads, for the Intl formatters: a
 * browser loads its time zone data when the first zoned formatter is made, 0.06–0.12 s on a
 * phone's CPU, which a page that shows no date (the child's board) should not wait for
 * (docs/architecture.md, "Fast by construction").
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
