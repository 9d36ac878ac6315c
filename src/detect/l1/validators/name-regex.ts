/**
 * Regex source for the PERSON rules' name patterns, generated from models/names/given-names*.json: the given
 * names become one trie-shaped alternation, so a candidate is only produced where a listed given name
 * starts (a generic "two capitalised words" pattern would make every sentence start a rejected candidate).
 * rules/pii/person.json holds the output; `bun models/names/update-person-rule.ts` rewrites it, and
 * name-regex.test.ts fails when the two drift apart.
 */
import { GIVEN_NAMES } from './name-lists.ts';

interface TrieNode {
  end: boolean;
  kids: Map<string, TrieNode>;
}

const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function emit(node: TrieNode): string {
  const alts = [...node.kids.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([ch, kid]) => escape(ch) + emit(kid));
  if (alts.length === 0) return '';
  const group = alts.length === 1 ? alts[0] : `(?:${alts.join('|')})`;
  if (!node.end) return group;
  return alts.length === 1 && alts[0].length === 1 ? `${alts[0]}?` : `(?:${alts.join('|')})?`;
}

/** The listed given names (any case as written) as one alternation, e.g. (?:A(?:aron|da(?:m)?)|B…). */
export function givenNameAlternation(names: readonly string[] = GIVEN_NAMES): string {
  const root: TrieNode = { end: false, kids: new Map() };
  for (const name of names) {
    let node = root;
    for (const ch of name) {
      let kid = node.kids.get(ch);
      if (!kid) node.kids.set(ch, (kid = { end: false, kids: new Map() }));
      node = kid;
    }
    node.end = true;
  }
  return `(?:${emit(root)})`;
}

const NAME = "(?:Mc|Mac|O['’]|D['’])?\\p{Lu}\\p{Ll}{1,24}(?:-\\p{Lu}\\p{Ll}{1,24})?";
const MIDDLE = '(?:\\p{Lu}\\.|\\p{Lu}\\p{Ll}{1,20})';
const BEFORE = "(?<![\\p{L}\\p{N}_@.'’-])";
/** After the name: no letter, digit or joiner, but a possessive 's is fine. */
const AFTER = "(?![\\p{L}\\p{N}_@-]|['’](?![sS](?![\\p{L}]))\\p{L})";
/** Words right before a name that introduce it ("my name is", "Dear", "Regards,", "my wife"). */
const INTRO = [
  "(?:[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|[Tt]he) (?:(?:full|first|last|legal|maiden|real) )?[Nn]ame(?: is|:)?", '[Nn]ame:', '[Nn]amed',
  '[Cc]alled', '[Cc]all me', 'I am', "I['’]m", '[Tt]his is', '[Dd]ear', '[Hh]i', '[Hh]ello', '[Hh]ey', '[Tt]hanks,?', '[Tt]hank you,?',
  '[Ss]igned,?', '(?:[Kk]ind |[Bb]est |[Ww]arm )?[Rr]egards,?', '[Ss]incerely,?', '[Cc]heers,?', '[Cc]ontact:?', '[Aa]sk for',
  '[Ss]peak (?:to|with)', '[Tt]alk to', '[Mm]eet',
  '(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er) (?:wife|husband|son|daughter|mother|father|mom|mum|dad|brother|sister|friend|partner|boss|colleague|kid|child|cousin|uncle|aunt|grandfather|grandmother|grandson|granddaughter|neighbou?r|fianc[ée]e?|boyfriend|girlfriend|nephew|niece|manager|doctor|lawyer|teacher),?',
  '[Gg]uardian:?', '[Bb]eneficiary:?', '[Pp]atient:?', '[Cc]ustomer:?', '[Cc]lient:?', '[Ee]mployee:?', '[Uu]ser:', '[Ff]rom:', '[Tt]o:', '[Cc]c:',
  '[Aa]ttn:?',
];

/**
 * Not a person where a brand named after one is sold, worn or poured ("a Tommy Hilfiger jacket", "shopped at John
 * Lewis", "a bottle of Johnnie Walker"): the pack's fragments list the eponymous brands and their trade words, so a
 * brand's name with no such word nearby ("Name: John Lewis" on a patient form) is still a name. It stands after the
 * name lookahead, so it is tried only where a name already matched, not at every capital (4 ms a bench run there).
 */
const NOT_BRAND = '(?!(?={{EPONYMOUS_BRAND}}(?![\\p{L}]))(?:(?<={{BRAND_BEFORE}})|{{EPONYMOUS_BRAND}}{{BRAND_AFTER}}))';
/**
 * A lone word after a generic "Name:" key that is also a tool, database or language: config files, manifests and
 * inventories name services under the same key forms use for people. A tool name that is no person's (Kafka,
 * Jenkins, Grafana) is refused there; one that is also a common first name (Julia, Hugo, Felix, Ruby, Cassandra)
 * only in config-like text, a tech key (image, kind, version, port, driver, engine …) within 200 characters, so
 * "Name: Julia\nAge: 7" on a form is still a name. The "Name:" lookbehind goes first and the whole check after the
 * given-name lookahead, so the 200-character config-key search runs only for a given name right after "Name:".
 */
const NOT_TOOL =
  "(?!(?<=[Nn]ame:[ \\t\\n]{1,3})(?:(?={{TECH_NAME}}(?![\\p{L}\\p{N}_.-]))|(?={{TECH_NAME_PERSONISH}}(?![\\p{L}\\p{N}_.-]))(?:(?=[\\s\\S]{0,200}?{{CONFIG_KEY}})|(?<={{CONFIG_KEY}}[\\s\\S]{0,200}))))";

/** A pattern entry as it appears in a rule pack. */
export interface NamePattern {
  regex: string;
  flags: string;
  name: string;
}

/** Patterns of rule person-name: a listed given name, optional middle name or initial, a capitalised surname. */
export function personNamePatterns(given = givenNameAlternation()): NamePattern[] {
  return [
    { regex: `(?=\\p{Lu})${BEFORE}(?=(${given} ${NAME})${AFTER})${NOT_BRAND}\\p{Lu}`, flags: 'u', name: 'given_surname' },
    { regex: `(?=\\p{Lu})${BEFORE}(?=(${given} ${MIDDLE} ${NAME})${AFTER})${NOT_BRAND}\\p{Lu}`, flags: 'u', name: 'given_middle_surname' },
  ];
}

/** Patterns of rule person-name-context: the same shapes (or a lone given name) right after an introducing phrase. */
export function personIntroPatterns(given = givenNameAlternation()): NamePattern[] {
  // The cheap upper-case check goes first: the look-behind alternation is only tried at capitals.
  const intro = `(?=\\p{Lu})(?<=(?<![\\p{L}])(?:${INTRO.join('|')})[ \\t\\n]{1,3})`;
  return [
    { regex: `${intro}(?=(${given})(?! \\p{Lu})${AFTER})${NOT_TOOL}\\p{Lu}`, flags: 'u', name: 'given' },
    { regex: `${intro}(?=(${given} ${NAME})${AFTER})\\p{Lu}`, flags: 'u', name: 'given_surname' },
    { regex: `${intro}(?=(${given} ${MIDDLE} ${NAME})${AFTER})\\p{Lu}`, flags: 'u', name: 'given_middle_surname' },
  ];
}
