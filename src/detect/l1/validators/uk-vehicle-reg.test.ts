import { describe, expect, test } from 'bun:test';
import { ukVehicleReg } from './uk-vehicle-reg.ts';

describe('uk_vehicle_reg', () => {
  test.each([
    ['KM63 TRX', 'valid'],
    ['yt19-ohp', 'valid'],
    ['R482 LNP', 'valid'],
    ['HJX 72N', 'valid'],
    ['KM45 TRX', 'invalid'],
    ['KM81 TRX', 'invalid'],
    ['QM63 TRX', 'invalid'],
    ['KM63 TQX', 'invalid'],
    ['HJX 72I', 'invalid'],
    ['KM6 3TRX1', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(ukVehicleReg.validate(value)).toBe(outcome);
  });
});
