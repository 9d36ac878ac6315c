import { describe, expect, test } from 'bun:test';
import { phoneNumber } from './phone-number.ts';

describe('phone_number', () => {
  test.each([
    ['(415) 555-0132', 'valid'],
    ['415-555-0132', 'valid'],
    ['+1 415 555 0132', 'valid'],
    ['+44 (20) 7123 4567', 'valid'],
    ['+49 30 1234567', 'valid'],
    ['+55 11 98456 5666', 'valid'],
    ['+33 1 42 68 53 00', 'valid'],
    ['0044 20 7123 4567', 'valid'],
    ['09-7625400', 'valid'],
    ['090-1234-5678', 'valid'],
    ['13812345678', 'valid'],
    ['123-456-7890', 'invalid'],
    ['+1 123 456 7890', 'invalid'],
    ['+44 20 71', 'invalid'],
    ['555-555-5555', 'invalid'],
    ['0000000000', 'invalid'],
    ['12345', 'invalid'],
    ['+12.5', 'invalid'],
    ['call 415', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(phoneNumber.validate(value)).toBe(outcome);
  });

  const at = (text: string, value: string) => {
    const start = text.indexOf(value);
    return phoneNumber.validate(value, { match: value, text, start, end: start + value.length });
  };

  test.each([
    ['Ring meg på mobil 412 34 567', '412 34 567', 'valid'],
    ['Tlf. 28 74 19 63', '28 74 19 63', 'valid'],
    ['Skoubogade 3, København, tlf. 33 14 46 46', '33 14 46 46', 'invalid'],
    ['soita 040 718 2936', '040 718 2936', 'valid'],
    ['puh. 02 274 1000', '02 274 1000', 'invalid'],
    ['tfn 070-384 12 96', '070-384 12 96', 'valid'],
    ['zadzwoń 512 874 309', '512 874 309', 'valid'],
    ['telemóvel 912 345 678', '912 345 678', 'valid'],
    ['call me on 087 314 2259', '087 314 2259', 'valid'],
    ['Numero Verde, tel. 800 900 860', '800 900 860', 'invalid'],
    ['412 34 567', '412 34 567', 'invalid'],
    ['Telefonkostnader 41 234 567 kr', '41 234 567', 'invalid'],
    ['P.IVA 09876543210', '09876543210', 'invalid'],
    ['CVR-nr. 28743196, tlf.', '28743196', 'invalid'],
    ['Fakturanummer 41234567, ring oss', '41234567', 'invalid'],
    ['data urodzenia 02.11.1958, telefon', '02.11.1958', 'invalid'],
    ['FI09 4231 0500 2981 74 soita', '0500 2981 74', 'invalid'],
    ['Numeroni on 045 612 3398', '045 612 3398', 'valid'],
    ['Mit mobilnummer er 52 14 87 30', '52 14 87 30', 'valid'],
    ['Ring meg på 52 14 87 30', '52 14 87 30', 'invalid'],
    ['Spørsmål? Ring 23 45 67 89.', '23 45 67 89', 'invalid'],
    ['sentralbordet 46 80 00 00', '46 80 00 00', 'invalid'],
    ['Ring oss på 934 12 876', '934 12 876', 'valid'],
    ['Berg AS – ring oss på 934 12 876', '934 12 876', 'invalid'],
    ['Berg AS. Ring meg på 934 12 876', '934 12 876', 'valid'],
    ['Die zentrale Nummer, Handy 0664 123 4567', '0664 123 4567', 'valid'],
    ['Zentrale: 01 234 56 78', '01 234 56 78', 'invalid'],
    ['bellen naar 0800 0123', '0800 0123', 'invalid'],
    ['(800) 555-0199', '(800) 555-0199', 'invalid'],
  ] as const)('%s → %s', (text, value, outcome) => {
    expect(at(text, value)).toBe(outcome);
  });

  test('no checksum: a valid number does not confirm', () => {
    expect(phoneNumber.confirms).toBe(false);
  });
});
