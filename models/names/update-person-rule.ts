/**
 * Rewrites the name patterns of rules/pii/person.json from the lists in this folder (see
 * src/detect/l1/validators/name-regex.ts). Run after editing given-names.json:
 *   bun models/names/update-person-rule.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { personIntroPatterns, personNamePatterns } from '../../src/detect/l1/validators/name-regex.ts';

const file = join(import.meta.dir, '../../rules/pii/person.json');
const pack = JSON.parse(readFileSync(file, 'utf8'));
const generated: Record<string, unknown> = { 'person-name': personNamePatterns(), 'person-name-context': personIntroPatterns() };
for (const rule of pack.rules) if (generated[rule.id]) rule.patterns = generated[rule.id];
writeFileSync(file, `${JSON.stringify(pack, null, 2)}\n`);
console.log(`updated ${file}`);
