/**
 * The keyword pre-filter: which groups of keywords (one group per rule) have a keyword in a text, with exactly
 * the answer of `text.toLowerCase().includes(keyword)`, in one pass and without the lower-cased copy.
 * Hand-written rather than a library: the project ships as one offline binary with few dependencies, we only
 * need presence (not positions), and a table-driven automaton is easier to audit than a package.
 *
 * Speed comes from three choices. Text characters fold to lower case through a 64K lookup table while scanning,
 * so no copy is made. The alphabet is compact (one symbol per distinct keyword character, plus "other"), so the
 * Aho–Corasick goto and failure functions collapse into one dense DFA table and each character costs one
 * lookup: `state = delta[state + symbol]` (states are stored pre-multiplied by the alphabet size). States with
 * output are numbered last, so "did a keyword end here?" is one comparison against a constant.
 */

/** Symbol of every character that occurs in no keyword: its transitions lead back to the root. */
const OTHER = 0;
/** Symbol of a character whose lower case cannot be read one unit at a time here (see specialUnits). */
const SPECIAL = 1;

/** U+03A3 Σ lowers to σ or, at the end of a word, ς (Final_Sigma, the one context rule toLowerCase applies). */
const CAPITAL_SIGMA = 0x3a3;
const SIGMA_FORMS = [0x3c3, 0x3c2];

interface CaseData {
  /** Per UTF-16 unit, its lower case where that is a single unit; the unit itself elsewhere. */
  fold: Uint16Array;
  /** Units that fold to another unit (upper-case letters): the only table entries that differ from identity. */
  folding: number[];
  /** Units whose lower case is not one unit, or depends on their neighbours, with the units it may produce. */
  irregular: Map<number, number[]>;
}

let caseData: CaseData | undefined;

/** Built once per process, on first use (~10 ms): asks the runtime itself, so it follows its Unicode version. */
function caseTables(): CaseData {
  if (caseData) return caseData;
  const fold = new Uint16Array(0x10000);
  const folding: number[] = [];
  const irregular = new Map<number, number[]>([[CAPITAL_SIGMA, SIGMA_FORMS]]);
  for (let u = 0; u < 0x10000; u++) {
    const lower = String.fromCharCode(u).toLowerCase();
    fold[u] = lower.length === 1 ? lower.charCodeAt(0) : u; // only U+0130 İ → i̇ is longer
    if (lower.length !== 1) irregular.set(u, [...lower].map((c) => c.charCodeAt(0)));
    else if (fold[u] !== u) folding.push(u);
  }
  caseData = { fold, folding, irregular };
  return caseData;
}

let casedHighs: number[] | undefined;

/**
 * High surrogates of astral letters that have a lower case (Deseret, Osage, Adlam...). Lower-casing such a pair
 * changes its low surrogate (never its high one), so they matter only to keywords holding a low surrogate.
 */
function casedHighSurrogates(): number[] {
  if (casedHighs) return casedHighs;
  casedHighs = [];
  const lows = Array.from({ length: 0x400 }, (_, i) => 0xdc00 + i);
  for (let high = 0xd800; high < 0xdc00; high++) {
    const pairs = String.fromCharCode(...lows.flatMap((low) => [high, low]));
    if (pairs.toLowerCase() !== pairs) casedHighs.push(high);
  }
  return casedHighs;
}

/**
 * Units the table cannot fold on their own and whose lower case could touch a keyword: they send the scan to
 * the exact path (lower-case the text, then scan it). İ when keywords hold 'i' or U+0307; Σ when they hold σ or
 * ς; the high surrogate of a cased astral letter when they hold a low surrogate. Rare in text.
 */
function specialUnits(symbols: Map<number, number>): number[] {
  const out: number[] = [];
  for (const [unit, lower] of caseTables().irregular) if (lower.some((u) => symbols.has(u))) out.push(unit);
  if ([...symbols.keys()].some((u) => u >= 0xdc00 && u < 0xe000)) out.push(...casedHighSurrogates());
  return out;
}

/** Unit → symbol for raw text: folds case, marks special units; units in no keyword stay OTHER (0). */
function foldingSymbols(symbols: Map<number, number>): Uint16Array {
  const { fold, folding, irregular } = caseTables();
  const table = new Uint16Array(0x10000);
  for (const [unit, sym] of symbols) if (fold[unit] === unit) table[unit] = sym;
  // An upper-case unit reads as its lower case; an upper-case keyword unit thus never matches, as with includes().
  for (const unit of folding) table[unit] = symbols.get(fold[unit]) ?? OTHER;
  // An irregular unit is never itself in the lowered text; unless special, what it lowers to is in no keyword.
  for (const unit of irregular.keys()) table[unit] = OTHER;
  for (const unit of specialUnits(symbols)) table[unit] = SPECIAL;
  return table;
}

/** Unit → symbol for text that is already lower case (the exact path): no folding, nothing special. */
function plainSymbols(symbols: Map<number, number>): Uint16Array {
  const table = new Uint16Array(0x10000);
  for (const [unit, sym] of symbols) table[unit] = sym;
  return table;
}

/** The keyword trie over symbols: per node, its children and the groups whose keywords end there. */
interface Trie {
  next: Map<number, number>[];
  out: number[][];
  symbols: Map<number, number>;
}

function buildTrie(groups: readonly (readonly string[])[]): Trie {
  const trie: Trie = { next: [new Map()], out: [[]], symbols: new Map() };
  groups.forEach((keywords, group) => {
    for (const keyword of keywords) {
      if (!keyword) continue; // an empty keyword marks nothing (as before), although ''.includes('') is true
      let node = 0;
      for (let i = 0; i < keyword.length; i++) {
        const unit = keyword.charCodeAt(i);
        let sym = trie.symbols.get(unit);
        if (sym === undefined) trie.symbols.set(unit, (sym = trie.symbols.size + 2)); // after OTHER and SPECIAL
        let child = trie.next[node].get(sym);
        if (child === undefined) {
          child = trie.next.push(new Map()) - 1;
          trie.out.push([]);
          trie.next[node].set(sym, child);
        }
        node = child;
      }
      if (!trie.out[node].includes(group)) trie.out[node].push(group);
    }
  });
  return trie;
}

/**
 * The complete DFA (goto and failure collapsed) by breadth-first search, over plain state numbers: a missing
 * edge copies the failure state's row, which BFS has already finished. Outputs merge along failure links.
 */
function buildDfa(trie: Trie, width: number): { delta: Int32Array; out: number[][] } {
  const n = trie.next.length;
  const delta = new Int32Array(n * width);
  const fail = new Int32Array(n);
  const out = trie.out.map((groups) => [...groups]);
  const queue = [0];
  for (let q = 0; q < queue.length; q++) {
    const node = queue[q];
    for (let sym = 0; sym < width; sym++) {
      const child = trie.next[node].get(sym);
      const viaFail = node === 0 ? 0 : delta[fail[node] * width + sym];
      if (child === undefined) {
        delta[node * width + sym] = viaFail;
        continue;
      }
      delta[node * width + sym] = child;
      fail[child] = viaFail;
      for (const g of out[viaFail]) if (!out[child].includes(g)) out[child].push(g);
      queue.push(child);
    }
  }
  return { delta, out };
}

/** The automaton as the hot loop reads it. */
interface Tables {
  /** Alphabet size: keyword units plus OTHER and SPECIAL. */
  width: number;
  /** delta[row + symbol] is the next state's row (state number × width). */
  delta: Int32Array;
  /** Row of the first state with output; every state from here on has some (or is `special`). */
  firstOut: number;
  /** Row of the state every SPECIAL unit leads to: the scan leaves for the exact path. */
  special: number;
  /** Groups marked by output state k (= (row - firstOut) / width): outGroups[outStart[k] .. outStart[k + 1]). */
  outStart: Int32Array;
  outGroups: Int32Array;
}

/**
 * Renumbers states (root first, states with output next to last, then the special state), stores the table
 * with pre-multiplied targets and the SPECIAL column pointing at the special state, and packs the outputs.
 */
function layout(plainDelta: Int32Array, out: number[][], width: number): Tables {
  const n = out.length;
  const states = [...out.keys()];
  const order = states.filter((s) => out[s].length === 0).concat(states.filter((s) => out[s].length > 0));
  const rank = new Int32Array(n);
  order.forEach((s, r) => (rank[s] = r));
  const special = n * width;
  const delta = new Int32Array((n + 1) * width); // the special state's row stays all-root: never read
  for (let s = 0; s < n; s++) {
    const row = rank[s] * width;
    for (let sym = 0; sym < width; sym++) delta[row + sym] = rank[plainDelta[s * width + sym]] * width;
    delta[row + SPECIAL] = special;
  }
  const outputs = order.filter((s) => out[s].length > 0);
  const outStart = new Int32Array(outputs.length + 1);
  outputs.forEach((s, k) => (outStart[k + 1] = outStart[k] + out[s].length));
  const outGroups = Int32Array.from(outputs.flatMap((s) => out[s]));
  return { width, delta, firstOut: (n - outputs.length) * width, special, outStart, outGroups };
}

/** Groups (by index) whose keywords occur in a text, compared case-insensitively; built once per rule set. */
export class KeywordFilter {
  private readonly tables: Tables;
  private readonly symbols: Map<number, number>;
  private readonly folding: Uint16Array;
  private plain: Uint16Array | undefined;
  private readonly groupCount: number;
  /** Groups with a non-empty keyword: once all of them are marked, the scan stops. */
  private readonly markable: number;
  /** seen[k] === stamp: output state k was already reached in the current scan. */
  private seen: Uint32Array | undefined;
  private stamp = 0;

  /** `groups[g]` lists group g's keywords, which match the text's lower case exactly (as `includes` would). */
  constructor(groups: readonly (readonly string[])[]) {
    const trie = buildTrie(groups);
    const width = trie.symbols.size + 2;
    if (width > 0x10000) throw new RangeError('too many distinct keyword characters');
    const { delta, out } = buildDfa(trie, width);
    this.tables = layout(delta, out, width);
    this.symbols = trie.symbols;
    this.folding = foldingSymbols(trie.symbols);
    this.groupCount = groups.length;
    this.markable = groups.filter((keywords) => keywords.some((k) => k !== '')).length;
  }

  /** hits[g] is 1 when some keyword of group g occurs in `text.toLowerCase()`, else 0. */
  hits(text: string): Uint8Array {
    const hit = new Uint8Array(this.groupCount);
    if (this.markable === 0 || this.scan(text, this.folding, hit)) return hit;
    // A unit the table cannot fold alone (İ, Σ, a cased astral letter) matters here: lower-case, then rescan.
    hit.fill(0);
    this.scan(text.toLowerCase(), (this.plain ??= plainSymbols(this.symbols)), hit);
    return hit;
  }

  /**
   * The hot loop; false when it met a SPECIAL unit (`hit` then holds a partial answer). Stopping early once all
   * groups are marked is sound even before a later SPECIAL unit: up to it, folding unit by unit is exact.
   */
  private scan(text: string, symbols: Uint16Array, hit: Uint8Array): boolean {
    const { delta, firstOut, special, width, outStart, outGroups } = this.tables;
    // An output state's groups are all marked the first time it is reached: later visits (a common keyword
    // such as a space or a digit recurs all through a text) cost one comparison against this scan's stamp.
    const seen = (this.seen ??= new Uint32Array(outStart.length));
    const stamp = (this.stamp = (this.stamp + 1) >>> 0 || 1);
    if (stamp === 1) seen.fill(0);
    let left = this.markable;
    let state = 0;
    for (let i = 0, n = text.length; i < n; i++) {
      state = delta[state + symbols[text.charCodeAt(i)]];
      if (state < firstOut) continue;
      if (state === special) return false;
      const k = ((state - firstOut) / width) | 0; // exact: rows are multiples of width; | 0 keeps it an int
      if (seen[k] === stamp) continue;
      seen[k] = stamp;
      for (let j = outStart[k], end = outStart[k + 1]; j < end; j++) {
        if (hit[outGroups[j]] === 0) {
          hit[outGroups[j]] = 1;
          if (--left === 0) return true;
        }
      }
    }
    return true;
  }
}
