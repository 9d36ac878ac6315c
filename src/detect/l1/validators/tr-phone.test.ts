import { describe, expect, test } from 'bun:test';
import { trPhone } from './tr-phone.ts';

describe('tr_phone', () => {
  test.each([
    ['0 542 318 76 90', 'valid'],
    ['+90 (216) 448 30 21', 'valid'],
    ['5423187690', 'valid'],
    ['1423187690', 'invalid'],
    ['542318769', 'invalid'],
    ['+1 415 555 0132', 'invalid'],
    ['0542-318-76-9x', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(trPhone.validate(value)).toBe(outcome);
  });
});

describe('tr_phone: labels and firms', () => {
  const at = (text: string, value: string) => ({ match: value, text, start: text.indexOf(value), end: text.indexOf(value) + value.length });
  test.each([
    ['Telefon: 0532 123 45 67', '0532 123 45 67', 'valid'],
    ['Vergi No: 0532 123 45 67', '0532 123 45 67', 'invalid'],
    ['Sipariş numarası: 532 123 45 67', '532 123 45 67', 'invalid'],
    ['Partita IVA 02847193618', '02847193618', 'invalid'],
    ['customer service 0212 444 12 12', '0212 444 12 12', 'invalid'],
    // A firm's block (Vergi No on another line): its Tel line is the firm's; a signatory's Cep under the same block is not.
    ['Vergi Dairesi: Şişli\nVergi No: 1234567890\nTel: 0212 345 67 89', '0212 345 67 89', 'invalid'],
    ['Saygılarımla\nAyşe Demir\nVergi No: 1234567890\nCep: 0532 123 45 67', '0532 123 45 67', 'valid'],
  ] as const)('%j: %s → %s', (text, value, outcome) => {
    expect(trPhone.validate(value, at(text, value))).toBe(outcome);
  });
});
