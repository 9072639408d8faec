import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('the statistics export neutralises spreadsheet formulas', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+33 6', "'+33 6"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('numbers stay numbers, separators and quotes are quoted', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(toCsv(['Jour', 'Visites'], [['2026-11-26', 4]])).toBe('\uFEFFJour;Visites\r\n2026-11-26;4\r\n');
  });
});
