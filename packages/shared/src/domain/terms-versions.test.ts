import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareTermsVersions, newestTermsVersion, nextTermsVersion, parseTermsVersion } from './terms-versions';

describe('terms versions (docs/product.md#admin-terms)', () => {
  it('are major.minor numbers of up to three digits', () => {
    expect(parseTermsVersion('1.0')).toEqual([1, 0]);
    expect(parseTermsVersion('12.345')).toEqual([12, 345]);
    for (const bad of ['1', '1.', '.1', '1.0.0', 'v1.0', '1.1000', 'profissional-1.0', ' 1.0', '', '1,0']) {
      expect(parseTermsVersion(bad)).toBeNull();
    }
  });

  it('compare as numbers: 1.10 after 1.9, 2.0 after 1.999, 1.0 equal to 1.00', () => {
    expect(compareTermsVersions('1.10', '1.9')).toBeGreaterThan(0);
    expect(compareTermsVersions('2.0', '1.999')).toBeGreaterThan(0);
    expect(compareTermsVersions('1.1', '1.2')).toBeLessThan(0);
    expect(compareTermsVersions('1.0', '1.00')).toBe(0);
    expect(() => compareTermsVersions('1.0', 'x')).toThrow();
  });

  it('compare like the pair of numbers, for any two versions', () => {
    const num = fc.integer({ min: 0, max: 999 });
    fc.assert(
      fc.property(num, num, num, num, (a, b, c, d) => {
        const sign = Math.sign(compareTermsVersions(`${a}.${b}`, `${c}.${d}`));
        expect(sign).toBe(Math.sign(a !== c ? a - c : b - d));
      }),
    );
  });

  it('the newest leaves out what is no version', () => {
    expect(newestTermsVersion(['1.0', '1.10', '1.9', 'profissional-1.0'])).toBe('1.10');
    expect(newestTermsVersion(['x'])).toBeNull();
    expect(newestTermsVersion([])).toBeNull();
  });

  it('the next suggested version is the next minor after the newest of current and published', () => {
    expect(nextTermsVersion('1.0')).toBe('1.1');
    expect(nextTermsVersion('1.9')).toBe('1.10');
    expect(nextTermsVersion('1.999')).toBe('2.0');
    expect(nextTermsVersion('1.0', ['1.0', '1.4'])).toBe('1.5');
    expect(nextTermsVersion('2.0 (antiga)', ['1.0'])).toBe('1.1');
    expect(nextTermsVersion('x')).toBe('1.1');
  });
});
