import { describe, expect, test } from 'bun:test';
import { idCardMrz } from './id-card-mrz.ts';

// ICAO 9303 part 5 (TD1) and part 6 (TD2) specimens (Anna Maria Eriksson, Utopia, document D23145890).
const TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const TD2 = ['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'];
// German identity card specimen (sex not shown: <).
const DE = ['IDD<<T220001293<<<<<<<<<<<<<<<', '6408125<2010315D<<<<<<<<<<<<<4', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<'];
// French identity card, 1988–2021 layout.
const FR = ['IDFRABERTHIER<<<<<<<<<<<<<<<<<<<<<<<', '8806923102858CORINNE<<<<<<<6512068F6'];

describe('id_card_mrz', () => {
  test('each check digit of the specimens is checked', () => {
    // Every digit of every specimen, one at a time: changing any check digit (document number, birth date, expiry,
    // composite) makes the zone invalid, so the validator reads each of them.
    const checks: [string[], number[][]][] = [
      [TD1, [[0, 14], [1, 6], [1, 14], [1, 29]]],
      [TD2, [[1, 9], [1, 19], [1, 27], [1, 35]]],
      [DE, [[0, 14], [1, 6], [1, 14], [1, 29]]],
      [FR, [[1, 12], [1, 33], [1, 35]]],
    ];
    for (const [lines, at] of checks) {
      expect(idCardMrz.validate(lines.join('\n'))).toBe('valid');
      for (const [line, col] of at) {
        const changed = [...lines];
        const d = changed[line][col];
        changed[line] = changed[line].slice(0, col) + String((Number(d) + 1) % 10) + changed[line].slice(col + 1);
        expect(idCardMrz.validate(changed.join('\n'))).toBe('invalid');
      }
    }
  });
  test.each([
    [TD1.join('\n'), 'valid'],
    [TD1.join('\r\n'), 'valid'],
    [TD1.join(' '), 'valid'],
    // The two number lines without the names line.
    [TD1.slice(0, 2).join('\n'), 'valid'],
    [DE.join('\n'), 'valid'],
    ['IDNLDNX7K42M197<<<<<<<<<<<<<<<\n8503149F3107221NLD<<<<<<<<<<<8\nDE<VRIES<<SANNE<MARIEKE<<<<<<<', 'valid'],
    ['I<BEL5920143873<<<<<<<<<<<<<<<\n9011241M2908155BEL901124123454\nPEETERS<<JONAS<LUC<<<<<<<<<<<<', 'valid'],
    // A document number longer than 9: < in the check position, the rest and its check digit in the optional data.
    ['I<PRTPT8302154<779<<<<<<<<<<<<\n7912034M3001156PRT<<<<<<<<<<<8', 'valid'],
    [TD2.join('\n'), 'valid'],
    ['I<ROUPOPESCU<<ANDREI<MIHAI<<<<<<<<<<\nRX48291572ROU8811053M2606185<<<<<<<8', 'valid'],
    [FR.join('\n'), 'valid'],
    ['IDFRADUBOIS<<<<<<<<<<<<<<<<<<<750123\n1507750123450JULIEN<MARC<<<8304128M7', 'valid'],
    // Document-number, birth-date, expiry or composite digit wrong.
    [TD1.join('\n').replace('D231458907', 'D231458908'), 'invalid'],
    [TD1.join('\n').replace('7408122', '7408123'), 'invalid'],
    [TD1.join('\n').replace('1204159', '1204158'), 'invalid'],
    [TD1.join('\n').replace('<<<6', '<<<5'), 'invalid'],
    [TD2.join('\n').replace('<<<6', '<<<3'), 'invalid'],
    [TD2.join('\n').replace('7408122', '7408124'), 'invalid'],
    [FR.join('\n').replace('6512068F6', '6512068F5'), 'invalid'],
    [FR.join('\n').replace('8806923102858', '8806923102857'), 'invalid'],
    // Month 13.
    ['I<UTOD231458907<<<<<<<<<<<<<<<\n7413128F1204159UTO<<<<<<<<<<<6', 'invalid'],
    // A filler template: no document number.
    ['I<UTO<<<<<<<<<0<<<<<<<<<<<<<<<\n0000000F0000000UTO<<<<<<<<<<<0', 'invalid'],
    // Not a card zone: line lengths, a passport line, a names line that is not one.
    [TD1.slice(0, 2).join('\n').slice(0, 58), 'not_applicable'],
    ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<\nD231458907UTO7408122F1204159<<<<<<<6', 'not_applicable'],
    [`${TD1[0]}\n${TD1[1]}\n${'1'.repeat(30)}`, 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(idCardMrz.validate(value)).toBe(outcome);
  });
});
