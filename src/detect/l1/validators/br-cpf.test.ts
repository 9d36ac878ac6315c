import { describe, expect, test } from 'bun:test';
import { brCpf } from './br-cpf.ts';

describe('br_cpf', () => {
  test.each([
    ['529.982.247-25', 'valid'],
    ['52998224725', 'valid'],
    ['111.444.777-35', 'valid'],
    ['529.982.247-26', 'invalid'],
    ['111.444.777-53', 'invalid'],
    ['111.111.111-11', 'invalid'],
    ['529.982247-25', 'not_applicable'],
    ['5299822472', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(brCpf.validate(value)).toBe(outcome);
  });
});
