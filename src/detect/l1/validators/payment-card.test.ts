import { describe, expect, test } from 'bun:test';
import { paymentCard } from './payment-card.ts';

describe('payment_card', () => {
  test.each([
    ['4012888888881881', 'valid'],
    ['4012-8888-8888-1881', 'valid'],
    ['122000000000003', 'valid'],
    ['371449635398431', 'valid'],
    ['5555555555554444', 'valid'],
    ['2221000000000009', 'valid'],
    ['5019717010103742', 'valid'],
    ['30569309025904', 'valid'],
    ['6011000400000000', 'valid'],
    ['3528000700000000', 'valid'],
    ['6759649826438453', 'valid'],
    ['4222222222222', 'valid'],
    ['4012-8888-8888-1882', 'invalid'],
    ['36168002586008', 'invalid'],
    ['1748503543012', 'invalid'],
    ['3714496353984310', 'invalid'],
    ['7123456789012347', 'invalid'],
    ['1234', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(paymentCard.validate(value)).toBe(outcome);
  });
});
