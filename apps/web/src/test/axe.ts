import axe from 'axe-core';
import { expect } from 'vitest';

/** No serious or critical axe violations in a rendered container. */
export async function expectNoSeriousA11yViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
