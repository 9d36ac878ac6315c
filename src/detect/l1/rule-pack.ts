/**
 * Loads one rule pack: validates every field with errors that name the pack file and rule id, compiles each
 * regex once, and rejects patterns that fail the static linear-time check.
 */
import { CATEGORIES, type Category, INPUT_KINDS, type InputKind } from '../types.ts';
import { regexSafetyIssue } from './regex/regex-safety.ts';
import { captureGroupCount } from './regex/capture-groups.ts';
import { hasWord, phraseText } from './judge.ts';
import type { CompiledAllowlist, CompiledPattern, CompiledRule, PackSource, RuleCase } from './rule-types.ts';
import { checkKeys, isObject, type Json, readBoolean, readNumber, readString, readStrings, type Report } from './spec-checks.ts';
import { getValidator, validatorNames } from './validators/index.ts';
import type { WordRunGate } from './word-run-gate.ts';
import { splitLeadIn } from './lead-in.ts';

export const RULE_ID = /^[a-z0-9][a-z0-9_.:-]*$/;
export const PACK_KEYS = ['$schema', 'pack', 'description', 'extends', 'fragments', 'allowlists', 'rules'] as const;
export const RULE_KEYS = [
  'id', 'category', 'level', 'description', 'label', 'keywords', 'patterns', 'secretGroup', 'entropy', 'hexEntropy',
  'validator', 'context', 'score', 'minScore', 'allowlist', 'tags', 'enabled', 'enabledFor', 'tests',
] as const;
export const PATTERN_KEYS = ['regex', 'flags', 'name', 'score', 'entropy', 'gate', 'negatable'] as const;
const CONTEXT_KEYS = ['words', 'window', 'boost', 'required', 'fieldNames', 'exclude', 'excludeWindow', 'qualify'];
const ALLOWLIST_KEYS = ['regexes', 'stopwords', 'target', 'flags'];

/** Raised when a pack is invalid; `issues` holds one message per problem, each naming file and rule. */
export class RulePackError extends Error {
  constructor(readonly issues: string[]) {
    super(`invalid rule pack:\n  ${issues.join('\n  ')}`);
    this.name = 'RulePackError';
  }
}

/** Validates and compiles one pack; throws RulePackError listing every problem found. */
export function compilePack({ file, pack }: PackSource, opts: CompileOptions = {}): CompiledRule[] {
  const issues: string[] = [];
  const report: Report = (m) => issues.push(`${file}: ${m}`);
  if (!isObject(pack)) throw new RulePackError([`${file}: a pack must be a JSON object`]);
  checkKeys(pack, PACK_KEYS, 'pack', report);
  const name = readString(pack, 'pack', report) ?? file;
  readString(pack, 'description', report);
  if (pack.extends !== undefined && pack.extends !== 'default') report('"extends" may only be "default"');
  if (!Array.isArray(pack.rules) || pack.rules.length === 0) report('"rules" must be a non-empty array');
  // Named regex fragments ({{NAME}} in a regex) are per pack and expanded here, before the safety check and compile.
  const fragments = readFragments(pack.fragments, name, report);
  const checkSafety = !opts.trusted;
  // Named allowlists ("name" in a rule's allowlist list) are per pack too, compiled once and shared by the rules.
  const allowlists = readNamedAllowlists(pack.allowlists, name, report, { fragments, checkSafety });
  const folder = folderCategory(file);
  if (!folder) report(`a pack must sit in a folder named after its category (${CATEGORIES.join('|')})`);
  const seen = new Set<string>();
  const rules: CompiledRule[] = [];
  (Array.isArray(pack.rules) ? pack.rules : []).forEach((raw: unknown, i: number) => {
    const id = isObject(raw) && typeof raw.id === 'string' ? raw.id : `#${i}`;
    const ruleReport: Report = (m) => issues.push(`${file}: rule "${id}": ${m}`);
    if (seen.has(id)) ruleReport('duplicate rule id in this pack');
    seen.add(id);
    const rule = compileRule(raw, { file, pack: name, folder, checkSafety, fragments, allowlists }, ruleReport);
    if (rule) rules.push(rule);
  });
  for (const unused of fragments.unused()) report(`fragment "${unused}" of pack "${name}" is used by no rule`);
  for (const unused of allowlists.unused()) report(`allowlist "${unused}" of pack "${name}" is used by no rule`);
  if (issues.length) throw new RulePackError(issues);
  return rules;
}

/** `{{NAME}}` in a regex: a named fragment of the same pack, expanded textually at load. */
const FRAGMENT_REF = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;
export const FRAGMENT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Fragments may use fragments; deeper nesting than this is an error (a grammar needs a handful of levels). */
export const FRAGMENT_DEPTH = 16;

/** Expands a pack's fragments in one regex source; remembers which fragments some rule used. */
export interface FragmentExpander {
  /** The source with every `{{NAME}}` replaced; undefined (after reporting) on an unknown name, a cycle or too deep a nest. */
  expand(source: unknown, report: Report): unknown;
  /** Declared fragments no rule's regex reached, directly or through another fragment. */
  unused(): string[];
}

/**
 * A pack's `fragments`: { NAME: regex source }. A regex (a pattern's or an allowlist's) refers to one as `{{NAME}}`;
 * a fragment may refer to others. Expansion is textual (the engine, the static safety check and the compiler only
 * see expanded sources), so a fragment that is quantified where it is used must be one atom, e.g. a group `(?:…)`.
 */
export function readFragments(raw: unknown, pack: string, report: Report): FragmentExpander {
  const defs = new Map<string, string>();
  if (raw !== undefined && !isObject(raw)) report('"fragments" must be an object mapping names to regex sources');
  for (const [name, source] of Object.entries(isObject(raw) ? raw : {})) {
    if (!FRAGMENT_NAME.test(name)) report(`fragment "${name}" of pack "${pack}": a name must match ${FRAGMENT_NAME.source}`);
    else if (typeof source !== 'string' || source === '') report(`fragment "${name}" of pack "${pack}" must be a non-empty regex source`);
    else defs.set(name, source);
  }
  const used = new Set<string>();
  const done = new Map<string, string>();
  const resolve = (name: string, chain: string[], at: Report): string | undefined => {
    const known = done.get(name);
    if (known !== undefined) return known;
    const source = defs.get(name);
    if (source === undefined) {
      const hint = defs.size ? `known: ${[...defs.keys()].join(', ')}` : 'the pack declares no "fragments"; write \\{ for a literal brace';
      return void at(`unknown fragment "${name}" of pack "${pack}"${chain.length ? ` (used by fragment "${chain[chain.length - 1]}")` : ''} (${hint})`);
    }
    if (chain.includes(name)) return void at(`fragment cycle in pack "${pack}": ${[...chain.slice(chain.indexOf(name)), name].join(' → ')}`);
    if (chain.length >= FRAGMENT_DEPTH) return void at(`fragment "${name}" of pack "${pack}" is nested deeper than ${FRAGMENT_DEPTH} (${chain.join(' → ')})`);
    used.add(name);
    const out = substitute(source, [...chain, name], at);
    if (out !== undefined) done.set(name, out);
    return out;
  };
  const substitute = (source: string, chain: string[], at: Report): string | undefined => {
    let ok = true;
    const out = source.replace(FRAGMENT_REF, (ref, name: string, offset: number) => {
      const body = resolve(name, chain, at);
      if (body === undefined) {
        ok = false;
        return ref;
      }
      const after = source.slice(offset + ref.length);
      const where = chain.length ? ` (in fragment "${chain[chain.length - 1]}")` : '';
      const misuse = refMisuse(source, offset, ref.length, body);
      if (misuse) {
        ok = false;
        at(`fragment "${name}" of pack "${pack}"${where} ${misuse}`);
      } else if (/^(?:[?*+]|\{\d)/.test(after) && !isOneAtom(body)) {
        ok = false;
        at(`fragment "${name}" of pack "${pack}"${where} is quantified but is not one atom: wrap it in (?:…)`);
      }
      return body;
    });
    return ok ? out : undefined;
  };
  return {
    expand: (source, at) => (typeof source === 'string' && source.includes('{{') ? substitute(source, [], at) : source),
    unused: () => [...defs.keys()].filter((n) => !used.has(n)),
  };
}

/**
 * Why a `{{NAME}}` at `offset` cannot be expanded as text, or undefined: behind a backslash (`\{{A}}` would
 * escape the fragment's first character), inside a character class (`[{{D}}a-z]` nests a class), or a body with a
 * top-level `|` that is not a whole alternative where it is used (`tok_{{A}}[0-9]` with A = `foo|bar` would read
 * `tok_foo|bar[0-9]`).
 */
function refMisuse(source: string, offset: number, length: number, body: string): string | undefined {
  let inClass = false;
  for (let i = 0; i < offset; i++) {
    const c = source[i];
    if (c === '\\') {
      if (i === offset - 1) return 'follows a backslash: write \\{ for a literal brace, or move the backslash';
      i++;
    } else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
  }
  if (inClass) return 'is used inside a character class: a fragment expands to a regex, not to class members';
  if (!topLevelAlternation(body)) return undefined;
  const before = source.slice(0, offset);
  const after = source.slice(offset + length);
  const opens = before === '' || /(?:^|[^\\])(?:\((?:\?(?::|<?[=!]|<[A-Za-z_]\w*>))?|\|)$/.test(before);
  const closes = after === '' || after[0] === ')' || after[0] === '|';
  return opens && closes ? undefined : 'has a top-level | and is not a whole alternative where it is used: wrap it in (?:…)';
}

/** Whether a regex source has a `|` outside every group and class. */
function topLevelAlternation(source: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

/** Whether a regex source is one atom (an escape, a class, a group or one character), so a quantifier applies to all of it. */
function isOneAtom(source: string): boolean {
  if (/^(?:\\.|[^\\()[\]|?*+{}^$])$/su.test(source)) return true;
  const open = source[0];
  if (open !== '(' && open !== '[') return false;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass && c === ']') {
      inClass = false;
      if (open === '[') return i === source.length - 1;
    } else if (inClass) continue;
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i === source.length - 1;
  }
  return false;
}

/** The category named by the pack file's parent folder, e.g. rules/dlp/core.json → dlp. */
function folderCategory(file: string): Category | undefined {
  const parts = file.split(/[\\/]/);
  const folder = parts[parts.length - 2];
  return (CATEGORIES as readonly string[]).includes(folder) ? (folder as Category) : undefined;
}

/** Options of compilePack. */
export interface CompileOptions {
  /**
   * Bundled packs are trusted: the static linear-time analysis of their regexes runs in the test suite (CI), so
   * every worker need not repeat it at start. Operator packs are never trusted and are always analysed.
   */
  trusted?: boolean;
}

interface Origin {
  file: string;
  pack: string;
  folder?: Category;
  checkSafety: boolean;
  fragments: FragmentExpander;
  allowlists: NamedAllowlists;
}

function compileRule(raw: unknown, origin: Origin, report: Report): CompiledRule | undefined {
  if (!isObject(raw)) return void report('a rule must be a JSON object');
  checkKeys(raw, RULE_KEYS, 'rule', report);
  const { id, category } = readIdentity(raw, origin, report);
  const patterns = compilePatterns(raw, id, report, origin);
  const secretGroup = readNumber(raw, 'secretGroup', report, { optional: true, integer: true, max: 99 }) ?? 0;
  for (const p of patterns) {
    if (secretGroup > 0 && captureGroupCount(p.regex.source) < secretGroup) report(`"secretGroup" ${secretGroup} exceeds the groups of pattern ${p.source}`);
  }
  const validatorName = readString(raw, 'validator', report, true);
  const validator = validatorName ? getValidator(validatorName) : undefined;
  if (validatorName && !validator) report(`unknown validator "${validatorName}" (known: ${validatorNames().join(', ')})`);
  const keywords = readStrings(raw, 'keywords', report, { lowerCase: true }) ?? [];
  readBoolean(raw, 'enabled', report);
  if (raw.hexEntropy !== undefined && raw.entropy === undefined) report('"hexEntropy" lowers "entropy" for hex secrets: set "entropy" too');
  return {
    id,
    category,
    label: readString(raw, 'label', report, true) ?? id,
    description: readString(raw, 'description', report) ?? '',
    keywords,
    patterns,
    secretGroup,
    entropy: readNumber(raw, 'entropy', report, { optional: true, max: 8 }),
    hexEntropy: readNumber(raw, 'hexEntropy', report, { optional: true, max: 4 }),
    validator,
    context: readContext(raw, report),
    minScore: readNumber(raw, 'minScore', report, { optional: true }),
    allowlists: readAllowlists(raw, report, origin),
    enabled: raw.enabled !== false,
    enabledFor: readInputKinds(raw, report),
    tags: readStrings(raw, 'tags', report, { optional: true }) ?? [],
    pack: origin.pack,
    file: origin.file,
    tests: readTests(raw, keywords, report),
  };
}

/** `enabledFor`: input kinds for which a rule off by default is on (only meaningful with "enabled": false). */
function readInputKinds(raw: Json, report: Report): InputKind[] {
  const kinds = readStrings(raw, 'enabledFor', report, { optional: true }) ?? [];
  for (const k of kinds) {
    if (!(INPUT_KINDS as readonly string[]).includes(k)) report(`"enabledFor": unknown input kind "${k}" (known: ${INPUT_KINDS.join(', ')})`);
  }
  if (kinds.length && raw.enabled !== false) report('"enabledFor" switches on a rule that is off by default: set "enabled": false');
  return kinds.filter((k): k is InputKind => (INPUT_KINDS as readonly string[]).includes(k));
}

/** id, category (which must match the pack folder) and level. */
function readIdentity(raw: Json, origin: Origin, report: Report): { id: string; category: Category } {
  const id = readString(raw, 'id', report) ?? '';
  if (id && !RULE_ID.test(id)) report(`"id" must match ${RULE_ID.source}`);
  const category = raw.category as Category;
  if (!(CATEGORIES as readonly string[]).includes(category)) report(`"category" must be one of ${CATEGORIES.join('|')}`);
  else if (origin.folder && category !== origin.folder) report(`category "${category}" does not match the pack folder "${origin.folder}"`);
  if (raw.level !== 'L1') report('"level" must be "L1"');
  return { id, category };
}

/** A pattern's word-run gate: { wordRun: 1-32, then: non-empty string, needs?: an earlier pattern's name }. */
function readGate(raw: unknown, report: Report): WordRunGate | undefined {
  const at: Report = (m) => report(`gate: ${m}`);
  if (!isObject(raw)) return void at('must be an object');
  checkKeys(raw, ['wordRun', 'then', 'needs'], 'gate', report);
  const wordRun = readNumber(raw, 'wordRun', at, { integer: true, min: 1, max: 32 });
  const then = readString(raw, 'then', at);
  const needs = readString(raw, 'needs', at, true);
  if (wordRun === undefined || then === undefined) return undefined;
  return needs === undefined ? { wordRun, then } : { wordRun, then, needs };
}

function compilePatterns(raw: Json, id: string, report: Report, origin: Origin): CompiledPattern[] {
  const base = readNumber(raw, 'score', report) ?? 0;
  if (!Array.isArray(raw.patterns) || raw.patterns.length === 0) {
    report('"patterns" must be a non-empty array');
    return [];
  }
  const out: CompiledPattern[] = [];
  raw.patterns.forEach((p: unknown, i: number) => {
    const where = `patterns[${i}]`;
    const at: Report = (m) => report(`${where}: ${m}`);
    if (!isObject(p)) return at('must be an object');
    checkKeys(p, PATTERN_KEYS, where, report);
    const name = readString(p, 'name', at, true);
    const score = readNumber(p, 'score', at, { optional: true }) ?? base;
    const entropy = readNumber(p, 'entropy', at, { optional: true, max: 8 });
    const source = origin.fragments.expand(p.regex, at);
    const checked = source === undefined ? undefined : compileRegex(source, p.flags ?? '', at, origin.checkSafety);
    // The full pattern is what is validated; the scan runs it without a gitleaks lead-in run, added back per match.
    const lead = checked && p.gate === undefined ? splitLeadIn(source as string, checked.flags.replace(/[gd]/g, '')) : null;
    const regex = lead ? new RegExp(lead.rest, checked!.flags) : checked;
    const gate = p.gate === undefined ? undefined : readGate(p.gate, at);
    const negatable = readBoolean(p, 'negatable', at) ?? false;
    let needs: number | undefined;
    if (gate?.needs !== undefined) {
      needs = out.findIndex((q) => q.source === `${id}#${gate.needs}`);
      const other = out[needs]?.gate;
      if (!other || other.wordRun !== gate.wordRun || other.then !== gate.then) {
        at(`gate: "needs" must name an earlier pattern of this rule with the same wordRun and then`);
        return;
      }
    }
    // gate and needs are always present (undefined when unused): one object shape keeps the scan loop's reads fast.
    if (regex) out.push({ source: `${id}#${name ?? i}`, regex, score, entropy, gate, needs, negatable, leadIn: lead?.leadIn });
  });
  return out;
}

/** Compiles with `g` (scan all matches) and `d` (group offsets for secretGroup); flags limited to i, m, s, u. */
export function compileRegex(source: unknown, flags: unknown, report: Report, checkSafety = true): RegExp | undefined {
  if (typeof source !== 'string' || source === '') return void report('"regex" must be a non-empty string');
  if (typeof flags !== 'string' || !/^(?!.*(.).*\1)[imsu]*$/.test(flags)) {
    return void report('"flags" may only contain i, m, s, u (each once)');
  }
  let regex: RegExp;
  try {
    regex = new RegExp(source, `${flags}gd`);
  } catch (e) {
    return void report(`bad regex /${source}/: ${(e as Error).message}`);
  }
  const unsafe = checkSafety ? cachedSafetyIssue(source, flags) : null;
  if (unsafe) return void report(`regex /${source}/ is not linear-time safe: ${unsafe}`);
  return regex;
}

/**
 * Safety verdicts by flags and source. Rules share allowlists (gitleaks' global allowlist sits on 200+ ported
 * rules), so each distinct regex is analysed once per process instead of once per rule.
 */
const safetyVerdicts = new Map<string, string | null>();
function cachedSafetyIssue(source: string, flags: string): string | null {
  const key = `${flags}/${source}`;
  let verdict = safetyVerdicts.get(key);
  if (verdict === undefined) {
    verdict = regexSafetyIssue(source, flags);
    safetyVerdicts.set(key, verdict);
  }
  return verdict;
}

function readContext(raw: Json, report: Report): CompiledRule['context'] {
  if (raw.context === undefined) return undefined;
  if (!isObject(raw.context)) return void report('"context" must be an object');
  const at: Report = (m) => report(`context: ${m}`);
  checkKeys(raw.context, CONTEXT_KEYS, 'context', report);
  const window = readNumber(raw.context, 'window', at, { optional: true, integer: true, min: 1, max: 1024 }) ?? 64;
  const words = readStrings(raw.context, 'words', at, { lowerCase: true, nonEmpty: true }) ?? [];
  // Stored as the judge reads them (phraseText): "kiosk-id" and "kiosk id" are one entry.
  const context = raw.context;
  const phrases = (key: string) => (readStrings(context, key, at, { optional: true, lowerCase: true }) ?? []).map(phraseText);
  const qualify = phrases('qualify');
  for (const q of qualify) {
    if (!words.some((w) => hasWord(q, w))) at(`qualify entry "${q}" holds none of the context words: a word to veto belongs in "exclude"`);
  }
  const exclude = phrases('exclude');
  for (const e of exclude) {
    if (words.some((w) => hasWord(e, w))) at(`exclude entry "${e}" holds a context word: a phrase that only says which kind of "${e}" it is belongs in "qualify"`);
  }
  return {
    words,
    window,
    boost: readNumber(raw.context, 'boost', at, { optional: true }) ?? 0.2,
    required: readBoolean(raw.context, 'required', at) ?? false,
    fieldNames: readBoolean(raw.context, 'fieldNames', at) ?? false,
    exclude,
    excludeWindow: readExcludeWindow(raw.context, at) ?? window,
    qualify,
  };
}

/** `excludeWindow`: characters before and after the match, one number for both or a [before, after] pair. */
function readExcludeWindow(context: Json, report: Report): number | [number, number] | undefined {
  const v = context.excludeWindow;
  if (!Array.isArray(v)) return readNumber(context, 'excludeWindow', report, { optional: true, integer: true, max: 1024 });
  if (v.length === 2 && v.every((n) => Number.isInteger(n) && n >= 0 && n <= 1024)) return [v[0], v[1]];
  report('"excludeWindow" must be an integer in [0, 1024] or a [before, after] pair of them');
  return undefined;
}

export const ALLOWLIST_NAME = /^[a-z][a-z0-9_-]*$/;

/** A pack's named allowlists, each compiled once; remembers which some rule used. */
export interface NamedAllowlists {
  get(name: string): CompiledAllowlist | undefined;
  names(): string[];
  /** Declared allowlists no rule names. */
  unused(): string[];
}

/**
 * A pack's `allowlists`: { name: allowlist }. A rule lists one by its name among its allowlist objects, so an
 * allowlist many rules share (the placeholder values of the dlp packs) is written once: JSON has no references,
 * and a copy left behind when the shared one changes lets a placeholder through one rule only.
 */
function readNamedAllowlists(raw: unknown, pack: string, report: Report, origin: Pick<Origin, 'fragments' | 'checkSafety'>): NamedAllowlists {
  const defs = new Map<string, CompiledAllowlist>();
  if (raw !== undefined && !isObject(raw)) report('"allowlists" must be an object mapping names to allowlists');
  for (const [name, al] of Object.entries(isObject(raw) ? raw : {})) {
    const where = `allowlist "${name}" of pack "${pack}"`;
    if (!ALLOWLIST_NAME.test(name)) report(`${where}: a name must match ${ALLOWLIST_NAME.source}`);
    const compiled = compileAllowlist(al, where, report, origin);
    if (compiled) defs.set(name, compiled);
  }
  const used = new Set<string>();
  return {
    get: (name) => {
      const al = defs.get(name);
      if (al) used.add(name);
      return al;
    },
    names: () => [...defs.keys()],
    unused: () => [...defs.keys()].filter((n) => !used.has(n)),
  };
}

function readAllowlists(raw: Json, report: Report, origin: Origin): CompiledAllowlist[] {
  if (raw.allowlist === undefined) return [];
  const list: unknown[] = Array.isArray(raw.allowlist) ? raw.allowlist : [raw.allowlist];
  return list.flatMap((al, i) => {
    const where = Array.isArray(raw.allowlist) ? `allowlist[${i}]` : 'allowlist';
    if (typeof al !== 'string') return compileAllowlist(al, where, report, origin) ?? [];
    const named = origin.allowlists.get(al);
    if (named) return [named];
    const known = origin.allowlists.names();
    report(`${where}: unknown allowlist "${al}" of pack "${origin.pack}" (${known.length ? `known: ${known.join(', ')}` : 'the pack declares no "allowlists"'})`);
    return [];
  });
}

/** One allowlist object ({ regexes, stopwords, target, flags }), compiled; undefined (after reporting) when malformed. */
function compileAllowlist(al: unknown, where: string, report: Report, origin: Pick<Origin, 'fragments' | 'checkSafety'>): CompiledAllowlist | undefined {
  const at: Report = (m) => report(`${where}: ${m}`);
  if (!isObject(al)) return void at('must be an object or the name of one of the pack\'s "allowlists"');
  checkKeys(al, ALLOWLIST_KEYS, where, report);
  if (al.target !== undefined && al.target !== 'secret' && al.target !== 'match') at('"target" must be "secret" or "match"');
  const sources = readStrings(al, 'regexes', at, { optional: true }) ?? [];
  const regexes = sources
    .map((s) => origin.fragments.expand(s, at))
    .map((s) => (s === undefined ? undefined : compileRegex(s, al.flags ?? '', at, origin.checkSafety)))
    .filter((r): r is RegExp => !!r);
  return {
    // Allowlist regexes are tested, not scanned: drop g/d so `test` keeps no lastIndex state.
    regexes: regexes.map((r) => new RegExp(r.source, r.flags.replace(/[gd]/g, ''))),
    stopwords: readStrings(al, 'stopwords', at, { optional: true, lowerCase: true }) ?? [],
    target: al.target === 'match' ? ('match' as const) : ('secret' as const),
  };
}

function readTests(raw: Json, keywords: string[], report: Report): CompiledRule['tests'] {
  const t = raw.tests;
  if (!isObject(t)) {
    report('"tests" with "tp" and "fp" arrays is required');
    return { tp: [], fp: [] };
  }
  checkKeys(t, ['tp', 'fp'], 'tests', report);
  const read = (kind: 'tp' | 'fp', extra: 'match' | 'reason'): RuleCase[] => {
    const list = t[kind];
    if (!Array.isArray(list) || list.length === 0) {
      report(`tests.${kind} needs at least one case`);
      return [];
    }
    return list.filter((c: unknown, i: number): c is RuleCase => {
      if (!isObject(c) || typeof c.text !== 'string' || typeof c[extra] !== 'string' || c[extra] === '') {
        report(`tests.${kind}[${i}] needs "text" and a non-empty "${extra}"`);
        return false;
      }
      const text = c.text;
      if (kind === 'tp' && !text.includes(c.match as string)) report(`tests.tp[${i}]: "match" is not in "text"`);
      else if (kind === 'tp' && keywords.length && !keywords.some((k) => text.toLowerCase().includes(k))) {
        report(`tests.tp[${i}] contains none of the keywords, so the pre-filter would skip it`);
      }
      return true;
    });
  };
  return { tp: read('tp', 'match'), fp: read('fp', 'reason') };
}
