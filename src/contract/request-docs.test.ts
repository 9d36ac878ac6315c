/** The documented request schemas accept and reject what the validators accept and reject. */
import { describe, expect, test } from 'bun:test';
import { Value } from '@sinclair/typebox/value';
import { parseScanConfig } from '../api/scan-config.ts';
import { parseJsonScan } from '../api/scan-request.ts';
import { CATEGORIES } from '../detect/types.ts';
import { CATEGORY_NAMES, DocumentedScanConfig, DocumentedScanJsonBody } from './request-docs.ts';

const serverAccepts = (parse: () => unknown) => {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
};
const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`r${i}`, true]));

// Each row: a config, and whether both sides accept it.
const CONFIGS: [string, unknown, boolean][] = [
  ['empty object', {}, true],
  ['categories in any case', { categories: ['INJECTION', 'Dlp', 'pii'] }, true],
  ['categories empty', { categories: [] }, false],
  ['categories unknown', { categories: ['malware'] }, false],
  ['categories padded', { categories: [' dlp'] }, false],
  ['categories exact duplicate', { categories: ['dlp', 'dlp'] }, false],
  ['categories five', { categories: ['dlp', 'pii', 'threat', 'injection', 'dlp'] }, false],
  ['categories not strings', { categories: [1] }, false],
  ['max_level L2', { max_level: 'L2' }, true],
  ['max_level lower case', { max_level: 'l2' }, false],
  ['unknown top-level field', { level: 'L1' }, false],
  ['gates unknown field', { gates: { l4: true } }, false],
  ['gate not boolean', { gates: { l1: 'true' } }, false],
  ['rules ids', { gates: { rules: { 'no.such:rule/x-1_2': false }, models: { m: true } } }, true],
  ['rules value a number', { gates: { rules: { a: 1 } } }, false],
  ['rules value a string', { gates: { rules: { a: 'false' } } }, false],
  ['rules key __proto__', JSON.parse('{"gates":{"rules":{"__proto__":true}}}'), false],
  ['models key constructor', { gates: { models: { constructor: false } } }, false],
  ['models key prototype', { gates: { models: { prototype: false } } }, false],
  ['a key containing a reserved name', { gates: { models: { prototype2: false, x__proto__: true } } }, true],
  ['rules key 128 characters', { gates: { rules: { ['r'.repeat(128)]: true } } }, true],
  ['rules key 129 characters', { gates: { rules: { ['r'.repeat(129)]: true } } }, false],
  ['rules key bad character', { gates: { rules: { 'bad id!': true } } }, false],
  ['rules empty key', { gates: { rules: { '': true } } }, false],
  ['512 entries', { gates: { rules: many(512) } }, true],
  ['513 entries', { gates: { rules: many(513) } }, false],
];

// Rules the document states in descriptions only (JSON Schema cannot say them plainly): schema yes, server no.
const DESCRIBED_ONLY: [string, unknown][] = [
  ['duplicates after lower-casing', { categories: ['DLP', 'dlp'] }],
  ['threat with L1', { categories: ['threat'], max_level: 'L1' }],
  ['threat with l2 disabled', { categories: ['threat'], gates: { l2: false } }],
  ['all four with L2', { categories: ['dlp', 'pii', 'threat', 'injection'], max_level: 'L2' }],
];

describe('DocumentedScanConfig', () => {
  for (const [name, config, ok] of CONFIGS) {
    test(`${name}: ${ok ? 'accepted' : 'rejected'} by both`, () => {
      expect(serverAccepts(() => parseScanConfig(config))).toBe(ok);
      expect(Value.Check(DocumentedScanConfig, config)).toBe(ok);
    });
  }
  for (const [name, config] of DESCRIBED_ONLY) {
    test(`${name}: rejected by the server, stated in the description`, () => {
      expect(serverAccepts(() => parseScanConfig(config))).toBe(false);
      expect(Value.Check(DocumentedScanConfig, config)).toBe(true);
    });
  }
  test('the category names are the detectors\' categories', () => {
    expect([...CATEGORY_NAMES]).toEqual([...CATEGORIES]);
  });
});

const BODIES: [string, unknown, boolean][] = [
  ['text', { text: 'hello' }, true],
  ['text with config', { text: 'hello', config: { categories: ['PII'] } }, true],
  ['text empty', { text: '' }, false],
  ['text whitespace only', { text: ' \n\t\u00a0\u2003 ' }, false],
  ['text and url', { text: 'a', url: 'https://example.com/' }, false],
  ['unknown field', { text: 'a', extra: 1 }, false],
  ['url', { url: 'https://example.com/page' }, true],
  ['mcp_server_url', { mcp_server_url: 'https://example.com/mcp' }, true],
  ['nothing', {}, false],
];

describe('DocumentedScanJsonBody', () => {
  for (const [name, body, ok] of BODIES) {
    test(`${name}: ${ok ? 'accepted' : 'rejected'} by both`, () => {
      expect(serverAccepts(() => parseJsonScan(new TextEncoder().encode(JSON.stringify(body))))).toBe(ok);
      expect(Value.Check(DocumentedScanJsonBody, body)).toBe(ok);
    });
  }
});
