import { describe, expect, test } from 'bun:test';
import { ATTACK_KINDS, CARRIERS, NEAR_MISS_CARRIERS, NEAR_MISS_KINDS, threatCarrierRows } from './threat-carriers.ts';

describe('attacks in carriers (eval set)', () => {
  const rows = threatCarrierRows();

  test('is the same on every run (seeded per row id)', () => {
    expect(threatCarrierRows()).toEqual(rows);
  });

  test('every kind appears, ids and texts are unique, labels follow the kind', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
    for (const k of ATTACK_KINDS) expect(rows.some((r) => r.label === k.id && r.category === 'threat')).toBe(true);
    for (const k of NEAR_MISS_KINDS) expect(rows.some((r) => r.label === k.id && r.category === 'benign')).toBe(true);
  });

  test('near misses stay out of the attack carriers (markup in a query string is an injection attempt)', () => {
    // Near-miss rows are placed only in NEAR_MISS_CARRIERS, so what matters is that it holds no program input.
    for (const c of ['access-log', 'json-body']) {
      expect(CARRIERS).toHaveProperty(c);
      expect(NEAR_MISS_CARRIERS).not.toHaveProperty(c);
    }
  });

  test('lures go to people (e-mail, text message), payloads to programs (query string, request body)', () => {
    const messages = new Set(ATTACK_KINDS.filter((k) => k.message).map((k) => k.id));
    for (const r of rows.filter((x) => x.category === 'threat')) {
      if (messages.has(r.label)) expect(['access-log', 'json-body', 'markdown']).not.toContain(r.meta?.carrier);
      else expect(['email', 'sms']).not.toContain(r.meta?.carrier);
    }
  });

  test('attack addresses avoid the documentation ranges, which the URL rules exempt on purpose', () => {
    for (const r of rows.filter((x) => x.category === 'threat')) expect(r.text).not.toMatch(/\b(?:192\.0\.2|198\.51\.100|203\.0\.113)\.\d/);
  });
});
