import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackupTarget, recordingIo, type BackupTarget } from '../../test/backup-targets';
import { createChild, createProgress } from '../../test/child-factories';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runMigrations } from '../db/migrate';
import { backupCommand, restoreCommand } from './backup-cli';

// The restore drill (docs/product.md#backups): back up, lose everything, restore, and the product
// answers with the same data and the same session. On PGlite in `npm test`, on PostgreSQL in `npm run test:pg`.

let target: BackupTarget;
let t: TestApp | undefined;

beforeEach(async () => {
  target = await createBackupTarget();
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await target.cleanup();
});

/** The app as a fresh start would run it: migrations first, on whatever the folder or server holds. */
async function startApp() {
  const database = await target.open();
  await runMigrations(database);
  t = await createTestApp({}, { database });
  return t;
}

async function stopApp() {
  await t?.close();
  t = undefined;
}

async function familyView(app: TestApp, cookie: string, childId: number) {
  const me = await app.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
  const kids = await app.app.inject({ method: 'GET', url: '/api/children', headers: { cookie } });
  const progress = await app.app.inject({
    method: 'GET',
    url: `/api/children/${childId}/progress`,
    headers: { cookie },
  });
  return { me, kids, progress };
}

describe('backup and restore drill', () => {
  it('restores what was lost: the same session cookie signs in, with the same child and progress', async () => {
    const before = await startApp();
    const { cookie } = await createSignedInUser(before, { email: 'mae.drill@example.com', fullName: 'Marta Drill' });
    const parentId = (await before.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).json().id;
    const child = await createChild(before.db, parentId, { name: 'Lia Drill' });
    await createProgress(before.db, child.id, { score: 77, activityTitle: 'Memória das cores' });
    const seen = await familyView(before, cookie, child.id);
    expect([seen.me.statusCode, seen.kids.statusCode, seen.progress.statusCode]).toEqual([200, 200, 200]);
    await stopApp();

    const io = recordingIo();
    expect(await backupCommand([], target.env, io)).toBe(0);
    const [file] = readdirSync(target.backupDir);
    expect(file).toMatch(
      target.kind === 'pglite' ? /^neurobridge-pglite-.*\.tar\.gz$/ : /^neurobridge-postgres-.*\.dump$/,
    );
    expect(io.lines[0]).toContain(join(target.backupDir, file!));
    expect(io.lines[0]).toMatch(/\(\d+(,\d)? (bytes|kB|MB)\)\.$/);

    await target.wipe();

    const restoreIo = recordingIo();
    expect(await restoreCommand([join(target.backupDir, file!), '--yes'], target.env, restoreIo)).toBe(0);
    expect(restoreIo.asked).toEqual([]);
    expect(restoreIo.lines.join('\n')).toContain('Restaurado.');

    const after = await startApp();
    const view = await familyView(after, cookie, child.id);
    expect(view.me.statusCode).toBe(200);
    expect(view.me.json()).toEqual(seen.me.json());
    expect(view.kids.json()).toEqual(seen.kids.json());
    expect(view.progress.json()).toEqual(seen.progress.json());
    expect(JSON.stringify(view.progress.json())).toContain('Memória das cores');
  }, 120_000);
});
