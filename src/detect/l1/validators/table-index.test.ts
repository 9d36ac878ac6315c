import { describe, expect, test } from 'bun:test';
import { cells, headerAbove, isProseLine } from './table-index.ts';

describe('table-index', () => {
  test('the header is the top line of the row run of the same width, a Markdown rule line skipped', () => {
    const t = 'intro text\n| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |';
    expect(headerAbove(t, t.indexOf('| 3'), '|')).toBe('| a | b |');
    expect(headerAbove(t, t.indexOf('| a'), '|')).toBeUndefined(); // the header itself has none above
  });

  test('a blank line or a line of another width ends the table', () => {
    const t = 'a;b;c\n1;2;3\n\n4;5;6\n7;8;9\nnote\n0;1;2\n3;4;5';
    expect(headerAbove(t, t.indexOf('1;2;3'), ';')).toBe('a;b;c');
    expect(headerAbove(t, t.indexOf('7;8;9'), ';')).toBe('4;5;6');
    expect(headerAbove(t, t.indexOf('3;4;5'), ';')).toBe('0;1;2');
  });

  test('a quoted cell is read whole, and CRLF line ends are read as LF', () => {
    const t = '"Name","DOB"\r\n"Lee, Ann","1979-02-14"\r\n"Kim, Jo","1992-10-05"';
    expect(headerAbove(t, t.indexOf('"Kim'), ',')).toBe('"Name","DOB"');
    expect(cells('"Lee, Ann",x', ',')).toEqual(['"Lee, Ann"', 'x']);
  });

  test('a prose line with as many delimiters is no header: the label line below it heads the table', () => {
    const t = "Hi,\nbelow are the visits, born out of the March review, with dates and rooms\nname,date,room\nKim Li,04/05/2024,2\nAli Oz,11/12/2023,3";
    expect(headerAbove(t, t.indexOf('Ali'), ',')).toBe('name,date,room');
    expect(headerAbove(t, t.indexOf('name,'), ',')).toBeUndefined();
    // a prose line over data rows with no label line: the top data row is the 'header' (callers refuse digits)
    const u = 'the list, as promised, follows now with everything that was agreed on\nKim Li,04/05/2024,2\nAli Oz,11/12/2023,3';
    expect(headerAbove(u, u.indexOf('Ali'), ',')).toBe('Kim Li,04/05/2024,2');
    expect(isProseLine('Name,Date of birth,Fecha de nacimiento del paciente', ',')).toBe(false);
  });

  test('a header thousands of rows up is found', () => {
    const t = `id,dob\n${Array.from({ length: 5000 }, (_, i) => `${i},2000-01-01`).join('\n')}`;
    expect(headerAbove(t, t.lastIndexOf('4999,'), ',')).toBe('id,dob');
  });
});
