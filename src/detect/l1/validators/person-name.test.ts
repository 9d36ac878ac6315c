import { describe, expect, test } from 'bun:test';
import { personName } from './person-name.ts';

describe('person_name', () => {
  test.each([
    ['John Oliver', 'valid'],
    ['Maria Garcia', 'valid'],
    ['Richard M. Smith', 'valid'],
    ['Anna Maria Rossi', 'valid'],
    ['Mary-Jane Watson', 'valid'],
    ['Sean O\'Brien', 'valid'],
    ['Priya Sharma', 'valid'],
    ['Wei Zhang', 'valid'],
    ['Grace Kelly', 'valid'],
    ['Lois Lane', 'valid'],
    ['Morgan Street', 'invalid'],
    ['Will Power', 'invalid'],
    ['Jordan River', 'invalid'],
    ['Jennifer Tomorrow', 'invalid'],
    ['Monday Morning', 'invalid'],
    // A surname no list has: a word too rare for the tokenizer's vocabulary, after an unambiguous given name.
    ['John Zyxwv', 'valid'],
    ['Terry Medhurst', 'valid'],
    ['Jaquelin Bogisich', 'valid'],
    ['John Karma', 'invalid'],
    ['Derek Hornets', 'invalid'],
    ['Will Zyxwv', 'invalid'],
    ['Hello World', 'invalid'],
    ['The Smith', 'invalid'],
    // A German noun by its suffix as the third part ends no name; a two-part name with it, a listed surname and Jung do.
    ['Tommy Hilfiger Bestellung', 'invalid'],
    ['Olaf Scholz Regierung', 'invalid'],
    ['Anna Weber Stiftung', 'invalid'],
    ['Maria Schmidt Gesellschaft', 'invalid'],
    ['Thomas Meier Universität', 'invalid'],
    ['Karl Heinz Hartung', 'valid'], // -ung surnames that are listed as such keep the three-part span
    ['Hans Peter Hornung', 'valid'],
    ['Mary Ann Dennis', 'valid'], // -nnis is no German noun
    ['John Paul Ennis', 'valid'],
    ['Anna Weber Erkenntnis', 'invalid'],
    ['Heinz Hartung', 'valid'],
    ['Carl Gustav Jung', 'valid'],
    ['Anna Maria Rossi', 'valid'],
    ['Priya', 'not_applicable'],
    ['john smith', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(personName.validate(value)).toBe(outcome);
  });
});

describe('person_name: a street named after a person', () => {
  const at = (text: string, name: string) => {
    const start = text.indexOf(name);
    return personName.validate(name, { match: name, text, start, end: start + name.length });
  };
  test.each([
    ['Le rendez-vous est au 12 rue Jean Jaurès, 75019 Paris.', 'Jean Jaurès', 'invalid'],
    ['Abito in Via Vittorio Emanuele 14, Milano.', 'Vittorio Emanuele', 'invalid'],
    ['Moro na Avenida Fernando Pessoa 22, Lisboa.', 'Fernando Pessoa', 'invalid'],
    ['Meet me at Piazza Giuseppe Garibaldi.', 'Giuseppe Garibaldi', 'invalid'],
    ["Je m'appelle Jean Dupont et j'habite 3 place Victor Hugo.", 'Victor Hugo', 'invalid'],
    ["Je m'appelle Jean Dupont et j'habite 3 place Victor Hugo.", 'Jean Dupont', 'valid'],
    ['Le marché se tient sur la place Victor Hugo.', 'Victor Hugo', 'invalid'],
    ['In his place John Smith was appointed chairman.', 'John Smith', 'valid'],
    ['Jean Jaurès était un homme politique français.', 'Jean Jaurès', 'valid'],
    ['Via email, John Smith confirmed.', 'John Smith', 'valid'],
  ] as const)('%s / %s → %s', (text, name, outcome) => {
    expect(at(text, name)).toBe(outcome);
  });
});
