/**
 * Takes the focus to the first field marked wrong, once the marks are drawn: the errors are said
 * beside their fields, not in a toast (docs/product.md#error-texts-in-the-interface).
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
