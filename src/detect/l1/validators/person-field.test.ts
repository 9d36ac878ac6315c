import { describe, expect, test } from 'bun:test';
import { fieldName, labelledFieldName, personFieldName } from './person-field.ts';

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
