import { describe, expect, test } from 'bun:test';
import { personKeyName } from './person-field.ts';
import { placeholderIdentity, refusingPlaceholders } from './placeholder-identity.ts';

const at = (text: string, value: string) => {
  const start = text.indexOf(value);
  return { match: value, text, start, end: start + value.length };
};

describe('placeholderIdentity', () => {
  test('a whole placeholder pair, in any order and case', () => {
    for (const v of ['John Doe', 'JANE DOE', 'Doe, John', 'MUSTERMANN, Erika', 'Max Mustermann', 'Fulano de Tal', 'Joe Bloggs', "John Doe's"]) {
      expect(placeholderIdentity(v)).toBeDefined();
    }
  });
  test('the stand-ins of more countries: Musterfrau, Normalverbraucher, Lieschen Müller, Jan Modaal', () => {
    for (const v of ['Erika Musterfrau', 'Otto Normalverbraucher', 'Lieschen Müller', 'Jan Modaal', 'MUSTERFRAU, Erika']) {
      expect(placeholderIdentity(v)).toBeDefined();
    }
    // A made-up surname is a placeholder under a title alone; Mustermann is a real (rare) family name and stays.
    expect(placeholderIdentity('Musterfrau')).toBe('musterfrau');
    expect(placeholderIdentity('Normalverbraucher')).toBe('normalverbraucher');
    // Frequent real names among them only with a cue: Sven Svensson, Jan Novák, Anna Kowalska.
    for (const v of ['Sven Svensson', 'Jan Novák', 'Anna Kowalska', 'Otto Müller', 'Erika Schmidt']) expect(placeholderIdentity(v)).toBeUndefined();
    const cz = 'Příklad: Jan Novák, Dlouhá 5, Praha';
    expect(placeholderIdentity('Jan Novák', at(cz, 'Jan Novák'))).toBe('jan novak');
    const se = 'Kund: Sven Svensson, Storgatan 1, Stockholm';
    expect(placeholderIdentity('Sven Svensson', at(se, 'Sven Svensson'))).toBeUndefined();
  });
  test('one part alone or a real common name is no placeholder', () => {
    for (const v of ['Max Weber', 'Jane Austen', 'John Smith', 'Juan Pérez', 'Mustermann', 'Max', 'Jane Doerr']) expect(placeholderIdentity(v)).toBeUndefined();
  });
  test('one part beside the other in a sibling field', () => {
    const rec = '{"first_name": "Max", "last_name": "Mustermann"}';
    expect(placeholderIdentity('Max', at(rec, 'Max'))).toBe('max mustermann');
    expect(placeholderIdentity('Mustermann', at(rec, 'Mustermann'))).toBe('max mustermann');
    const other = '{"first_name": "Max", "last_name": "Weber"}';
    expect(placeholderIdentity('Max', at(other, 'Max'))).toBeUndefined();
    // "a doe" is an animal, not the surname.
    expect(placeholderIdentity('Jane', at('Jane saw a doe in the garden', 'Jane'))).toBeUndefined();
  });
  test('a pair that is also a frequent real name only with a placeholder cue nearby', () => {
    for (const v of ['Mario Rossi', 'Jan Kowalski', 'Jean Dupont', 'Matti Meikäläinen', 'Hans Muster']) expect(placeholderIdentity(v)).toBeUndefined();
    const real = 'Cliente: Mario Rossi, via Roma 12, 20121 Milano';
    expect(placeholderIdentity('Mario Rossi', at(real, 'Mario Rossi'))).toBeUndefined();
    const ex = 'Esempio: Mario Rossi, via Roma 12, 20121 Milano';
    expect(placeholderIdentity('Mario Rossi', at(ex, 'Mario Rossi'))).toBe('mario rossi');
    const mail = 'Jean Dupont <jean@shop.example.com>';
    expect(placeholderIdentity('Jean Dupont', at(mail, 'Jean Dupont'))).toBe('jean dupont');
    // The Polish cue as written, with ł (NFD leaves ł alone; person-field's foldName reads it as l).
    const pl = 'Przykład: Jan Kowalski, ul. Długa 5, Kraków';
    expect(placeholderIdentity('Jan Kowalski', at(pl, 'Jan Kowalski'))).toBe('jan kowalski');
    // Test, sample and specimen are no cue: medical and lab text names real patients beside them.
    for (const [t, name] of [
      ['Patient Anna Kowalska, blood test on 3 May', 'Anna Kowalska'],
      ['Blood sample from Sven Svensson taken at 9:00', 'Sven Svensson'],
      ['Jan Kowalski: specimen collected, tests pending', 'Jan Kowalski'],
    ]) expect(placeholderIdentity(name, at(t, name))).toBeUndefined();
    const eg = 'Enter the full name (e.g. Anna Kowalska) as on the passport';
    expect(placeholderIdentity('Anna Kowalska', at(eg, 'Anna Kowalska'))).toBe('anna kowalska');
    const fict = 'A fictitious customer, Sven Svensson, orders two books.';
    expect(placeholderIdentity('Sven Svensson', at(fict, 'Sven Svensson'))).toBe('sven svensson');
        // "Muster" of Hans Muster itself is no cue.
    const hans = 'Kunde: Hans Muster, Zürich';
    expect(placeholderIdentity('Hans Muster', at(hans, 'Hans Muster'))).toBeUndefined();
  });
  test('a sibling part counts only as the other name field of the same record', () => {
    const two = '[{"first_name": "John", "last_name": "Smith"}, {"first_name": "Mary", "last_name": "Doe"}]';
    expect(placeholderIdentity('John', at(two, 'John'))).toBeUndefined();
    expect(placeholderIdentity('Doe', at(two, 'Doe'))).toBeUndefined();
    const notes = '{"first_name": "John", "last_name": "Smith", "notes": "referred by Dr. Doe"}';
    expect(placeholderIdentity('John', at(notes, 'John'))).toBeUndefined();
    const form = 'Vorname: Erika\nNachname: Mustermann\nOrt: Berlin';
    expect(placeholderIdentity('Erika', at(form, 'Erika'))).toBe('erika mustermann');
    const prose = 'My name is John Smith; my neighbour Mr Doe called the police.';
    expect(placeholderIdentity('Doe', at(prose, 'Doe'), { sibling: false })).toBeUndefined();
    expect(placeholderIdentity('Doe', at(prose, 'Doe'))).toBeUndefined();
  });
  test('the wrapped validator refuses with the reason and otherwise defers', () => {
    const v = refusingPlaceholders(personKeyName);
    expect(v.name).toBe('person_key_name');
    expect(v.validate('Jane Doe')).toBe('invalid');
    expect(v.why?.('Jane Doe')).toBe('well-known placeholder identity (Jane Doe)');
    expect(v.validate('Priya Hargrove')).toBe(personKeyName.validate('Priya Hargrove'));
  });
});
