import { describe, expect, test } from 'bun:test';
import { CARRIERS, NEAR_MISS_KINDS, SECRET_KINDS, carrierRows } from './dlp-carriers.ts';

describe('secrets in carriers (eval set)', () => {
  const rows = carrierRows();

  test('is the same on every run (seeded per row id)', () => {
    expect(carrierRows()).toEqual(rows);
  });

  test('every kind appears, ids are unique, labels follow the kind', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const k of SECRET_KINDS) expect(rows.some((r) => r.label === k.id && r.category === 'dlp')).toBe(true);
    for (const k of NEAR_MISS_KINDS) expect(rows.some((r) => r.label === k.id && r.category === 'benign')).toBe(true);
  });

  test('a multi-line key only goes to carriers that hold a block of text', () => {
    const oneLine = ['dotenv', 'javascript', 'curl', 'log'];
    for (const r of rows.filter((x) => x.text.includes('-----BEGIN'))) expect(oneLine).not.toContain(r.meta?.carrier);
    expect(Object.keys(CARRIERS)).toEqual(expect.arrayContaining(oneLine));
  });

  test('near misses never ride in a credential header', () => {
    for (const r of rows.filter((x) => x.category === 'benign' && x.meta?.carrier === 'curl')) expect(r.text).not.toContain('Authorization');
  });
});
