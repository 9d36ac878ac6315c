import { describe, expect, test } from 'bun:test';
import { krRrnChecksum } from './kr-rrn-checksum.ts';

describe('kr_rrn_checksum', () => {
  test.each([
    ['830715-1048252', 'valid'],
    ['8307151048252', 'valid'],
    ['0202283510640', 'valid'],
    ['7509302017753', 'valid'],
    ['8307151048253', 'invalid'], // check digit (or a post-2020 number)
    ['8307155048252', 'invalid'], // foreigner sex digit
    ['8313151048252', 'invalid'], // month 13
    ['830715104825', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(krRrnChecksum.validate(value)).toBe(outcome);
  });
});
