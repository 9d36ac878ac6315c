import { describe, expect, test } from 'bun:test';
import { birthDateColumn, columnName } from './date-of-birth-column.ts';
import { dateOfBirth } from './date-of-birth.ts';

const at = (text: string, value: string, match = value) => {
  const start = text.lastIndexOf(value);
  return { match, text, start, end: start + value.length };
};

describe('birthDateColumn', () => {
  test('a cell under a birth-date header is one however many rows down, for , ; tab and | tables', () => {
    const rows = Array.from({ length: 5 }, (_, i) => `${100 + i},Ann${i},Lee,0${i + 1}/14/1979,555-010${i}`).join('\n');
    expect(birthDateColumn(at(`id,first,last,DOB,phone\n${rows}`, '05/14/1979'))).toBe(true);
    expect(birthDateColumn(at('name;geburtsdatum;ort\nJan;1984-05-17;Köln\nEva;1990-11-02;Bonn', '1990-11-02'))).toBe(true);
    expect(birthDateColumn(at('name\tdogum\tsehir\nAli\t04.11.1993\tIzmir', '04.11.1993'))).toBe(true);
    expect(birthDateColumn(at('| Nombre | Fecha de nacimiento |\n|---|---|\n| Ana | 12/03/1985 |\n| Eva | 01/02/1991 |', '01/02/1991'))).toBe(true);
  });

  test('a cell in another column is not, even with a birth word in the next column', () => {
    const c = at('order_id,order_date,dob_checked\n5001,07/22/2023,yes\n5002,11/03/2023,no', '11/03/2023');
    expect(birthDateColumn(c)).toBe(false);
    expect(columnName(c)).toBe('order date');
    expect(dateOfBirth.validate('11/03/2023', c)).toBe('invalid');
  });

  test('no header in sight, prose, or a field/value table: the column says nothing', () => {
    expect(birthDateColumn(at('5001,07/22/2023,yes\n5002,11/03/2023,no', '11/03/2023'))).toBeUndefined();
    expect(birthDateColumn(at('Born in Leeds, 12/03/1985, she moved.', '12/03/1985'))).toBeUndefined();
    expect(birthDateColumn(at('| Field | Value |\n|---|---|\n| DOB | 1985-03-02 |', '1985-03-02'))).toBeUndefined();
  });

  test("date-of-birth-column's candidate (its match holds the delimiter) needs the header", () => {
    expect(dateOfBirth.validate('1990-11-02', at('name;geburtsdatum\nEva;1990-11-02', '1990-11-02', ';1990-11-02'))).toBe('valid');
    expect(dateOfBirth.validate('1990-11-02', at('Eva;1990-11-02\nJan;1984-05-17', '1990-11-02', ';1990-11-02'))).toBe('invalid');
  });
});
