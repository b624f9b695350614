import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it("takes the server's file name, the UTF-8 one first, else the fallback", () => {
    expect(fileNameOf('attachment; filename="semana.pdf"', 'x.pdf')).toBe('semana.pdf');
    expect(fileNameOf('attachment; filename="a.pdf"; filename*=UTF-8\'\'relat%C3%B3rio_Jo%C3%A3o.pdf', 'x')).toBe(
      'relatório_João.pdf',
    );
    expect(fileNameOf('attachment', 'x.pdf')).toBe('x.pdf');
    expect(fileNameOf(null, 'progress.csv')).toBe('progress.csv');
  });
});
