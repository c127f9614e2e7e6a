import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('CSV export', () => {
  it('quotes texts, doubles quotes, keeps numbers bare and Arabic whole', () => {
    expect(
      toCsv(
        ['Seller', 'Revenue'],
        [
          ['Cedar "Crafts", Beirut', 1250.5],
          ['متجر الأرز', 0],
        ],
      ),
    ).toBe('\uFEFF"Seller","Revenue"\r\n"Cedar ""Crafts"", Beirut",1250.5\r\n"متجر الأرز",0\r\n');
  });

  it('defuses a text that a spreadsheet would run as a formula', () => {
    expect(toCsv(['Name'], [['=HYPERLINK("http://x")'], ['+1'], ['@SUM(A1)'], ['-2']])).toBe(
      '\uFEFF"Name"\r\n"\'=HYPERLINK(""http://x"")"\r\n"\'+1"\r\n"\'@SUM(A1)"\r\n"\'-2"\r\n',
    );
    expect(toCsv(['Profit'], [[-18]])).toBe('\uFEFF"Profit"\r\n-18\r\n');
  });
});
