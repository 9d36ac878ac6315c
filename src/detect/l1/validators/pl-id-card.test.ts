import { describe, expect, test } from 'bun:test';
import { plIdCard } from './pl-id-card.ts';

describe('pl_id_card', () => {
  test.each([
    ['UEO346340', 'valid'],
    ['ABA212345', 'valid'],
    ['ABA 212345', 'valid'],
    ['UEO346341', 'invalid'],
    ['ABA300000', 'invalid'], // check passes, digits a placeholder
    ['AB1234567', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(plIdCard.validate(value)).toBe(outcome);
  });
});
