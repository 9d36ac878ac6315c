import { describe, expect, test } from 'bun:test';
import { esPhone } from './es-phone.ts';

describe('es_phone', () => {
  test.each([
    ['612 345 678', 'valid'],
    ['612345678', 'valid'],
    ['699 12 34 56', 'valid'],
    ['633-45-67-89', 'valid'],
    ['712 345 678', 'valid'],
    ['912 345 678', 'valid'],
    ['+34 612 345 678', 'valid'],
    // Toll-free and special-rate ranges.
    ['900 123 456', 'invalid'],
    ['902 123 456', 'invalid'],
    // Not in Spain's plan (5xx), too short.
    ['512 345 678', 'invalid'],
    ['612 345 67', 'invalid'],
    ['612 345 678 ext', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(esPhone.validate(value)).toBe(outcome);
  });
});

describe('es_phone: labels, firms and other countries', () => {
  const at = (text: string, value: string) => ({ match: value, text, start: text.indexOf(value), end: text.indexOf(value) + value.length });
  test.each([
    ['Mi teléfono: 634 128 907', '634 128 907', 'valid'],
    ['Tel. 601 234 567, Jan Kowalski, ul. Długa 5', '601 234 567', 'invalid'],
    ['Kontakt: tel. kom. 601 234 567', '601 234 567', 'invalid'],
    ['Telefon: (+48) 601 234 567', '601 234 567', 'invalid'],
    ['CIF: 912 345 678', '912 345 678', 'invalid'],
    ['Pedido: 634 128 907', '634 128 907', 'invalid'],
    ['Llame a nuestra oficina al 912 345 678', '912 345 678', 'invalid'],
    // A firm's block (CIF or opening hours on another line): its generic Teléfono line is the firm's, a signatory's móvil is not.
    ['Ferretería Ruiz S.L. – CIF B41234567\nTeléfono: 954 21 33 10', '954 21 33 10', 'invalid'],
    ['Saludos,\nLucía Romero\nRecepción: 954 21 33 10\nMóvil: 612 345 678', '612 345 678', 'valid'],
  ] as const)('%j: %s → %s', (text, value, outcome) => {
    expect(esPhone.validate(value, at(text, value))).toBe(outcome);
  });
});
