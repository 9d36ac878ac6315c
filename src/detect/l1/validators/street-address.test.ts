import { describe, expect, test } from 'bun:test';
import { streetAddress } from './street-address.ts';

describe('street_address', () => {
  test.each([
    ['221B Baker Street', 'valid'],
    ['1600 Pennsylvania Avenue NW, Washington, DC 20500', 'valid'],
    ['123 Main St., Apt. 4, Springfield, IL 62704', 'valid'],
    ['4567 Jennifer Spring Suite 101\nNorth Jessica, NV 12345', 'valid'],
    ['10 Downing Street', 'valid'],
    ['10 Best Ways', 'invalid'],
    ['3 The Road', 'invalid'],
    ['012 Main Street', 'invalid'],
    ['123 Main Street, Springfield, ZZ 62704', 'invalid'],
    ['123 Main Street, Springfield, IL 00000', 'invalid'],
    ['15712 Powlowski Points, Port Austenland, NJ 08564-8160', 'valid'],
    ['356 Glennie Track, New Edyth, IN 46204', 'valid'],
    ['12 Oak Lane\nPortland, OR 97201', 'valid'],
    ['10 Best Points', 'invalid'],
    ['Main Street', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(streetAddress.validate(value)).toBe(outcome);
  });
});
