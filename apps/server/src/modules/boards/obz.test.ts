import {
  OBZ_ENTRIES_MAX,
  OBZ_INVALID,
  OBZ_NO_BOARDS,
  OBZ_TOO_BIG_UNZIPPED,
  OBZ_TOO_MANY_FILES,
  OBZ_UNKNOWN_FILE,
  OBZ_UNZIPPED_MAX,
} from '@neurobridge/shared/api/board-exchange';
import { PHOTO_BYTES_MAX } from '@neurobridge/shared/domain/board-media';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { padded, REAL_PNG as SAMPLE_PNG, REAL_WEBP as SAMPLE_WEBP, SAMPLE_WEBM } from './exchange-testing';
import { buildObz, hexColor, obfColor, wordClassOfColor, type ExchangeBoard } from './obz';
import { parseObz } from './obz-parse';

const svgOf = (code: string) => `<svg id="${code}"/>`;

const BOARDS: ExchangeBoard[] = [
  {
    id: '7',
    name: 'Casa',
    rows: 3,
    cols: 4,
    cells: [
      {
        row: 0,
        col: 0,
        label: 'eu',
        phrase: null,
        word_class: 'person',
        picture: 'eu',
        opens: null,
        photo: null,
        voice: null,
      },
      {
        row: 0,
        col: 3,
        label: 'vovó',
        phrase: 'quero falar com a vovó',
        word_class: 'person',
        picture: 'vovo',
        opens: null,
        photo: { contentType: 'image/webp', bytes: SAMPLE_WEBP },
        voice: { contentType: 'audio/webm', bytes: SAMPLE_WEBM },
      },
      {
        row: 2,
        col: 1,
        label: 'Comida',
        phrase: null,
        word_class: 'other',
        picture: 'pizza',
        opens: '9',
        photo: null,
        voice: null,
      },
    ],
  },
  {
    id: '9',
    name: 'Comida',
    rows: 2,
    cols: 2,
    cells: [
      {
        row: 1,
        col: 1,
        label: 'água',
        phrase: null,
        word_class: 'thing',
        picture: 'agua',
        opens: null,
        photo: null,
        voice: null,
      },
    ],
  },
];

const json = (value: unknown) => strToU8(JSON.stringify(value));
const obf = (over: Record<string, unknown> = {}, button: Record<string, unknown> = {}) => ({
  format: 'open-board-0.1',
  id: 'a',
  name: 'Importada',
  grid: {
    rows: 2,
    columns: 2,
    order: [
      ['b1', null],
      [null, null],
    ],
  },
  buttons: [{ id: 'b1', label: 'oi', ...button }],
  ...over,
});
const zipOf = (files: Zippable) => zipSync(files);
const oneBoard = (board: object, extra: Zippable = {}) =>
  zipOf({
    'manifest.json': json({ format: 'open-board-0.1', root: 'boards/a.obf', paths: { boards: { a: 'boards/a.obf' } } }),
    'boards/a.obf': json(board),
    ...extra,
  });
const refusal = (bytes: Uint8Array) => {
  try {
    parseObz(bytes);
  } catch (err) {
    return { status: (err as { statusCode: number }).statusCode, message: (err as Error).message };
  }
  throw new Error('accepted');
};

describe('Open Board Format (docs/product.md#print-and-share)', () => {
  it('writes a manifest, one OBF per board, the pictures as OpenMoji SVGs and the photos and voices as files', () => {
    const files = unzipSync(buildObz(BOARDS, svgOf));
    expect(Object.keys(files).sort()).toEqual([
      'boards/7.obf',
      'boards/9.obf',
      'images/openmoji-1F355.svg',
      'images/openmoji-1F64B.svg',
      'images/openmoji-1F6B0.svg',
      'images/photo-1.webp',
      'manifest.json',
      'sounds/voice-2.webm',
    ]);
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json']));
    expect(manifest).toMatchObject({
      format: 'open-board-0.1',
      root: 'boards/7.obf',
      paths: { boards: { '7': 'boards/7.obf', '9': 'boards/9.obf' } },
    });
    const home = JSON.parse(new TextDecoder().decode(files['boards/7.obf']));
    expect(home.grid).toEqual({
      rows: 3,
      columns: 4,
      order: [
        ['7-0-0', null, null, '7-0-3'],
        [null, null, null, null],
        [null, '7-2-1', null, null],
      ],
    });
    expect(home.buttons[1]).toMatchObject({
      label: 'vovó',
      vocalization: 'quero falar com a vovó',
      background_color: 'rgb(254, 249, 195)',
      image_id: 'photo-1',
      sound_id: 'voice-2',
    });
    expect(home.buttons[2].load_board).toEqual({ id: '9', path: 'boards/9.obf' });
    expect(home.images.find((i: { id: string }) => i.id === 'picture-eu')).toMatchObject({
      path: 'images/openmoji-1F64B.svg',
      ext_neurobridge_picture: 'eu',
    });
    expect(files['images/photo-1.webp']).toEqual(SAMPLE_WEBP);
  });

  it('reads back what it wrote: grids, words, phrases, classes, pictures, photos, voices and folders', () => {
    expect(parseObz(buildObz(BOARDS, svgOf))).toEqual(BOARDS);
  });

  it('reads colours as OBF writes them, and a word class from its colour', () => {
    expect(obfColor('#dcfce7')).toBe('rgb(220, 252, 231)');
    expect(hexColor('rgba(220, 252, 231, 1)')).toBe('#dcfce7');
    expect(hexColor('#DCFCE7')).toBe('#dcfce7');
    expect(hexColor('rgb(300, 0, 0)')).toBeNull();
    expect(wordClassOfColor('rgb(220, 252, 231)')).toBe('action');
    expect(wordClassOfColor('rgb(1, 2, 3)')).toBeNull();
  });

  it("reads another board's file: a class from the colour, else 'other'; a data: photo; a folder to a missing board is a word", () => {
    const [board] = parseObz(
      oneBoard(
        obf({
          grid: {
            rows: 2,
            columns: 2,
            order: [
              ['b1', 'b2'],
              ['b3', null],
            ],
          },
          buttons: [
            { id: 'b1', label: 'comer', background_color: 'rgb(220, 252, 231)', image_id: 'i1' },
            { id: 'b2', label: 'casa', vocalization: 'casa', load_board: { id: 'x', path: 'boards/x.obf' } },
            { id: 'b3', label: 'sim', ext_neurobridge_word_class: 'social', background_color: 'rgb(1, 2, 3)' },
          ],
          images: [{ id: 'i1', data: `data:image/png;base64,${Buffer.from(SAMPLE_PNG).toString('base64')}` }],
        }),
      ),
    );
    expect(board!.cells).toEqual([
      expect.objectContaining({
        label: 'comer',
        word_class: 'action',
        photo: { contentType: 'image/png', bytes: SAMPLE_PNG },
      }),
      expect.objectContaining({ label: 'casa', word_class: 'other', phrase: null, opens: null }),
      expect.objectContaining({ label: 'sim', word_class: 'social' }),
    ]);
  });

  it('keeps no photo that is not an image or is over 200 KB, and no voice that is not a recording', () => {
    const [board] = parseObz(
      oneBoard(
        obf({
          grid: {
            rows: 2,
            columns: 2,
            order: [
              ['b1', 'b2'],
              [null, null],
            ],
          },
          buttons: [
            { id: 'b1', label: 'a', image_id: 'big', sound_id: 's' },
            { id: 'b2', label: 'b', image_id: 'text' },
          ],
          images: [
            { id: 'big', path: 'images/big.webp' },
            { id: 'text', path: 'images/text.png' },
          ],
          sounds: [{ id: 's', path: 'sounds/s.webm' }],
        }),
        {
          'images/big.webp': padded(SAMPLE_WEBP, PHOTO_BYTES_MAX + 1),
          'images/text.png': strToU8('not a picture'),
          'sounds/s.webm': SAMPLE_PNG,
        },
      ),
    );
    expect(board!.cells.map((c) => [c.photo, c.voice])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it.each([
    ['not a zip', strToU8('hello'), OBZ_INVALID],
    ['a zip without manifest', zipOf({ 'boards/a.obf': json(obf()) }), OBZ_INVALID],
    ['a manifest that is not JSON', zipOf({ 'manifest.json': strToU8('{') }), OBZ_INVALID],
    [
      'a manifest without boards',
      zipOf({ 'manifest.json': json({ format: 'open-board-0.1', paths: { boards: {} } }) }),
      OBZ_NO_BOARDS,
    ],
    [
      'a board file that is missing',
      zipOf({ 'manifest.json': json({ format: 'open-board-0.1', paths: { boards: { a: 'boards/a.obf' } } }) }),
      OBZ_INVALID,
    ],
    ['a file outside the known folders', oneBoard(obf(), { 'scripts/run.sh': strToU8('x') }), OBZ_UNKNOWN_FILE],
    ['a path that climbs out', oneBoard(obf(), { '../evil.obf': strToU8('x') }), OBZ_UNKNOWN_FILE],
    ['a button without a grid', oneBoard({ id: 'a', buttons: [] }), OBZ_INVALID],
  ])('refuses %s', (_name, bytes, message) => {
    expect(refusal(bytes)).toEqual({ status: 400, message });
  });

  it('refuses a zip that would inflate past 40 MB or holds too many files, before inflating it', () => {
    expect(refusal(oneBoard(obf(), { 'images/zeros.png': new Uint8Array(OBZ_UNZIPPED_MAX + 1) }))).toEqual({
      status: 400,
      message: OBZ_TOO_BIG_UNZIPPED,
    });
    const many: Zippable = {};
    for (let i = 0; i <= OBZ_ENTRIES_MAX; i++) many[`images/${i}.png`] = new Uint8Array(1);
    expect(refusal(oneBoard(obf(), many))).toEqual({ status: 400, message: OBZ_TOO_MANY_FILES });
  });

  it.each([
    ['a grid of 7 rows', obf({ grid: { rows: 7, columns: 2, order: [] } }), 'tem 7 × 2 células'],
    ['a grid of 1 column', obf({ grid: { rows: 2, columns: 1, order: [] } }), 'tem 2 × 1 células'],
    ['a word over 40 characters', obf({}, { label: 'a'.repeat(41) }), 'mais de 40 caracteres'],
    ['a cell without a word', obf({}, { label: '  ' }), 'sem palavra'],
    ['a phrase over 120 characters', obf({}, { vocalization: 'a'.repeat(121) }), 'mais de 120 caracteres'],
  ])('refuses a board with %s, naming the board', (_name, board, part) => {
    const { status, message } = refusal(oneBoard(board));
    expect(status).toBe(400);
    expect(message).toContain('A prancha "Importada" do arquivo');
    expect(message).toContain(part);
  });
});
