import { describe, expect, test } from 'bun:test';
import { ukDrivingLicence } from './uk-driving-licence.ts';

describe('uk_driving_licence', () => {
  test.each([
    ['HARRI704128JT7LK', 'valid'],
    ['patel862159ab3qr', 'valid'],
    ['LI999801015JK2C', 'not_applicable'],
    ['HARRI714328JT7LK', 'invalid'],
    ['HARRI700028JT7LK', 'invalid'],
    ['H9RRI704128JT7LK', 'invalid'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(ukDrivingLicence.validate(value)).toBe(outcome);
  });
});
