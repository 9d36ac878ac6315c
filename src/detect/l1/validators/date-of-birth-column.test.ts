import { describe, expect, test } from 'bun:test';
import { birthColumnRefusal, birthDateColumn, columnName } from './date-of-birth-column.ts';
import { dateOfBirth, dateOfBirthCell } from './date-of-birth.ts';

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

  test('the header any number of rows up is read from the document, not only the 512-character window', () => {
    const rows = Array.from({ length: 40 }, (_, i) => `${1000 + i};Person ${i};${String((i % 28) + 1).padStart(2, '0')}.03.1980;person${i}@example.org`);
    const doc = `Mitarbeiterliste\n\nid;name;geburtsdatum;email\n${rows.join('\n')}\nEnde der Liste`;
    const value = '12.03.1980';
    const abs = doc.lastIndexOf(value);
    const from = abs - 512;
    const window = doc.slice(from, abs + value.length + 512);
    const inWindow = { match: value, text: window, start: abs - from, end: abs - from + value.length };
    expect(birthDateColumn(inWindow)).toBeUndefined(); // the header is above the window
    expect(birthDateColumn({ ...inWindow, document: doc, offset: from })).toBe(true);
    expect(dateOfBirth.validate(value, { ...inWindow, match: `;${value}`, document: doc, offset: from })).toBe('valid');
    // A blank line ends the table: rows below it have no header.
    const split = `id;name;geburtsdatum\n1;Ann;01.02.1980\n\n7781;Box;12.03.1980`;
    expect(birthDateColumn({ ...at(split, value), document: split, offset: 0 })).toBeUndefined();
    // So does a line of another width.
    const prose = `id;name;geburtsdatum\n1;Ann;01.02.1980\nNotes follow.\n7781;Box;12.03.1980`;
    expect(birthDateColumn({ ...at(prose, value), document: prose, offset: 0 })).toBeUndefined();
  });

  test("date_of_birth_cell: only a cell under a birth-date header, whatever words are near", () => {
    const doc = 'Name;DOB;City\nAnn;1979-02-14;Leeds';
    expect(dateOfBirthCell.validate('1979-02-14', at(doc, '1979-02-14', ';1979-02-14'))).toBe('valid');
    const lone = 'Date of birth changes are logged.\nDate\n05/12/2021\nTime';
    expect(dateOfBirthCell.validate('05/12/2021', at(lone, '05/12/2021'))).toBe('invalid');
    expect(dateOfBirthCell.why?.('05/12/2021', at(lone, '05/12/2021'))).toBe('a table cell whose table has no header naming its column a birth date');
    const other = 'Name;Joined\nAnn;2019-04-01';
    expect(dateOfBirthCell.validate('2019-04-01', at(other, '2019-04-01', ';2019-04-01'))).toBe('invalid');
    expect(dateOfBirthCell.why?.('2019-04-01', at(other, '2019-04-01', ';2019-04-01'))).toBe('a date in the table\'s "Joined" column, not a birth-date column');
  });

  test('a month-name date in a cell is read by the date-of-birth validator', () => {
    const doc = 'Name | Born | City\nAnn Lee | 4 July 1979 | Leeds\nJo Kim | 12 March 1987 | Hull';
    expect(dateOfBirth.validate('12 March 1987', at(doc, '12 March 1987', '| 12 March 1987'))).toBe('valid');
    expect(dateOfBirth.validate('12. März 1987', at('Name;Geburtsdatum\nEva;12. März 1987', '12. März 1987', ';12. März 1987'))).toBe('valid');
    expect(dateOfBirth.validate('12 Main 1987', at('Name | Born\nAnn | 12 Main 1987', '12 Main 1987', '| 12 Main 1987'))).toBe('invalid');
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

describe('birth columns that are nobody’s, and headers that say nothing', () => {
  test('Nordic and Czech/Slovak birth headers', () => {
    expect(birthDateColumn(at('Navn | Født | By\nKari | 11.03.1984 | Bergen', '11.03.1984'))).toBe(true);
    expect(birthDateColumn(at('Meno;Dátum narodenia;Mesto\nJana;05.05.1980;Nitra', '05.05.1980'))).toBe(true);
    expect(birthDateColumn(at('| Jméno | Datum\u200b narození |\n|---|---|\n| Jana | 05.05.1980 |', '05.05.1980'))).toBe(true);
  });

  test('an unknown header does not refuse; another date does', () => {
    expect(birthDateColumn(at('Name;Wert\nJan;1984-05-17', '1984-05-17'))).toBeUndefined();
    expect(birthDateColumn(at('Name;Lieferdatum\nJan;2024-05-17', '2024-05-17'))).toBe(false);
  });

  test('bounds, statistics, animals and fictional characters are refused', () => {
    expect(birthColumnRefusal(at('| Cohort | DOB from | DOB to |\n|---|---|---|\n| A | 1990-01-01 | 1994-12-31 |', '1990-01-01'))).toContain('bound');
    expect(birthColumnRefusal(at('Land;Geburtsdatum;Durchschnitt\nDE;1980-01-02;44', '1980-01-02'))).toContain('statistics');
    expect(birthColumnRefusal(at('Name;Rasse;Geburtsdatum\nBello;Labrador;12.03.2019', '12.03.2019'))).toContain('animal');
    expect(birthColumnRefusal(at('Name,DOB,Notes\nRex,2018-06-11,labrador retriever', '2018-06-11'))).toContain('animal');
    expect(birthColumnRefusal(at('Character,Born\nHarry Potter,31/07/1980', '31/07/1980'))).toContain('fictional');
    expect(birthColumnRefusal(at('Name,DOB,Race\nAnn Lee,1979-02-14,Asian', '1979-02-14'))).toBeUndefined();
  });

  test('a bound word counts only when bounds are all the birth header holds besides its birth and date words', () => {
    expect(birthColumnRefusal(at('| Cohort | DOB (to) |\n|---|---|\n| A | 1994-12-31 |', '1994-12-31'))).toContain('bound');
    expect(birthColumnRefusal(at('Gruppe;Geburtsdatum von;Geburtsdatum bis\nA;1990-01-01;1994-12-31', '1990-01-01'))).toContain('bound');
    expect(birthColumnRefusal(at('Grupo;Fecha de nacimiento hasta\nA;31/12/1994', '31/12/1994'))).toContain('bound');
    // Short words that are bounds elsewhere ("to", "a", "da", "do") are ordinary words in a one-person column.
    expect(birthColumnRefusal(at('Name,DOB to be verified,Phone\nAnn Lee,1979-02-14,555-0101', '1979-02-14'))).toBeUndefined();
    expect(birthColumnRefusal(at('Nome;Data de nascimento a confirmar\nAna Silva;14/02/1979', '14/02/1979'))).toBeUndefined();
    expect(birthColumnRefusal(at('Nome;Data de nascimento do titular\nAna Silva;14/02/1979', '14/02/1979'))).toBeUndefined();
    // A statistic is one wherever it stands in the cell.
    expect(birthColumnRefusal(at('Group,Born (median of cohort)\nA,1979-02-14', '1979-02-14'))).toContain('bound');
  });

  test('a header cell is read without any invisible or bidi character (unicode-clean\'s list), asked twice the same', () => {
    const ctx = at('Name;\u202AGeburts\u2066datum\u2069;Ort\nJan;1984-05-17;Köln', '1984-05-17');
    expect(columnName(ctx)).toBe('Geburtsdatum');
    expect(birthDateColumn(ctx)).toBe(true);
    expect(columnName(ctx)).toBe('Geburtsdatum'); // the cached header walk
    expect(columnName(at('Name;Lieferdatum\nJan;2024-05-17', '2024-05-17'))).toBe('Lieferdatum'); // a new context is read anew
  });

  test('placeholders and ranges are refused by the date-of-birth validator', () => {
    expect(dateOfBirth.validate('1900-01-01', at('id,dob\n1,1900-01-01', '1900-01-01', ',1900-01-01'))).toBe('invalid');
    expect(dateOfBirth.validate('01.01.1970', at('DOB: 01.01.1970\nDOB: 01.01.1970', '01.01.1970'))).toBe('invalid');
    expect(dateOfBirth.validate('1970-01-01', at('DOB: 1970-01-01', '1970-01-01'))).toBe('valid');
    expect(dateOfBirth.validate('1990-01-01', at('Born 1990-01-01 – 1994-12-31', '1990-01-01'))).toBe('invalid');
  });
});
