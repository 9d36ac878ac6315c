import type { Validator, ValidatorOutcome } from './types.ts';

/**
 * Token soup: the tail of a line after a plain request, as optimised adversarial suffixes (GCG, DSN, AutoDAN)
 * leave it: words fused with brackets, escapes and markup symbols, brackets that never close, many different
 * symbols in a few tokens. Code, LaTeX, Markdown and JSON are symbol-heavy too, but well formed: what can be
 * read as such (inline `code`, "quoted" or 'quoted' strings, HTML tags, URLs, entities, $math$) is
 * removed first, and what is left must still be soup.
 */

/** Symbols that rarely sit inside a word in prose. */
const STRONG = /[{}[\]\\^<>|@#=~*$`]/;
const STRONG_G = /[{}[\]\\^<>|@#=~*$`]/g;
const LETTER = /\p{L}/u;

const MATH = /\$[^$\n]{1,60}\$/g; // inline math

/**
 * Well-formed pieces of code and markup a prose line may carry: blanked before scoring. A piece of several words
 * whose brackets do not balance, or any $math$ whose brackets do not, is not well formed and stays.
 */
const WELL_FORMED: Array<[needs: string, re: RegExp]> = [
  ['](', /\[[^\[\]\n]{1,100}\]\((?:[^()\s]{1,200}|[^()\s]{0,200}\([^()\s]{0,50}\)[^()\s]{0,50})\)/g], // Markdown links [text](target)
  ['`', /(?<![^\s(\[{,;:])`(?:[^`\s]|[^`\s][^`\n]{0,78}[^`\s])`(?![^\s)\]},.;:!?'"])/g], // inline code: whole tokens in backticks
  ['"', /(?<![^\s(\[{,;:=])"(?:[^"\s]|[^"\s][^"\n]{0,78}[^"\s])?"(?![^\s)\]},.;:!?])/g], // double-quoted strings
  ["'", /(?<![^\s(\[{,;:=])'(?:[^'\s]|[^'\s][^'\n]{0,78}[^'\s])?'(?![^\s)\]},.;:!?])/g], // single-quoted strings
  ['<', /<\/?[A-Za-z][\w-]{0,20}(?:\s{1,3}[\w-]{1,30}(?:="[^"\n]{0,100}")?){0,8}\s{0,2}\/?>/g], // HTML/XML tags
  ['://', /\b(?:https?|ftp|file):\/\/\S{1,200}/g], // URLs
  ['&', /&(?:[a-z]{2,8}|#\d{1,6}|#x[\da-fA-F]{1,6});/g], // entities
  ['$', MATH],
  ['{@', /\{@[a-zA-Z]{2,20}\b[^{}\n]{0,100}\}/g], // JSDoc/Javadoc inline tags: {@link Service.create}, {@code x}
  ['~', /(?<!\S)~\d[\d.,]*[a-zA-Z%]{0,3}(?=[\s,.;:)]|$)/g], // approximate quantities: ~9x, ~4.5x, ~20%
];

/** The line's tokens after the well-formed pieces are blanked (each kind looked for only if its marker is there). */
function residue(span: string): string[] {
  let s = span;
  for (const [needs, re] of WELL_FORMED) {
    if (s.includes(needs)) s = s.replace(re, (m) => (bracketErrors(m) && (re === MATH || /\s/.test(m)) ? m : ' '));
  }
  return s.split(/\s+/).filter(Boolean);
}

const OPENER: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Brackets left open or closed without their opener. */
function bracketErrors(s: string): number {
  const stack: string[] = [];
  let bad = 0;
  for (const ch of s) {
    if (ch === '(' || ch === '[' || ch === '{') stack.push(ch);
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (stack.length && stack[stack.length - 1] === OPENER[ch]) stack.pop();
      else bad++;
    }
  }
  return bad + stack.length;
}

/** Brackets out of balance over the whole residue. */
function unbalanced(tokens: string[]): number {
  return bracketErrors(tokens.join(' '));
}

/**
 * A token that fuses letters with a strong symbol, or with a run of two or more other punctuation marks (one of them
 * a bracket, _ / % & or +) inside it or at its start, not sentence punctuation at its end.
 */
function soupy(t: string): boolean {
  if (!LETTER.test(t)) return false;
  if (STRONG.test(t)) return true;
  // "(Annotation_{(" style: punctuation clusters glued to letters, not sentence punctuation at the end.
  const inner = t.replace(/[.,;:!?'")\]]{1,3}$/, '').replace(/^['"(\[]{1,2}/, '');
  return /[()'"_/%&+!?:.-]{2}/.test(inner) && /\p{L}[^\p{L}\s]{0,3}$|^[^\p{L}\s]{0,3}\p{L}/u.test(inner) && /[()_/%&+]/.test(inner);
}

/** A token of symbols only that mixes three or more kinds of bracket or markup symbol ("({[", "])}\\"). */
function cluster(t: string): boolean {
  if (LETTER.test(t)) return false;
  const kinds = new Set(t.match(/[{}[\]()\\^<>|@#=~*$`]/g) ?? []);
  return kinds.size >= 3;
}

/** Words glued in odd case: "readilyAuthor", "HTMLsvg", "hereINST". */
const GLUED = /\p{Ll}{2}\p{Lu}|\p{Lu}{3}\p{Ll}{2}|\p{Ll}\p{Lu}{3}/u;

/**
 * Source-code markers, counted over the raw span: template substitutions, arrows, strict comparisons, logical
 * operators, keywords, type arguments, spreads, empty or nested calls, indexing, statement and template ends,
 * ternaries, quoted lists, command-line options, and a line that ends by opening a block. Two of them and the line
 * is code, however fused its tokens look.
 */
const CODE_MARKERS: RegExp[] = [
  /\$\{/g,
  /=>\s?[{(]|\)\s?=>|\s=>\s/g,
  /[!=]==/g,
  /&&|\|\|/g,
  /\b(?:throw|return|typeof|instanceof|extends|infer|keyof|readonly|const|let|var|function|async|await|new|null|undefined|true|false|void|import|export|interface|unknown)\b/g,
  /\w<[A-Z]\w*[,>]|<(?:string|number|boolean|object|any|unknown|buffer|int|float|bool|void)\b/g,
  /\.\.\.[A-Za-z_]/g,
  /\w\(\)|\w\(\w{1,30}\(/g,
  /\w\[[\w+ .-]{0,12}\]|\[,/g,
  /',\s?'|",\s?"/g,
  /\);|;\s*$|`[;,]?\s*$|['"]\],/g,
  /(?:^|\s)[?:](?=\s)/g,
  /\s[{([]\s*$/g,
  /(?:^|[\s(\[|{])--?[A-Za-z][\w-]{0,30}(?=[=\s\]|)},]|$)/g,
];

/** How many source-code markers the raw span holds. */
export function codeMarkers(span: string): number {
  let n = 0;
  for (const re of CODE_MARKERS) n += span.match(re)?.length ?? 0;
  return n;
}

export interface SoupScore {
  tokens: number;
  soupy: number;
  clusters: number;
  glued: number;
  unbalanced: number;
  symbols: number;
  points: number;
}

/** The counts the verdict is made of, over the span with its well-formed pieces blanked. */
export function soupScore(span: string): SoupScore {
  const tokens = residue(span);
  const kinds = new Set<string>();
  let soup = 0, clusters = 0, glued = 0;
  for (const t of tokens) {
    if (soupy(t)) soup++;
    else if (cluster(t)) clusters++;
    else if (GLUED.test(t)) glued++;
    for (const m of t.match(STRONG_G) ?? []) kinds.add(m);
  }
  const points = soup + clusters + glued / 2;
  return { tokens: tokens.length, soupy: soup, clusters, glued, unbalanced: unbalanced(tokens), symbols: kinds.size, points };
}

/**
 * Soup: two or more fused tokens or symbol clusters (a glued-case word counts half), at least two brackets out of
 * balance, three or more kinds of symbol, and at most one source-code marker.
 */
export function isTokenSoup(span: string): boolean {
  // Cheap necessary condition first: blanking only removes symbols, so three kinds must be in the raw span.
  if (new Set(span.match(STRONG_G)).size < 3) return false;
  const s = soupScore(span);
  return s.points >= 2 && s.unbalanced >= 2 && s.symbols >= 3 && codeMarkers(span) < 2;
}

/**
 * The fixed token window adversarial-suffix reports (four odd tokens after a plain request) is soup when, with its
 * well-formed pieces blanked, brackets are out of balance: two or more, or one with two soup points. Source-code
 * markers (two or more) veto it unless the window is clearly soup (three bracket errors or three soup points).
 * Technical prose fails this where it passes the pattern: JSDoc tags, Markdown links, inline code and code cut
 * mid-line are well formed or balanced, and GCG-style suffixes leave brackets open.
 */
export function isSuffixWindow(span: string): boolean {
  const { points, unbalanced: open } = soupScore(span);
  if (!(open >= 2 || (points >= 2 && open >= 1))) return false;
  return open >= 3 || points >= 3 || codeMarkers(span) < 2;
}

export const tokenSoupWindow: Validator = {
  name: 'token_soup_window',
  confirms: false,
  validate(value: string): ValidatorOutcome {
    return isSuffixWindow(value) ? 'valid' : 'invalid';
  },
};

export const tokenSoup: Validator = {
  name: 'token_soup',
  confirms: false,
  validate(value: string): ValidatorOutcome {
    return isTokenSoup(value) ? 'valid' : 'invalid';
  },
};
