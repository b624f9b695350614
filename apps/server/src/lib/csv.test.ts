import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('CSV for Brazilian spreadsheets (docs/product.md#csv-files)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+55 11', "'+55 11"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=A1;B1', `"'=A1;B1"`],
    ['a;b', '"a;b"'],
    ['a,b', 'a,b'],
    ['Disse "oi"', '"Disse ""oi"""'],
    ['linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['sem aspas', 'sem aspas'],
    [null, ''],
    [0, '0'],
    [2.5, '2,5'],
    [-3, "'-3"],
  ])('cell %j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('a row separates its cells with ; and ends in CRLF', () => {
    expect(csvRow(['Ísis', 'a;b', 7, null])).toBe('Ísis;"a;b";7;\r\n');
  });
});
