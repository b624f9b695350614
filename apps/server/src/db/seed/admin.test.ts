import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/test-app';
import { ConfigError, loadConfig } from '../../config';
import { adminPasswordProblem } from '../../lib/password-strength';
import { admins, appSettings } from '../schema/admin';
import { ensureAdmin, envPasswordKey } from './admin';

// The administrator's password at start (docs/product.md#admin-password).
describe('ensureAdmin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(() => t.close());

  const rowsOf = (username: string) => t.db.select().from(admins).where(eq(admins.username, username));

  it.each([
    ['a common password', 'senha12345678', 'senha comumente usada'],
    ['digits in a row', '123456789012', 'senha comumente usada'],
    ['a keyboard row', 'qwertyuiopasdf', 'senha comumente usada'],
    ['the username and digits', 'gestora123456', 'nome de usuário'],
    ["the product's name", 'neurobridge2026', 'nome de usuário, o do produto'],
  ])('refuses %s with the reason, naming ADMIN_PASSWORD, and writes nothing', async (_, password, why) => {
    const err = await ensureAdmin(t.db, { username: 'gestora', password }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    const message = (err as Error).message;
    expect(message).toMatch(/^ADMIN_PASSWORD recusada\. A senha do administrador é fraca: /);
    expect(message).toContain(why);
    expect(message).toContain('Use ao menos 12 caracteres, sem palavras ou sequências comuns.');
    expect(await rowsOf('gestora')).toHaveLength(0);
  });

  it('refuses a short password at the configuration already, in pt-BR', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, SECRETS_KEY: Buffer.alloc(32).toString('base64'), ADMIN_PASSWORD: 'curta' }),
    ).toThrow('ADMIN_PASSWORD: a senha do administrador precisa de ao menos 12 caracteres');
  });

  it('a strong password creates the administrator, and a new one replaces it', async () => {
    expect(await ensureAdmin(t.db, { username: 'gestora', password: 'uma senha longa o bastante' })).toBeNull();
    await ensureAdmin(t.db, { username: 'gestora', password: 'outra frase comprida e rara' });
    const [row] = await rowsOf('gestora');
    expect(await verify(row!.passwordHash, 'outra frase comprida e rara')).toBe(true);
  });

  it('the administrator made at start is an owner (docs/product.md#admin-team)', async () => {
    const [row] = await rowsOf('gestora');
    expect(row!.role).toBe('owner');
    expect(row!.suspendedAt).toBeNull();
  });

  it('the same ADMIN_PASSWORD at the next start leaves a password changed in the app alone; a new one replaces it', async () => {
    await ensureAdmin(t.db, { username: 'gestora', password: 'outra frase comprida e rara' });
    // The admin changes it in the app (docs/product.md#admin-account).
    await t.db
      .update(admins)
      .set({ passwordHash: await hash('a minha frase nova e secreta') })
      .where(eq(admins.username, 'gestora'));
    await ensureAdmin(t.db, { username: 'gestora', password: 'outra frase comprida e rara' });
    expect(await verify((await rowsOf('gestora'))[0]!.passwordHash, 'a minha frase nova e secreta')).toBe(true);
    // The operator sets a new one (a forgotten password): it applies, once.
    await ensureAdmin(t.db, { username: 'gestora', password: 'mais uma frase longa qualquer' });
    expect(await verify((await rowsOf('gestora'))[0]!.passwordHash, 'mais uma frase longa qualquer')).toBe(true);
    // Only a hash of it is kept.
    const [kept] = await t.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, envPasswordKey('gestora')));
    expect(kept!.value).toMatch(/^\$argon2id\$/);
    expect(kept!.value).not.toContain('mais uma frase');
    // Back to the password the next tests expect.
    await ensureAdmin(t.db, { username: 'gestora', password: 'outra frase comprida e rara' });
  });

  it('a weak new password leaves the stored one as it was', async () => {
    await expect(ensureAdmin(t.db, { username: 'gestora', password: 'senha12345678' })).rejects.toThrow(ConfigError);
    const [row] = await rowsOf('gestora');
    expect(await verify(row!.passwordHash, 'outra frase comprida e rara')).toBe(true);
  });

  it('the password generated on the first demo start passes the same rule', async () => {
    const demo = await createTestApp();
    try {
      await demo.db.delete(admins);
      const created = await ensureAdmin(demo.db, undefined);
      expect(created?.username).toBe('admin');
      expect(await adminPasswordProblem(created!.password, ['admin'])).toBeNull();
    } finally {
      await demo.close();
    }
  });
});
