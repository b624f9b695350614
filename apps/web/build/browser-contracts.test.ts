// @vitest-environment node
import * as auth from '@neurobridge/shared/api/auth';
import * as sensory from '@neurobridge/shared/domain/sensory';
import { expect, it } from 'vitest';
import { dataModuleSource, splitImport } from './browser-contracts';

it('takes the data names of an import from the generated module and the rest from the real one', () => {
  const out = splitImport(
    ' authApi, NO_CODE_ERROR as noCode, createSessionBody, type CurrentUser ',
    '@neurobridge/shared/api/auth',
    '/repo/packages/shared/src/api/auth.ts',
    auth,
  );
  expect(out).toBe(
    [
      'import { authApi, NO_CODE_ERROR as noCode } from "\\u0000shared-data:/repo/packages/shared/src/api/auth.ts";',
      'import { createSessionBody } from "@neurobridge/shared/api/auth";',
    ].join('\n'),
  );
  expect(splitImport('type CurrentUser', '@neurobridge/shared/api/auth', '/f.ts', auth)).toBe('');
});

it('writes the endpoints without their schemas, and data as literals, with no import', async () => {
  const source = dataModuleSource(auth);
  expect(source).not.toMatch(/import|createSessionBody|currentUser/);
  const url = `data:text/javascript,${encodeURIComponent(source)}`;
  const generated = (await import(/* @vite-ignore */ url)) as typeof auth;
  expect(generated.authApi.me).toEqual({
    method: 'GET',
    path: '/api/users/me',
    access: 'user',
    consent: false,
    tag: 'auth',
    status: 200,
  });
  expect(generated.NO_CODE_ERROR).toBe(auth.NO_CODE_ERROR);

  const settings = (await import(
    /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(dataModuleSource(sensory))}`
  )) as typeof sensory;
  expect(settings.DEFAULT_SENSORY_SETTINGS).toEqual(sensory.DEFAULT_SENSORY_SETTINGS);
  expect(settings).not.toHaveProperty('sensorySettings');
});

it("keeps the fields the web client reads from a contract: a paged list's items, a file or event answer, a required idempotency key", async () => {
  const load = async <T>(module: T) =>
    (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(dataModuleSource(module as Record<string, unknown>))}`
    )) as T;
  const progress = await load(await import('@neurobridge/shared/api/progress'));
  expect(progress.progressApi.list).toMatchObject({ method: 'GET', paging: { items: 'items' } });
  expect(progress.progressApi.record).toMatchObject({ method: 'POST', idempotency: 'required' });
  const reports = await load(await import('@neurobridge/shared/api/reports'));
  expect(reports.reportsApi.pdf).toMatchObject({ method: 'POST', answer: 'file' });
  const chat = await load(await import('@neurobridge/shared/api/chat'));
  expect(chat.chatApi.chatStream).toMatchObject({ method: 'POST', answer: 'events' });
  expect(chat.chatApi.chatStream).not.toHaveProperty('body');
});
