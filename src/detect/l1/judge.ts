/**
 * Turns a regex candidate into a scored verdict, Presidio-style: allowlist, a negation cue and entropy reject,
 * a checksum validator confirms (score 1) or rejects, context words raise the score, minScore gates it.
 */
import type { Explanation } from '../types.ts';
import { shannonEntropy } from './entropy.ts';
import { fieldNameBefore, genericName, nameWords } from './field-name.ts';
import { negationAround } from './negation.ts';
import type { CompiledPattern, CompiledRule } from './rule-types.ts';
import type { ValidatorContext } from './validators/types.ts';
import { type VisibleWindow, visibleWindow, withoutHidden } from './visible-window.ts';

export interface Candidate {
  /** The secret group's text (the whole match when the rule has no secretGroup). */
  secret: string;
  match: string;
  /** Offsets of the secret in the full prepared text. */
  start: number;
  end: number;
}

export interface Verdict {
  score: number;
  accepted: boolean;
  explanation: Explanation;
}

/** Where context words are looked for: a text and the candidate's span within it. */
export interface Surroundings {
  text: string;
  start: number;
  end: number;
}

/** The text a validator may read on each side of the value (ValidatorContext.text), in characters. */
export const VALIDATOR_WINDOW = 512;

/**
 * How far from the candidate the judge's readers look in the original text: the validator window, the negation
 * cue's reach (120 before, ~360 after) and the packs' context and exclude windows (at most 600). The cleaned window
 * (visible-window.ts) spans this much on each side.
 */
const READ_REACH = 640;

/** A validator's view: the match and at most VALIDATOR_WINDOW characters each side of the value, offsets into that. */
function validatorContext(match: string, at: Surroundings | undefined): ValidatorContext {
  if (!at) return { match };
  const from = Math.max(0, at.start - VALIDATOR_WINDOW);
  const text = at.text.slice(from, Math.min(at.text.length, at.end + VALIDATOR_WINDOW));
  return { match, text, start: at.start - from, end: at.end - from, document: at.text, offset: from };
}

/**
 * The value and match a validator reads. When the window was cleaned and the value is the original text's span with
 * invisible characters inside it ("06-41\u200B87 22 09" matched in the raw text), the cleaned span: the validator's
 * text is the cleaned window, and a validator comparing the value with that text (phoneSignature's own line) must
 * see the same characters. A value from a decoded or normalised view is not the original's span and is kept.
 */
function validatorValue(c: Candidate, original: Surroundings | undefined, seen: VisibleWindow | undefined): { value: string; match: string } {
  if (!seen || !original) return { value: c.secret, match: c.match };
  const span = seen.text.slice(seen.start, seen.end);
  if (span === c.secret || original.text.slice(original.start, original.end) !== c.secret) return { value: c.secret, match: c.match };
  return { value: span, match: c.match === c.secret ? span : withoutHidden(c.match) };
}

/**
 * Scores one candidate of `rule`. Context words are searched in every `around` (the original text and, for a
 * decoded or normalised view, the view's text as well); `boost` is added before minScore.
 */
export function judge(
  rule: CompiledRule, pattern: CompiledPattern, c: Candidate, around: Surroundings | Surroundings[], boost = 0,
): Verdict {
  const explanation: Explanation = { source: pattern.source, baseScore: pattern.score };
  const reject = (why: string, score = 0): Verdict => {
    explanation.rejectedBecause = why;
    return { score, accepted: false, explanation };
  };
  const allowed = allowlistHit(rule, c);
  if (allowed) return reject(allowed);
  const given = Array.isArray(around) ? around : [around];
  // The original text is read as it looks: invisible characters inside a word ("Gmb\u200BH", "n\u200Bot") must
  // neither hide a refusal word, a negation cue or a field name, nor bring back what their absence would refuse.
  const seen = given.length ? visibleWindow(given[0].text, given[0].start, given[0].end, READ_REACH) : undefined;
  const places = seen ? [seen, ...given.slice(1)] : given;
  // Not for a match seen only after un-hiding (boost > 0): the cue would be read before the blob, not the payload.
  const negation = pattern.negatable && boost === 0 && places.length ? negationAround(places[0].text, places[0].start, places[0].end) : undefined;
  if (negation) {
    if (negation.firm) explanation.guard = { cue: negation.cue, start: seen ? seen.toOriginal(negation.start) : negation.start };
    return reject(`negated or guarded: "${negation.cue}" governs it`);
  }
  const floor = entropyFloor(rule, pattern, c.secret);
  if (floor !== undefined) {
    const h = shannonEntropy(c.secret);
    explanation.note = `entropy ${h.toFixed(2)} (min ${floor})`;
    if (h < floor) return reject(`entropy ${h.toFixed(2)} below ${floor}`);
  }
  let score = pattern.score;
  if (rule.validator) {
    const { value, match } = validatorValue(c, given[0], seen);
    const vctx = validatorContext(match, places[0]);
    const outcome = rule.validator.validate(value, vctx);
    explanation.validator = { name: rule.validator.name, outcome };
    if (outcome === 'invalid') return reject(`validator ${rule.validator.name}: ${rule.validator.why?.(value, vctx) ?? 'invalid'}`);
    if (outcome === 'valid' && rule.validator.confirms) score = 1;
  }
  const ctx = rule.context;
  const vetoed = ctx?.exclude?.length ? excludedWord(places, ctx) : undefined;
  if (vetoed) return reject(`exclude word "${vetoed.word}" within ${vetoed.where}`, score);
  // Every place must say so: a normalised view reads the name without its homoglyphs or escapes. The first place
  // is asked first: most values have no field name before them, and then the others need not be read.
  const first = ctx?.fieldNames && DIGITS.test(c.secret) && places.length ? otherField(places[0], ctx.words) : undefined;
  const field = first !== undefined && places.every((p, i) => i === 0 || otherField(p, ctx!.words) !== undefined) ? first : undefined;
  if (field) return reject(`the value of field "${field}", whose name holds none of the context words`, score);
  // Looked for only where they can change the verdict: a required context, or a score still below 1.
  const found = ctx && (ctx.required || score < 1) ? [...new Set(places.flatMap((a) => contextWords(a.text, a.start, a.end, ctx)))] : [];
  if (ctx?.required && found.length === 0) {
    const qualified = ctx.qualify?.length ? [...new Set(places.flatMap((a) => qualifiersAround(a.text, a.start, a.end, ctx)))] : [];
    const only = qualified.length ? `; ${qualified.map((q) => `"${q}"`).join(', ')} does not count` : '';
    return reject(`no context word within ${ctx.window} characters (${ctx.words.slice(0, 4).join(', ')}…)${only}`, score);
  }
  if (found.length) {
    explanation.context = found;
    score = Math.min(1, score + ctx!.boost);
  }
  score = raise(score, boost, explanation);
  if (rule.minScore !== undefined && score < rule.minScore) return reject(`score ${score} below minScore ${rule.minScore}`, score);
  return { score, accepted: true, explanation };
}

/** The hidden-text boost; rounded so scores compare exactly. */
function raise(score: number, boost: number, explanation: Explanation): number {
  if (boost && score < 1) {
    score = Math.min(1, score + boost);
    explanation.note = [explanation.note, `+${boost}: matched only after un-hiding (see transforms)`].filter(Boolean).join('; ');
  }
  return Math.round(score * 1000) / 1000;
}

function allowlistHit(rule: CompiledRule, c: Candidate): string | undefined {
  for (const al of rule.allowlists) {
    const target = al.target === 'match' ? c.match : c.secret;
    const re = al.regexes.find((r) => r.test(target));
    if (re) return `allowlisted by /${re.source}/ (${al.target})`;
    const lower = target.toLowerCase();
    const stop = al.stopwords.find((w) => lower.includes(w));
    if (stop) return `allowlisted stopword "${stop}" (${al.target})`;
  }
  return undefined;
}

/** A bare digit run. */
const DIGITS = /^[0-9]+$/;

/**
 * The name of the field the candidate at `where` is the value of, when that name says it is something else: not
 * only generic words ("number", "id", "value") and none of the context words. Asked only for a bare digit run,
 * the shape a counter, offset or timestamp shares with an id.
 */
function otherField(where: Surroundings, words: string[]): string | undefined {
  const name = fieldNameBefore(where.text, where.start);
  if (name === undefined) return undefined;
  const read = nameWords(name);
  if (genericName(read)) return undefined;
  // As written ("Steuer-ID" holds the word steuer-id) and as words ("card_number" holds card).
  const holds = (text: string) => contextWords(text, 0, 0, { words, window: text.length }).length > 0;
  return holds(name.toLowerCase()) || holds(read) ? undefined : name;
}

const WORDISH = /[\p{L}\p{N}_]/u;
/**
 * Scripts written without spaces between words (Thai, Lao, Khmer, Myanmar, Chinese, Japanese) or with particles
 * glued to the word (Korean: 주민등록번호는): a context word in them is found as a substring.
 */
const UNSPACED = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** UNSPACED.test per word asked about: the words are the packs' (a few thousand), asked ~100k times per MB. */
const unspacedWords = new Map<string, boolean>();

/** The lower-cased text within `before` characters before and `after` characters after the span, the span a space. */
function aroundSpan(text: string, start: number, end: number, before: number, after: number): string {
  return `${text.slice(Math.max(0, start - before), start)} ${text.slice(end, end + after)}`.toLowerCase();
}

/** Where `w` occurs in `around` as a whole word or phrase (a substring in scripts written without spaces), from `from`; -1 if nowhere. */
function wordAt(around: string, w: string, from = 0): number {
  let unspaced = unspacedWords.get(w);
  if (unspaced === undefined) {
    if (unspacedWords.size >= 65536) unspacedWords.clear(); // bounded whatever the caller asks about
    unspacedWords.set(w, (unspaced = UNSPACED.test(w)));
  }
  for (let i = around.indexOf(w, from); i !== -1; i = around.indexOf(w, i + 1)) {
    if (unspaced || (!WORDISH.test(around[i - 1] ?? ' ') && !WORDISH.test(around[i + w.length] ?? ' '))) return i;
  }
  return -1;
}

/** Whether `w` occurs in `around` (lower case) as a whole word or phrase; the loader asks it of qualify and exclude entries. */
export function hasWord(around: string, w: string): boolean {
  return wordAt(around, w) !== -1;
}

/**
 * Context words (whole words or phrases) within `window` characters before or after the span. A word held by a
 * `qualify` phrase found in the window ("card" in "gift card") does not count anywhere in that window: a gift
 * card's text says "card" again ("enter the card number printed on your gift card"), and it is still a gift card.
 */
export function contextWords(
  text: string, start: number, end: number, ctx: { words: string[]; window: number; qualify?: string[] },
): string[] {
  const around = aroundSpan(text, start, end, ctx.window, ctx.window);
  const masked = ctx.qualify?.length ? qualifiedWords(ctx.words, qualifiersIn(phraseText(around), ctx.qualify)) : undefined;
  return ctx.words.filter((w) => !masked?.has(w) && hasWord(around, w));
}

/**
 * Text as exclude and qualify phrases are matched against it: '-' and '_' read as spaces, so "gift card" also
 * finds "gift-card" and "kiosk id" finds "Kiosk-ID" and "KIOSK_ID". The loader stores the phrases the same way.
 */
export function phraseText(s: string): string {
  return s.replace(/[-_]/g, ' ');
}

/** The `qualify` phrases present in `spaced` (a phraseText). */
function qualifiersIn(spaced: string, qualify: string[]): string[] {
  return qualify.filter((q) => hasWord(spaced, q));
}

/** The context words that the qualifying phrases found hold. */
function qualifiedWords(words: string[], found: string[]): Set<string> {
  return new Set(words.filter((w) => found.some((q) => hasWord(q, w))));
}

/** The qualifying phrases found near the span (for the reason of a rejection). */
function qualifiersAround(text: string, start: number, end: number, ctx: { window: number; qualify: string[] }): string[] {
  return qualifiersIn(phraseText(aroundSpan(text, start, end, ctx.window, ctx.window)), ctx.qualify);
}

/**
 * aroundSpan without a word that the window's edge cuts: the cut word's tail or head read alone may be another
 * word ("adresseændring" cut to "ring", "Hotel" to "tel", "ocean" to "ean"), and an exclude word is a veto.
 * Not in scripts written without spaces: there a "word" runs to the next punctuation, so trimming it would drop
 * the whole window, and their words are read as substrings anyway (wordAt).
 */
function wholeWordsAround(text: string, start: number, end: number, before: number, after: number): string {
  let from = Math.max(0, start - before);
  let to = Math.min(text.length, end + after);
  const cut = (a: string, b: string) => WORDISH.test(a) && WORDISH.test(b) && !UNSPACED.test(a) && !UNSPACED.test(b);
  while (from > 0 && from < start && cut(text[from - 1], text[from])) from++;
  while (to < text.length && to > end && cut(text[to - 1], text[to])) to--;
  return aroundSpan(text, start, end, start - from, to - end);
}

/** The first exclude word within `excludeWindow` of the span in any place (whole words only: one the window cuts is not in it). */
function excludedWord(places: Surroundings[], ctx: { exclude: string[]; excludeWindow: number | [number, number] }): { word: string; where: string } | undefined {
  const [before, after] = Array.isArray(ctx.excludeWindow) ? ctx.excludeWindow : [ctx.excludeWindow, ctx.excludeWindow];
  for (const p of places) {
    const around = phraseText(wholeWordsAround(p.text, p.start, p.end, before, after));
    const word = ctx.exclude.find((w) => hasWord(around, w));
    if (word) return { word, where: before === after ? `${before} characters` : after === 0 ? `${before} characters before it` : `${before} characters before or ${after} after it` };
  }
  return undefined;
}

/**
 * At least 20 lower-case hex digits, with a digit and a letter a-f in them (a decimal number is not a hex key).
 * Lower case only: an API key issued as hex comes from a hex encoder, which writes lower case; upper-case hex
 * is mostly test vectors and example key material in documentation ("-macopt hexkey:77A77FAF…").
 */
const HEX_SECRET = /^(?=[^a-f]*[a-f])(?=\D*\d)[0-9a-f]{20,}$/;

/**
 * The minimum entropy a candidate must reach, or undefined for none: the pattern's own, else the rule's; for a
 * hex secret the rule's hexEntropy when lower. Shannon entropy counts bits a character, and a hex string has
 * at most 4 of them where base64 has 6: a random 32-digit hex key has a median of 3.62 and falls below
 * gitleaks' generic 3.5 about one time in five, so a threshold set for mixed-case tokens drops real hex keys.
 */
export function entropyFloor(rule: CompiledRule, pattern: CompiledPattern, secret: string): number | undefined {
  const floor = pattern.entropy ?? rule.entropy;
  if (floor === undefined || rule.hexEntropy === undefined || !HEX_SECRET.test(secret)) return floor;
  return Math.min(floor, rule.hexEntropy);
}
