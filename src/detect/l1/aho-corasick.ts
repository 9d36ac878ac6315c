/**
 * The keyword pre-filter: which groups of keywords (one group per rule) have a keyword in a text, with exactly
 * the answer of `text.toLowerCase().includes(keyword)`, in one pass and without the lower-cased copy.
 * Hand-written rather than a library: the project ships as one offline binary with few dependencies, we only
 * need presence (not positions), and a table-driven automaton is easier to audit than a package.
 *
 * Speed comes from three choices. Text characters fold to lower case through a 64K lookup table while scanning,
 * so no copy is made. The goto edges are packed into a double array (base + symbol, checked against the owner),
 * small enough to stay in the CPU caches: a dense DFA table (one row of the whole alphabet per state) would be
 * ~40 MB for the bundled packs (~31k states × ~300 symbols), and a scan then missed the caches on nearly every
 * character (~30 ns each; ~4 ns now). A character in no keyword goes straight back to the root, others follow
 * failure links (at most one step back per step forward, amortised). States with output are numbered last, so
 * "did a keyword end here?" is one comparison against a constant.
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
 * Failure links and merged outputs by breadth-first search over the trie (plain state numbers): a state's failure
 * state is the longest proper suffix of its keyword prefix that is also a prefix; its outputs include those of
 * its failure state, which BFS has already finished.
 */
function buildFailures(trie: Trie): { fail: Int32Array; out: number[][] } {
  const fail = new Int32Array(trie.next.length);
  const out = trie.out.map((groups) => [...groups]);
  const queue = [0];
  for (let q = 0; q < queue.length; q++) {
    const node = queue[q];
    for (const [sym, child] of trie.next[node]) {
      let f = node === 0 ? -1 : fail[node];
      while (f >= 0 && !trie.next[f].has(sym)) f = f === 0 ? -1 : fail[f];
      fail[child] = f < 0 ? 0 : trie.next[f].get(sym)!;
      for (const g of out[fail[child]]) if (!out[child].includes(g)) out[child].push(g);
      queue.push(child);
    }
  }
  return { fail, out };
}

/** The automaton as the hot loop reads it. */
interface Tables {
  /** node[2s] is state s's base in `edge`, node[2s + 1] its failure state. */
  node: Int32Array;
  /**
   * The goto edges, packed as a double array: state s has an edge on symbol c to t when edge[2(base + c)] is s
   * and edge[2(base + c) + 1] is t; else the transition is that of its failure state. The root has an entry for
   * every symbol (to the root where it has no edge), so following failure states always ends there.
   */
  edge: Int32Array;
  /** First state with output; every state from here on has some. */
  firstOut: number;
  /** Groups marked by output state k (= state - firstOut): outGroups[outStart[k] .. outStart[k + 1]). */
  outStart: Int32Array;
  outGroups: Int32Array;
}

/**
 * Renumbers states (root first, states with output last), packs the goto edges into a double array (the
 * complete DFA table of every state would take states × alphabet entries, tens of megabytes for the bundled
 * packs, and each step of a scan would then miss the CPU caches), and packs the outputs.
 */
function layout(trie: Trie, fail: Int32Array, out: number[][], width: number): Tables {
  const n = out.length;
  const states = [...out.keys()];
  const order = states.filter((s) => out[s].length === 0).concat(states.filter((s) => out[s].length > 0));
  const rank = new Int32Array(n);
  order.forEach((s, r) => (rank[s] = r));
  const node = new Int32Array(2 * n);
  let check = new Int32Array(2 * (n + 2 * width)).fill(-1); // pairs (owner, target)
  let firstFree = 0;
  const free = (slot: number) => 2 * slot >= check.length || check[2 * slot] === -1;
  for (let r = 0; r < n; r++) {
    const s = order[r];
    node[2 * r + 1] = rank[fail[s]];
    const syms = r === 0 ? Array.from({ length: width }, (_, c) => c) : [...trie.next[s].keys()].sort((a, b) => a - b);
    if (syms.length === 0) continue; // base 0: no slot is owned by s, so every symbol falls back to its failure state
    let base = Math.max(0, firstFree - syms[0]);
    while (!syms.every((c) => free(base + c))) base++;
    const need = 2 * (base + width + 1);
    if (need > check.length) {
      const grown = new Int32Array(Math.max(need, 2 * check.length)).fill(-1);
      grown.set(check);
      check = grown;
    }
    node[2 * r] = base;
    for (const c of syms) {
      const child = trie.next[s].get(c);
      check[2 * (base + c)] = r;
      check[2 * (base + c) + 1] = child === undefined ? 0 : rank[child];
    }
    while (!free(firstFree)) firstFree++;
  }
  const outputs = order.filter((s) => out[s].length > 0);
  const outStart = new Int32Array(outputs.length + 1);
  outputs.forEach((s, k) => (outStart[k + 1] = outStart[k] + out[s].length));
  const outGroups = Int32Array.from(outputs.flatMap((s) => out[s]));
  return { node, edge: check, firstOut: n - outputs.length, outStart, outGroups };
}

/** True when group g is marked in a bit set from KeywordFilter.hits. */
export function isHit(bits: Uint32Array, g: number): boolean {
  return (bits[g >>> 5] & (1 << (g & 31))) !== 0;
}

/** True when every clause has one of its groups marked in `bits` (a pattern's literal pre-filter, scan.ts). */
export function clausesHit(cnf: readonly (readonly number[])[], bits: Uint32Array): boolean {
  for (const clause of cnf) {
    let any = false;
    for (const g of clause) if (isHit(bits, g)) { any = true; break; }
    if (!any) return false;
  }
  return true;
}

/** Groups (by index) whose keywords occur in a text, compared case-insensitively; built once per rule set. */
export class KeywordFilter {
  private readonly tables: Tables;
  private readonly symbols: Map<number, number>;
  private readonly folding: Uint16Array;
  private plain: Uint16Array | undefined;
  readonly groupCount: number;
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
    const { fail, out } = buildFailures(trie);
    this.tables = layout(trie, fail, out, width);
    this.symbols = trie.symbols;
    this.folding = foldingSymbols(trie.symbols);
    this.groupCount = groups.length;
    this.markable = groups.filter((keywords) => keywords.some((k) => k !== '')).length;
  }

  /**
   * The groups whose keywords occur in `text.toLowerCase()`, as a bit set: group g is hit when isHit(bits, g). Bits,
   * not a byte per group: the shared filter has ~7k groups and a scan asks once per view, so a byte array cost
   * ~1 µs of zeroing and allocation per view; the bit set is 1/8 of that (and small enough for the fast allocator).
   */
  hits(text: string): Uint32Array {
    const hit = new Uint32Array((this.groupCount + 31) >>> 5);
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
  private scan(text: string, symbols: Uint16Array, hit: Uint32Array): boolean {
    const { node, edge, firstOut, outStart, outGroups } = this.tables;
    // An output state's groups are all marked the first time it is reached: later visits (a common keyword
    // such as a space or a digit recurs all through a text) cost one comparison against this scan's stamp.
    const seen = (this.seen ??= new Uint32Array(outStart.length));
    const stamp = (this.stamp = (this.stamp + 1) >>> 0 || 1);
    if (stamp === 1) seen.fill(0);
    let left = this.markable;
    let state = 0;
    for (let i = 0, n = text.length; i < n; i++) {
      const sym = symbols[text.charCodeAt(i)];
      if (sym === OTHER) {
        state = 0; // in no keyword: every state's transition on it leads back to the root
        continue;
      }
      if (sym === SPECIAL) return false;
      for (;;) {
        const slot = 2 * (node[2 * state] + sym);
        if (edge[slot] === state) {
          state = edge[slot + 1];
          break;
        }
        state = node[2 * state + 1]; // not the root: the root owns a slot for every symbol
      }
      if (state < firstOut) continue;
      const k = state - firstOut;
      if (seen[k] === stamp) continue;
      seen[k] = stamp;
      for (let j = outStart[k], end = outStart[k + 1]; j < end; j++) {
        const g = outGroups[j];
        const bit = 1 << (g & 31);
        if ((hit[g >>> 5] & bit) === 0) {
          hit[g >>> 5] |= bit;
          if (--left === 0) return true;
        }
      }
    }
    return true;
  }
}
