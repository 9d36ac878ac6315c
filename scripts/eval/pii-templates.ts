/**
 * Presidio's sentence templates (../shared/data/pii/presidio_templates.jsonl, MIT) filled with synthetic values,
 * so PERSON, address, phone and the other placeholders are scored in running text and not only as the bare
 * values of the recognizer cases.
 *
 * Values come from Faker (@faker-js/faker, a devDependency; its data and our rules were written apart), seeded,
 * so every run scores the same rows. Each template is filled once per locale (en_US, en_GB, de): names, streets
 * and phone numbers of three countries in the same English sentences. Where Faker has no generator (US SSN,
 * driver licence) the value is drawn from the official layout. Phone numbers are redrawn until libphonenumber
 * calls them valid for the locale's country: Faker's digits often fall on unassigned area codes, which a real
 * number never does, and a validating detector (Presidio's too) rightly passes those by.
 */
import { fakerDE, fakerEN_GB, fakerEN_US, type Faker } from '@faker-js/faker';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import { seedOf } from '../../src/lib/prng.ts';
import type { DataRow } from './data.ts';

export const TEMPLATES_FILE = 'pii/presidio_templates.jsonl';

interface Locale {
  name: string;
  faker: Faker;
  region: CountryCode;
}

const LOCALES: Locale[] = [
  { name: 'en_US', faker: fakerEN_US, region: 'US' },
  { name: 'en_GB', faker: fakerEN_GB, region: 'GB' },
  { name: 'de', faker: fakerDE, region: 'DE' },
];

/**
 * The placeholders that put personal data into a row, as Presidio entity types, strongest first: a row's label
 * is its first one in this order. Everything else (city, country, organisation, job, age, URL, a bare street
 * name or date) identifies no one on its own: rows with only those are shown, not counted.
 */
const PERSONAL: [string[], string][] = [
  [['credit_card_number'], 'CREDIT_CARD'],
  [['iban'], 'IBAN_CODE'],
  [['ssn'], 'US_SSN'],
  [['us_driver_license'], 'US_DRIVER_LICENSE'],
  [['email'], 'EMAIL_ADDRESS'],
  [['phone_number'], 'PHONE_NUMBER'],
  [['ip_address'], 'IP_ADDRESS'],
  [['date_of_birth'], 'DATE_OF_BIRTH'],
  [['address', 'building_number'], 'ADDRESS'],
  [['person', 'name', 'name_female', 'name_male', 'first_name', 'first_name_male', 'first_name_female',
    'first_name_nonbinary', 'last_name', 'last_name_male', 'last_name_female'], 'PERSON'],
];

/** The Presidio entity type of a template's strongest personal placeholder, or null when it has none. */
export function templateLabel(placeholders: readonly string[]): string | null {
  for (const [names, label] of PERSONAL) if (names.some((n) => placeholders.includes(n))) return label;
  return null;
}

type Fill = (l: Locale) => string;

const sex = (s: 'female' | 'male') => (l: Locale) => l.faker.person.firstName(s);
const FILLS: Record<string, Fill> = {
  person: (l) => l.faker.person.fullName(),
  name: (l) => l.faker.person.fullName(),
  name_female: (l) => l.faker.person.fullName({ sex: 'female' }),
  name_male: (l) => l.faker.person.fullName({ sex: 'male' }),
  first_name: (l) => l.faker.person.firstName(),
  first_name_nonbinary: (l) => l.faker.person.firstName(),
  first_name_female: sex('female'),
  first_name_male: sex('male'),
  last_name: (l) => l.faker.person.lastName(),
  last_name_male: (l) => l.faker.person.lastName('male'),
  last_name_female: (l) => l.faker.person.lastName('female'),
  prefix: (l) => l.faker.person.prefix(),
  prefix_female: (l) => l.faker.person.prefix('female'),
  prefix_male: (l) => l.faker.person.prefix('male'),
  email: (l) => l.faker.internet.email(),
  phone_number: validPhone,
  credit_card_number: (l) => l.faker.finance.creditCardNumber(),
  iban: (l) => l.faker.finance.iban({ formatted: l.faker.datatype.boolean() }),
  ssn: usSsn,
  us_driver_license: (l) => l.faker.helpers.replaceSymbols(l.faker.helpers.arrayElement(['?#######', '########', '?########', '?###-####-####'])),
  ip_address: (l) => (l.faker.datatype.boolean({ probability: 0.8 }) ? l.faker.internet.ipv4() : l.faker.internet.ipv6()),
  date_of_birth: (l) => formatDate(l, l.faker.date.birthdate()),
  date_time: (l) => formatDate(l, l.faker.date.past({ years: 10 })),
  address: fullAddress,
  building_number: (l) => l.faker.location.buildingNumber(),
  street_name: (l) => l.faker.location.street(),
  secondary_address: (l) => l.faker.location.secondaryAddress(),
  city: (l) => l.faker.location.city(),
  country: (l) => l.faker.location.country(),
  state_abbr: (l) => l.faker.location.state({ abbreviated: true }),
  postcode: (l) => l.faker.location.zipCode(),
  zipcode: (l) => l.faker.location.zipCode(),
  organization: (l) => l.faker.company.name(),
  job: (l) => l.faker.person.jobTitle(),
  age: (l) => String(l.faker.number.int({ min: 18, max: 90 })),
  year: (l) => String(l.faker.date.past({ years: 40 }).getFullYear()),
  day_of_week: (l) => l.faker.date.weekday(),
  url: (l) => l.faker.internet.url(),
  nationality: (l) => l.faker.location.country(),
  nation_woman: (l) => l.faker.location.country(),
  nation_plural: (l) => l.faker.location.country(),
};

function validPhone(l: Locale): string {
  for (let i = 0; i < 100; i++) {
    const n = l.faker.phone.number({ style: l.faker.helpers.arrayElement(['human', 'national', 'international'] as const) });
    if (isValidPhoneNumber(n, l.region)) return n;
  }
  throw new Error(`no valid ${l.region} phone number in 100 draws`);
}

/** Area 001-899 except 666, group 01-99, serial 0001-9999 (the SSA's rules for issued numbers). */
function usSsn(l: Locale): string {
  let area = l.faker.number.int({ min: 1, max: 898 });
  if (area >= 666) area++;
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const parts = [pad(area, 3), pad(l.faker.number.int({ min: 1, max: 99 }), 2), pad(l.faker.number.int({ min: 1, max: 9999 }), 4)];
  return parts.join(l.faker.helpers.arrayElement(['-', '-', ' ']));
}

function fullAddress(l: Locale): string {
  const f = l.faker.location;
  if (l.region === 'US') return `${f.streetAddress()}, ${f.city()}, ${f.state({ abbreviated: true })} ${f.zipCode()}`;
  if (l.region === 'GB') return `${f.streetAddress()}, ${f.city()} ${f.zipCode()}`;
  return `${f.streetAddress()}, ${f.zipCode()} ${f.city()}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date in one of the ways people write one (numeric, month name, ISO). */
function formatDate(l: Locale, d: Date): string {
  const day = d.getUTCDate();
  const month = d.getUTCMonth() + 1;
  const year = d.getUTCFullYear();
  const two = (n: number) => String(n).padStart(2, '0');
  const numeric = l.region === 'US' ? `${two(month)}/${two(day)}/${year}` : l.region === 'GB' ? `${two(day)}/${two(month)}/${year}` : `${two(day)}.${two(month)}.${year}`;
  return l.faker.helpers.arrayElement([numeric, `${MONTHS[month - 1]} ${day}, ${year}`, `${day} ${MONTHS[month - 1]} ${year}`, `${year}-${two(month)}-${two(day)}`]);
}

/** Seed for a template in a locale: rows stay the same when other templates are added or removed. */
const templateSeed = (id: string, locale: number): number => seedOf(`${id}/${locale}`);

/** One filled row per template and locale; `label` is templateLabel's type, or `no_identifier`. */
export function fillTemplates(templates: readonly DataRow[]): DataRow[] {
  const rows: DataRow[] = [];
  for (const t of templates) {
    const placeholders = (t.meta?.placeholders as string[] | undefined) ?? [];
    const label = templateLabel(placeholders) ?? 'no_identifier';
    LOCALES.forEach((l, i) => {
      l.faker.seed(templateSeed(t.id, i));
      // The template file writes line breaks as a literal backslash-n (presidio-research turns them into newlines).
      const text = t.text.replaceAll('\\n', '\n').replace(/\{\{(\w+)\}\}/g, (_m, name: string) => {
        const fill = FILLS[name];
        if (!fill) throw new Error(`${t.id}: no filler for {{${name}}}`);
        return fill(l);
      });
      rows.push({ id: `${t.id}/${l.name}`, text, label, category: label === 'no_identifier' ? 'benign' : 'pii', source: t.source, meta: { locale: l.name, placeholders } });
    });
  }
  return rows;
}
