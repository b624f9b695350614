import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localSecretsKey, open, seal } from './secret-box';

describe('secret box (docs/product.md#secrets)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = seal(key, 'APP_USR-token');
    expect(open(key, a)).toBe('APP_USR-token');
    expect(seal(key, 'APP_USR-token')).not.toBe(a);
    expect(a).not.toContain('APP_USR');
  });

  it('throws under another key, never answering garbage', () => {
    const sealed = seal(key, 'APP_USR-token');
    for (let i = 0; i < 50; i++) expect(() => open(randomBytes(32), sealed)).toThrow();
  });

  it('throws when the text was altered or is not in its format', () => {
    const [version, iv, tag, data] = seal(key, 'APP_USR-token').split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => open(key, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => open(key, [version, iv, Buffer.alloc(16).toString('base64url'), data].join('.'))).toThrow();
    expect(() => open(key, 'APP_USR-token')).toThrow('secret-box: unknown format');
    expect(() => open(key, `v2.${iv}.${tag}.${data}`)).toThrow('secret-box: unknown format');
  });

  it('makes a local key once, readable by its owner only, and refuses a key of the wrong size', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nb-secrets-'));
    try {
      const first = localSecretsKey(dir);
      expect(first).toHaveLength(32);
      expect(localSecretsKey(dir).equals(first)).toBe(true);
      expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
      writeFileSync(join(dir, 'secrets.key'), randomBytes(16).toString('base64'));
      expect(() => localSecretsKey(dir)).toThrow(/32 bytes/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
