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

describe('street_address: British "The <type>" streets', () => {
  const at = (text: string, value: string) => {
    const start = text.indexOf(value);
    return streetAddress.validate(value, { match: value, text, start, end: start + value.length });
  };
  test.each([
    ["I'll meet you at 64 The Paddock, Stockport SK4 8HH after the concert.", '64 The Paddock', 'valid'],
    ['Send it to 12 The Green, Marlow SL7 1AA please.', '12 The Green', 'valid'],
    ['Chapter 3 The Road to Damascus', '3 The Road', 'invalid'],
    ['Top 5 The Avenue episodes, ranked', '5 The Avenue', 'invalid'],
    ['We met at 64 The Paddock, then went home.', '64 The Paddock', 'invalid'],
  ] as const)('%s → %s', (text, value, outcome) => {
    expect(at(text, value)).toBe(outcome);
  });
});

describe("street_address: a firm's, venue's or office's address is no person's", () => {
  const at = (text: string, value: string) => {
    const start = text.indexOf(value);
    return streetAddress.validate(value, { match: value, text, start, end: start + value.length });
  };
  test.each([
    ['Harcourt Insurance Services Ltd, registered in England and Wales No. 08123456, 40 Gracechurch Street, London EC3V 0BT.', '40 Gracechurch Street', 'invalid'],
    ['Registered office: 2 Grand Canal Square, Dublin 2', '2 Grand Canal Square', 'invalid'],
    ['The Corner Library\n96 Station Road, Leeds LS1 4AB', '96 Station Road', 'invalid'],
    ['Wed 2 April, 8:30am - Sydney CBD, Level 3, 99 Clarence Street', '99 Clarence Street', 'invalid'],
    ['Unit 4/18 Banksia Street, Dulwich Hill NSW 2203', 'Unit 4/18 Banksia Street', 'valid'],
    // A person's address under a firm's letterhead: the name line right above is the addressee.
    ['Harcourt Insurance Services Ltd\n\nMr Daniel Price\n12 Elm Road, Leeds LS6 2AB', '12 Elm Road', 'valid'],
    ['Policyholder: Daniel Price, 12 Elm Road, Leeds; insurer: Harcourt Ltd', '12 Elm Road', 'valid'],
  ] as const)('%s → %s', (text, value, outcome) => {
    expect(at(text, value)).toBe(outcome);
  });
});
