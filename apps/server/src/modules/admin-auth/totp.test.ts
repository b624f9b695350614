import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890", codes of 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it('matches the RFC 6238 test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(hotp(RFC_KEY, totpStep(new Date(seconds * 1000)), 8), String(seconds)).toBe(code);
    }
  });

  it('matches the RFC 4226 HOTP vectors (6 digits)', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expected.forEach((code, counter) => expect(hotp(RFC_KEY, counter)).toBe(code));
  });

  it('base32 round-trips and reads the RFC secret', () => {
    const secret = base32Encode(RFC_KEY);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret)).toEqual(RFC_KEY);
    expect(base32Decode(secret.toLowerCase())).toEqual(RFC_KEY);
    const fresh = newTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(fresh))).toBe(fresh);
  });

  it('accepts the step before and after now, and nothing further', () => {
    const secret = newTotpSecret();
    const at = new Date(1_800_000_000_000);
    const step = totpStep(at);
    expect(matchTotp(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 90_000)), at)).toBeNull();
    expect(matchTotp(secret, 'abcdef', at)).toBeNull();
    expect(matchTotp(secret, '1234567', at)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('ABC', 'admin')).toBe(
      'otpauth://totp/NeuroBridge:admin?secret=ABC&issuer=NeuroBridge&algorithm=SHA1&digits=6&period=30',
    );
  });
});
