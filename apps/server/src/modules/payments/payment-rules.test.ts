import { describe, expect, it } from 'vitest';
import { addMonthsUtc, externalReference, newCheckoutId, viewStatus } from './payment-rules';

describe('addMonthsUtc (docs/product.md#paying: calendar months, UTC)', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 3, '2026-04-15T10:00:00.000Z'],
    ['2026-11-30T23:30:00.000Z', 3, '2027-02-28T23:30:00.000Z'],
    ['2026-01-31T00:00:00.000Z', 1, '2026-02-28T00:00:00.000Z'],
    ['2027-12-31T00:00:00.000Z', 2, '2028-02-29T00:00:00.000Z'],
    ['2026-03-31T12:00:00.000Z', 6, '2026-09-30T12:00:00.000Z'],
    ['2026-05-10T08:00:00.000Z', 12, '2027-05-10T08:00:00.000Z'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonthsUtc(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe('payment helpers', () => {
  it('maps stored statuses to what the payer sees', () => {
    expect(viewStatus('approved')).toBe('approved');
    for (const s of ['pending', 'in_process', 'authorized', 'in_mediation']) expect(viewStatus(s)).toBe('pending');
    for (const s of ['rejected', 'cancelled', 'refused']) expect(viewStatus(s)).toBe('rejected');
    for (const s of ['refunded', 'charged_back']) expect(viewStatus(s)).toBe('refunded');
  });

  it('checkout ids are 24 url-safe characters, never the same twice', () => {
    const ids = new Set(Array.from({ length: 50 }, newCheckoutId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(externalReference(7, 'annual', 'abc')).toBe('nb:7:annual:abc');
  });
});
