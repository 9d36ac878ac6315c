import { describe, expect, test } from 'bun:test';
import { bulkPersonalExport, columnKind, personalValue, readExport } from './bulk-personal-export.ts';

const rows = (make: (i: number) => string, n = 6) => Array.from({ length: n }, (_, i) => make(i)).join('\n');
const PEOPLE = ['Ada Lind', 'Bo Sterne', 'Cleo Marsh', 'Dev Anand', 'Eli Varga', 'Fay Quist', 'Gus Moll'];
const mail = (i: number, domain = 'fastmail.com') => `${PEOPLE[i].toLowerCase().replace(' ', '.')}@${domain}`;
const phone = (i: number) => `+44 7${(911204388 + i * 7331).toString().slice(0, 3)} ${(204388 + i * 1117).toString()}`;

describe('bulk_personal_export: exports', () => {
  test('CSV under a header row of personal columns', () => {
    const text = `id,first_name,last_name,email,phone\n${rows((i) => `${100 + i},${PEOPLE[i].replace(' ', ',')},${mail(i)},${phone(i)}`)}`;
    const r = readExport(text);
    expect(r.reason).toBeUndefined();
    expect(r.layout).toBe('delimited');
    expect(r.columns).toEqual(['first_name', 'last_name', 'email', 'phone']);
    expect(r.rows).toBe(6);
  });
  test('TSV, semicolons and a Markdown table', () => {
    const tsv = `name\temail\tmobile\n${rows((i) => `${PEOPLE[i]}\t${mail(i)}\t${phone(i)}`)}`;
    const semi = `Nombre;Correo;Teléfono\n${rows((i) => `${PEOPLE[i]};${mail(i)};${phone(i)}`)}`;
    const md = `| Name | Email | Date of birth |\n|---|---|---|\n${rows((i) => `| ${PEOPLE[i]} | ${mail(i)} | 1980-0${i + 1}-12 |`)}`;
    for (const t of [tsv, semi, md]) expect(readExport(t).reason).toBeUndefined();
  });
  test('a CSV field quoted with the delimiter inside', () => {
    const text = `name,address,email\n${rows((i) => `${PEOPLE[i]},"${i + 1} Mill Lane, Leeds",${mail(i)}`)}`;
    expect(readExport(text).reason).toBeUndefined();
  });
  test('a whitespace-aligned table under a prose line naming the columns, one blank line above the rows', () => {
    const text = `Below: name, SSN, salary and bank account.\n\n${rows((i) => `${PEOPLE[i].padEnd(14)}${400 + i}-1${i}-20${i}3  $${50 + i},000    ****12${i}4`)}`;
    const r = readExport(text);
    expect(r.reason).toBeUndefined();
    expect(r.layout).toBe('aligned');
  });
  test('JSON objects, one per line or a one-line array', () => {
    const lines = rows((i) => `{"nombre":"${PEOPLE[i]}","dni":"${44251831 + i * 1013}D","correo":"${mail(i)}"}`);
    expect(readExport(lines).layout).toBe('json');
    expect(readExport(lines).reason).toBeUndefined();
    const array = `[${rows((i) => `{"name":"${PEOPLE[i]}","email":"${mail(i)}","phone":"${phone(i)}"}`).replace(/\n/g, ',')}]`;
    expect(readExport(array).reason).toBeUndefined();
  });
  test('the line start before the match and the table past the window are read from the document', () => {
    const doc = `Export:\ncustomer_id,first_name,email,phone\n${rows((i) => `${100 + i},${PEOPLE[i].split(' ')[0]},${mail(i)},${phone(i)}`)}`;
    const start = doc.indexOf('email');
    const end = doc.indexOf('\n', doc.indexOf('\n', doc.indexOf('\n', start) + 1) + 1); // cut after two rows
    const value = doc.slice(start, end);
    expect(readExport(value).reason).toBeDefined(); // two rows and a header of two columns on their own
    const ctx = { match: value, text: doc, start, end, document: doc, offset: 0 };
    expect(bulkPersonalExport.validate(value, ctx)).toBe('valid');
  });
});

describe('bulk_personal_export: refused', () => {
  test('a schema (DDL), a header with no rows', () => {
    const ddl = 'CREATE TABLE customers (\n  id serial,\n  email text,\n  phone text,\n  first_name text,\n  iban text,\n  dob date\n);';
    expect(readExport(ddl).reason).toBeDefined();
    expect(readExport('name,email,phone,iban\n').reason).toBeDefined();
  });
  test('a fixture: rows at a documentation domain or with fictional numbers', () => {
    const example = `name,email,phone\n${rows((i) => `${PEOPLE[i]},${mail(i, 'example.com')},${phone(i)}`)}`;
    expect(readExport(example).reason).toContain('test fixture');
    const fake = `name,email,phone\n${rows((i) => `${PEOPLE[i]},${mail(i)},+1 202 555 01${10 + i}`)}`;
    expect(readExport(fake).reason).toContain('test fixture');
    const ssn = `name,ssn,salary\n${rows((i) => `${PEOPLE[i]},123-45-6789,${50000 + i}`)}`;
    expect(readExport(ssn).reason).toBeDefined();
  });
  test('an aggregate report and a log of one user', () => {
    const agg = `country,customers,email_opt_in,phone_verified,avg_salary\n${rows((i) => `C${i},${1000 + i},0.${i}1,0.${i}4,${31000 + i}`)}`;
    expect(readExport(agg).reason).toContain('no row carries a personal value');
    const log = `time | event | name | email | phone\n${rows((i) => `10:0${i} | login | Ada Lind | ${mail(0)} | ${phone(0)}`)}`;
    expect(readExport(log).reason).toContain('1 distinct');
  });
  test('fewer than five records, and rows that do not line up', () => {
    expect(readExport(`name,email,phone\n${rows((i) => `${PEOPLE[i]},${mail(i)},${phone(i)}`, 4)}`).reason).toBeDefined();
    const ragged = `Name, SSN, salary:\n${rows((i) => `${' '.repeat(i)}${PEOPLE[i]}  ${400 + i}-1${i}-20${i}3${' '.repeat(6 - i)}  $5${i},000`)}`;
    expect(readExport(ragged).reason).toBeDefined();
  });
  test('a header that names other things', () => {
    const products = `product name,sku,price\n${rows((i) => `Widget ${i},SKU-${i},${i}.99`)}`;
    expect(readExport(products).reason).toBeDefined();
  });
  test('why names the reason and the columns', () => {
    const example = `name,email,phone\n${rows((i) => `${PEOPLE[i]},${mail(i, 'example.org')},${phone(i)}`)}`;
    expect(bulkPersonalExport.validate(example)).toBe('invalid');
    expect(bulkPersonalExport.why?.(example)).toContain('columns name, email, phone');
  });
});

describe('bulk_personal_export: cells', () => {
  test('column words in several languages, not products or hosts', () => {
    expect(columnKind('E-Mail')).toBe('email');
    expect(columnKind('teléfono')).toBe('phone');
    expect(columnKind('firstName')).toBe('name');
    expect(columnKind('Geburtsdatum')).toBe('dob');
    expect(columnKind('Kontonr (IBAN)')).toBe('bank');
    expect(columnKind('product name')).toBeUndefined();
    expect(columnKind('hostname')).toBeUndefined();
    expect(columnKind('the customers who asked us to change their email last week')).toBeUndefined();
  });
  test('personal values by shape; dates, addresses and amounts are not', () => {
    expect(personalValue('jane.roe@fastmail.com')?.placeholder).toBe(false);
    expect(personalValue('jane@example.com')?.placeholder).toBe(true);
    expect(personalValue('bob@mail.test')?.placeholder).toBe(true);
    expect(personalValue('+34 672 312 246')?.placeholder).toBe(false);
    expect(personalValue('(202) 555-0143')?.placeholder).toBe(true);
    expect(personalValue('541-31-5665')?.placeholder).toBe(false);
    expect(personalValue('44251831D')).toBeDefined();
    expect(personalValue('ES53 0276 2303 9328 9176 7727')).toBeDefined();
    for (const v of ['2024-05-01', '12/04/1961', '10.0.0.4', '$210,429.00', '4010.22', 'Portland', '100231']) expect(personalValue(v)).toBeUndefined();
    expect(personalValue('100231', 'id')).toBeDefined();
  });
});
