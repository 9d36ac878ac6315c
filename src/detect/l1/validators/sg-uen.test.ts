import { describe, expect, test } from 'bun:test';
import { sgUen } from './sg-uen.ts';

describe('sg_uen', () => {
  test.each([
    ['47182036M', 'valid'], // business
    ['30591174X', 'valid'],
    ['199804417E', 'valid'], // local company
    ['201788352N', 'valid'],
    ['47182036A', 'invalid'], // check letter
    ['201788352A', 'invalid'],
    ['123488352N', 'invalid'], // no year 1234
    ['11111111X', 'invalid'],
    ['T16RF0037C', 'not_applicable'], // 2009- layout
    ['4718203M', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(sgUen.validate(value)).toBe(outcome);
  });
});
