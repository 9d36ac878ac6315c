import { describe, expect, test } from 'bun:test';
import { itFiscalCode } from './it-fiscal-code.ts';

describe('it_fiscal_code', () => {
  test.each([
    ['RSSMRA85M01H501Q', 'valid'],
    ['MRTMTT91D08F205J', 'valid'],
    ['AAAAAA00B11C333Y', 'valid'],
    ['rssmra85m01h501q', 'valid'],
    ['MRTMTT91D08F2Q5Z', 'valid'],
    ['RSSMRA85M01H501R', 'invalid'],
    ['AAAAAA00B11C333N', 'invalid'],
    ['RSSMRA85M35H501Q', 'invalid'],
    ['RSSMRA85F01H501Q', 'invalid'],
    ['A55AAA00B11C333N', 'not_applicable'],
    ['RSSMRA85M01H501', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(itFiscalCode.validate(value)).toBe(outcome);
  });
});
