import { describe, expect, test } from 'bun:test';
import { euStreetAddress } from './eu-street-address.ts';

describe('eu_street_address', () => {
  test.each([
    ['Hauptstraße 12, 10115 Berlin', 'valid'],
    ['Kaiser-Wilhelm-Allee 153, 90575 Fürth', 'valid'],
    ['Dresdener Str. 7', 'valid'],
    ['Am Jägerhof 9, 08542 Plauen', 'valid'],
    ['In der Wiese 3', 'valid'],
    ['Via Garibaldi 15, 20121 Milano', 'valid'],
    ['8 rue de la Paix, 75002 Paris', 'valid'],
    ['Entenpfuhl 48c, 94717 Passau', 'valid'],
    ['Kerkstraat 23, 1017 GB Amsterdam', 'valid'],
    ['Offering 3, 12345 Units', 'invalid'],
    ['Windows 10, 20000 Users', 'invalid'],
    ['Gold Ring 5', 'invalid'],
    ['Version 2, 10000 Downloads', 'invalid'],
    ['Hauptstraße 0, 10115 Berlin', 'invalid'],
    ['Hauptstraße 5, 00000 Berlin', 'invalid'],
    ['Hauptstraße', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(euStreetAddress.validate(value)).toBe(outcome);
  });
});
