import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { childIdOf } from './support/games';
import { addChild, expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';
import { mockSpeech } from './support/speech';

// docs/product.md#photos-and-voices and #print-and-share: the parent gives a word the family's photo
// and recorded voice (Chromium's fake microphone); a tap plays the recording instead of the device's
// voice; the board prints to an A4 PDF at its cell size; an .obz export imported into another child
// gives the same board; a non-image, an oversized photo and an 11 s recording are refused.
test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const PHOTO = 'apps/web/public/pwa-192x192.png';
const MM = 72 / 25.4;

interface Cell {
  row: number;
  col: number;
  label: string;
  picture: string | null;
  word_class: string;
  photo_id: number | null;
  voice_id: number | null;
  opens_board_id: number | null;
}
interface Board {
  id: number;
  name: string;
  rows: number;
  cols: number;
  cells: Cell[];
}

async function boardsOf(page: Page, childId: number): Promise<Board[]> {
  const res = await page.request.get(`/api/children/${childId}/boards`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { boards: Board[] }).boards;
}

/** Records what the page plays (`window.__played`: each audio's source as it starts). */
async function recordPlays(page: Page) {
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __played: string[] }).__played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      return play.call(this);
    };
  });
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.map((s) => s.text));
const played = (page: Page) => page.evaluate(() => (window as unknown as { __played: string[] }).__played.length);

test("the family's photo and voice on a word, the printed board at its cell size, and an .obz that makes the same board elsewhere", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await mockSpeech(page);
  await recordPlays(page);
  await newFamilyWithChild(page, { prefix: 'prancha.midia', parent: 'Marta Reis', child: 'Téo' });
  const childId = await childIdOf(page, 'Téo');
  await page.goto(`/child/${childId}/prancha`);
  await page.getByRole('button', { name: 'Criar prancha inicial' }).click();
  await expect(page.getByRole('heading', { name: 'Principal' })).toBeVisible();

  // 'vovó' at the free place of the home board, with a photo and the family's voice.
  await page.getByRole('button', { name: 'Editar prancha' }).click();
  await page.getByRole('button', { name: 'Adicionar palavra na linha 4, coluna 6' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova palavra' });
  await dialog.getByLabel('Palavra', { exact: true }).fill('vovó');
  const photo = dialog.getByRole('group', { name: 'Foto (opcional)' });
  // A text file named like a picture is refused on the device.
  await photo.locator('input[type=file]').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('não sou uma imagem'),
  });
  await expect(photo.getByRole('alert')).toHaveText('Envie uma foto em JPG, PNG ou WebP.');
  await photo.locator('input[type=file]').setInputFiles(PHOTO);
  await expect(photo.getByRole('img', { name: 'Foto da célula' })).toBeVisible();
  await expect(photo.getByRole('alert')).toHaveCount(0);
  const voice = dialog.getByRole('group', { name: 'Voz (opcional)' });
  await voice.getByRole('button', { name: 'Gravar voz' }).click();
  // A second of the fake microphone's tone, as the countdown shows it.
  await expect(voice.getByText('Gravando… 9 s restantes')).toBeVisible();
  await voice.getByRole('button', { name: 'Parar' }).click();
  await expect(voice.getByRole('status')).toHaveText(/^Voz gravada \([\d,]+ s\)\.$/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Salvar' }).dblclick();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Concluir edição' }).click();

  const [home] = await boardsOf(page, childId);
  const vovo = home!.cells.find((c) => c.label === 'vovó')!;
  expect(vovo).toMatchObject({ row: 3, col: 5 });
  expect(vovo.photo_id).not.toBeNull();
  expect(vovo.voice_id).not.toBeNull();
  // The photo went through the device's resizing: a WebP of at most 512 px, not the original PNG.
  const stored = await page.request.get(`/api/children/${childId}/boards/media/${vovo.photo_id}`);
  expect(stored.headers()['content-type']).toMatch(/^image\/(webp|jpeg)/);

  // A tap plays the family's recording, not the device's voice; the other words speak as before.
  const cell = page.getByRole('button', { name: 'vovó', exact: true });
  await expect(cell.locator('img')).toBeVisible();
  await page.getByRole('button', { name: 'eu', exact: true }).click();
  await cell.click();
  await expect.poll(() => played(page)).toBe(1);
  expect(await spoken(page)).toEqual(['eu']);
  await page.getByRole('region', { name: 'Frase' }).getByRole('button', { name: 'Falar' }).click();
  await expect.poll(() => played(page)).toBe(2);
  await expect.poll(() => spoken(page)).toEqual(['eu', 'eu']);

  // The PDF: A4 across (6 columns, 4 rows), every word, the photo, 40 mm cells.
  await page.getByRole('button', { name: 'Editar prancha' }).click();
  const [pdfFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Imprimir (PDF)' }).click(),
  ]);
  const pdf = await getDocument({
    data: new Uint8Array(readFileSync((await pdfFile.path())!)),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const sheet = await pdf.getPage(1);
  expect((sheet.view as number[]).map(Math.round)).toEqual([0, 0, 842, 595]);
  const runs = (await sheet.getTextContent()).items.flatMap((item) =>
    'str' in item && item.str.trim() ? [{ text: item.str, x: item.transform[4] + item.width / 2 }] : [],
  );
  const at = (text: string) => runs.find((r) => r.text === text)!.x;
  for (const word of ['eu', 'você', 'quero', 'vovó']) expect(runs.map((r) => r.text)).toContain(word);
  expect(runs.map((r) => r.text).join(' ')).toContain('Cada célula mede 40 mm × 40 mm.');
  expect(at('você') - at('eu')).toBeCloseTo(40 * MM, 0);
  await pdf.destroy();

  // The .obz: exported, then imported into a second child with no board yet.
  const [obz] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar (.obz)' }).click(),
  ]);
  expect(obz.suggestedFilename()).toMatch(/\.obz$/);
  await page.goto('/dashboard');
  await addChild(page, 'Nina');
  const ninaId = await childIdOf(page, 'Nina');
  await page.goto(`/child/${ninaId}/prancha`);
  await expect(page.getByText('A prancha de Nina ainda não foi criada.', { exact: false })).toBeVisible();
  await page.getByLabel('Arquivo .obz para importar').setInputFiles((await obz.path())!);
  await expect(page.getByRole('heading', { name: 'Principal' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mine = await boardsOf(page, childId);
  const theirs = await boardsOf(page, ninaId);
  const shape = (boards: Board[]) =>
    boards.map((b) => ({
      name: b.name,
      rows: b.rows,
      cols: b.cols,
      cells: b.cells.map((c) => ({
        row: c.row,
        col: c.col,
        label: c.label,
        picture: c.picture,
        word_class: c.word_class,
        photo: c.photo_id !== null,
        voice: c.voice_id !== null,
        opens: c.opens_board_id === null ? null : boards.findIndex((o) => o.id === c.opens_board_id),
      })),
    }));
  expect(shape(theirs)).toEqual(shape(mine));
  const theirVovo = theirs[0]!.cells.find((c) => c.label === 'vovó')!;
  for (const kind of ['photo_id', 'voice_id'] as const) {
    const a = await page.request.get(`/api/children/${childId}/boards/media/${vovo[kind]}`);
    const b = await page.request.get(`/api/children/${ninaId}/boards/media/${theirVovo[kind]}`);
    expect(Buffer.compare(await a.body(), await b.body()), kind).toBe(0);
  }

  // What the device would never send is refused by the server too, with its message.
  const upload = (body: object, key: string) =>
    page.request.post(`/api/children/${childId}/boards/media`, {
      headers: { 'Idempotency-Key': key },
      data: body,
    });
  const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
  const refusals: [object, number, string][] = [
    [
      { kind: 'photo', data: Buffer.from('<svg onload="x"></svg>').toString('base64') },
      400,
      'Envie uma foto em JPG, PNG ou WebP.',
    ],
    [
      { kind: 'photo', data: Buffer.concat([readFileSync(PHOTO), Buffer.alloc(210 * 1024)]).toString('base64') },
      413,
      'A foto passa de 200 KB. Escolha outra ou tire uma nova.',
    ],
    [
      { kind: 'voice', data: webm.toString('base64'), duration_ms: 11_000 },
      400,
      'A gravação pode ter no máximo 10 segundos.',
    ],
  ];
  for (const [i, [body, status, error]] of refusals.entries()) {
    const res = await upload(body, `e2e-recusa-${childId}-${i}`);
    expect(res.status(), error).toBe(status);
    expect(((await res.json()) as { error: string }).error).toBe(error);
  }
});
