import { parse } from 'csv-parse/sync';
import { csvField, toCsv } from './csv';

describe('the CSV export format', () => {
  it('quotes every field, doubles quotes, ends every record in CRLF and starts with a BOM', () => {
    const text = toCsv(['a', 'b'], [['x "y"', 'line\nbreak, comma']]);
    expect(text).toBe('\ufeff"a","b"\r\n"x ""y""","line\nbreak, comma"\r\n');
    expect(parse(text, { bom: true })).toEqual([
      ['a', 'b'],
      ['x "y"', 'line\nbreak, comma'],
    ]);
  });

  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tx'])(
    'keeps a spreadsheet from running "%s" as a formula',
    (value) => {
      expect(csvField(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    },
  );
});
