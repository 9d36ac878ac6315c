import { describe, expect, test } from 'bun:test';
import { fieldName, labelledFieldName, personFieldName, personSignoffName } from './person-field.ts';

describe('fieldName (shape)', () => {
  test.each([
    ['ADAEZE GRACE', true],
    ["O'BRIEN", true],
    ['WASHINGTON, DeShawn L.', true],
    ['García de la Fuente', true],
    ['F.J. (Fenna) van der Berg-Jansen', true],
    ['Wiśniewska-Kowalczyk', true],
    ['de', false], // a particle alone
    ['Smith, John, Mary', false], // a list
    ['CheckoutService', false], // camel case
    ['SSN', false], // an abbreviation
    ['N/A', false],
    ['The Best', false],
  ] as const)('%s → %s', (value, ok) => {
    expect(fieldName(value) !== null).toBe(ok);
  });
});

describe('labelledFieldName (after Surname:, Vorname:, Prénom:)', () => {
  test.each([
    ['OKONKWO', true],
    ['Brown', true], // an everyday word alone is a surname after such a label
    ['Enter Text', false],
    ['Pflichtfeld', false],
    ['Email', false],
    ['Krohn', true], // one word: listed, or no word of English
    ['Na', true], // a listed two-letter surname, though "na" is a placeholder
    ['NA', false],
    ['Salary', false], // a column header
    ['Kostenstelle', false],
    ['Siehe Anlage', false], // a hint
    ['Geschwärzt', false],
  ] as const)('%s → %s', (value, ok) => {
    expect(labelledFieldName(value)).toBe(ok);
  });
});

describe('person_field_name (after Name:, Nombre:, Patient:)', () => {
  test.each([
    ['WASHINGTON, DeShawn L.', 'valid'], // a listed surname written as forms write names
    ['María José', 'valid'], // accents folded for the lists
    ['DUPONT', 'invalid'], // one word alone names services and products as often (Name: Jenkins, Name: Watson)
    ['Watson', 'invalid'],
    ['DUPONT Jean-Pierre', 'valid'],
    ["Sarah O'Connell", 'valid'], // O' makes a surname
    ['Farmacia García', 'invalid'], // a company word
    ['Mercedes-Benz', 'invalid'],
    ['Albert Heijn', 'invalid'], // every word must be listed unless written as forms write names
    ['Coffee', 'invalid'],
    ['Tran, Minh', 'valid'],
    ['Plan Básico', 'invalid'], // an everyday word, no listed name
    ['Relatório Mensal', 'invalid'],
    ['Jordan', 'invalid'], // an ambiguous given name alone
    ['Victoria Station', 'invalid'],
    ['Grafana Dashboards', 'invalid'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(personFieldName.validate(value)).toBe(outcome);
  });
});

describe('person_signoff_name (the line after a closing formula)', () => {
  const at = (value: string, after = '') => {
    const text = `Kind regards,\n${value}${after}`;
    const start = text.indexOf(value);
    return { match: text.slice(0, start + value.length), text, start, end: start + value.length };
  };
  test.each([
    ['Jörg Baumgärtner', '\nProjektleiter', 'valid'], // a job title on the next line
    ['Perpetua Oyelaran-Smythe', '\nSenior Accountant', 'valid'],
    ['Sjoerd van Tuijl', '\nsjoerd.vantuijl@example.nl', 'valid'], // an e-mail holding the name
    ['Aapo Väisänen', '\nMob. +358 40 123 4567', 'valid'], // a mobile number
    ['Aapo Väisänen', '', 'invalid'], // unlisted, no person sign
    ['Nordwest Logistik', '\ni.A. Kundenservice', 'invalid'], // i.A. is no person sign
    ['Skatteverket Solna', '\nHandläggare', 'invalid'], // an authority and a city
    ['Tampereen Kaupunki', '\nasiantuntija', 'invalid'], // a city's administration
    ['The Support Team', '', 'invalid'], // a function word
    ['Product Management', '', 'invalid'], // everyday words
    ['Kundtjänst Stockholm', '', 'invalid'], // a department word
    ['Acme GmbH', '', 'invalid'], // a firm's word
    ['Grafana Dashboards', '', 'invalid'], // a plural of an English word
    ['Jörg', '', 'invalid'], // one word
  ] as const)('%s (then %j) → %s', (value, after, outcome) => {
    expect(personSignoffName.validate(value, at(value, after))).toBe(outcome);
  });
});

describe('person_field_name: unlisted names after a person label, or a bare Name label in a personal record', () => {
  const ctx = (label: string, value: string, text = `${label}${value}`) => ({ match: `${label}${value}`, text });
  test('a person label suffices', () => {
    expect(personFieldName.validate('Wolfram Eichhorst', ctx('Name des Kunden: ', 'Wolfram Eichhorst'))).toBe('valid');
  });
  test('a bare Name label needs a field nearby that only a person has', () => {
    expect(personFieldName.validate('Lachlan Whitcombe', ctx('Name: ', 'Lachlan Whitcombe'))).toBe('invalid');
    expect(personFieldName.validate('Ruska Vaellus', ctx('Nimi: ', 'Ruska Vaellus', 'Nimi: Ruska Vaellus\nPuhelin: 040 123 4567\nSähköposti: info@ruska.fi'))).toBe('invalid');
    expect(personFieldName.validate('Lachlan Whitcombe', ctx('Name: ', 'Lachlan Whitcombe', 'TFN: 438 172 653\nName: Lachlan Whitcombe'))).toBe('valid');
    expect(personFieldName.validate('Relatório Mensal', ctx('Nome: ', 'Relatório Mensal', 'Nome: Relatório Mensal\nFormato: PDF'))).toBe('invalid');
  });
});
