/**
 * One pass over a chunk that tells the normaliser and the decoders whether they have anything to do: non-ASCII
 * characters (which include variation selectors), a '%', a '&' (character references), a '<' (markup tags), a backslash (string
 * escapes), an ASCII letter-spaced stretch, and the base64-alphabet runs long enough to decode. Plain ASCII
 * prose then costs this loop alone and builds nothing.
 */

const B64 = 1; // the standard and URL-safe base64 alphabets
const PERCENT = 2;
const NON_ASCII = 4;
// Bits 3–4: the character's kind for the letter-spacing automaton (0 other, 1 word \w, 2 separator " .-").
const KIND_SHIFT = 3;
const KIND_MASK = 3;
const AMP = 32;
const BACKSLASH = 64;
const LT = 128;

// One entry per UTF-16 unit (64 KB) so the loop reads a class without a range check.
const CLASS = new Uint8Array(0x10000).fill(NON_ASCII);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  const kind = /\w/.test(ch) ? 1 : ' .-'.includes(ch) ? 2 : 0;
  const flag = ch === '%' ? PERCENT : ch === '&' ? AMP : ch === '\\' ? BACKSLASH : ch === '<' ? LT : 0;
  CLASS[c] = (/[\w+/-]/.test(ch) ? B64 : 0) | flag | (kind << KIND_SHIFT);
}

/**
 * An automaton for /\b\w[ .-]\w[ .-]\w\b/ (three single word characters, each one separator apart), as
 * next = SPACED_DFA[state * 4 + kind]. States: 0 after a non-word, 1 w, 2 w-sep, 3 w-sep-w, 4 w-sep-w-sep,
 * 5 w-sep-w-sep-w, 6 found (sticky), 7 inside a longer word.
 */
const SPACED_DFA = Uint8Array.from([
  0, 1, 0, 0, // 0
  0, 7, 2, 0, // 1
  0, 3, 0, 0, // 2
  0, 7, 4, 0, // 3
  0, 5, 0, 0, // 4
  6, 7, 6, 0, // 5: a non-word after the third single closes the match; a word character extends it into a word
  6, 6, 6, 0, // 6
  0, 7, 0, 0, // 7
]);
const FOUND = 6;

/** What the pass found. `spaced` only looks at ASCII; callers use a Unicode check when `nonAscii` is set. */
export interface Prescan {
  nonAscii: boolean;
  spaced: boolean;
  percent: boolean;
  /** A '&': the text may hold HTML/XML character references. */
  amp: boolean;
  /** A backslash: the text may hold string escapes. */
  backslash: boolean;
  /** A '<': the text may hold markup tags. */
  lt: boolean;
  /** Maximal base64-alphabet runs of at least `minRun` units, as [start, end), at most `maxRuns`. */
  b64Runs: Array<[number, number]>;
}

/** Scans `text` once; base64 runs shorter than `minRun` are skipped and at most `maxRuns` are kept. */
export function prescan(text: string, minRun: number, maxRuns: number): Prescan {
  const b64Runs: Array<[number, number]> = [];
  let seen = 0; // union of the classes met
  let state = 0; // letter-spacing automaton
  let len = 0; // length of the base64-alphabet run ending here
  let open = -1; // start of the current run once it reached minRun
  const n = text.length;
  // Branch-free on the common path: prose changes class every few characters, and a branch per change costs
  // several times the loop itself in mispredictions. Only base64 run starts and ends branch.
  for (let i = 0; i < n; i++) {
    const cls = CLASS[text.charCodeAt(i)];
    seen |= cls;
    state = SPACED_DFA[state * 4 + ((cls >> KIND_SHIFT) & KIND_MASK)];
    len = (len + 1) * (cls & B64);
    if (len === minRun) open = i + 1 - minRun;
    else if (open >= 0 && len === 0) {
      if (b64Runs.length < maxRuns) b64Runs.push([open, i]);
      open = -1;
    }
  }
  if (open >= 0 && b64Runs.length < maxRuns) b64Runs.push([open, n]);
  const spaced = state === FOUND || state === 5; // state 5 at the end: the text ends on the third single
  return {
    nonAscii: (seen & NON_ASCII) !== 0, spaced, percent: (seen & PERCENT) !== 0,
    amp: (seen & AMP) !== 0, backslash: (seen & BACKSLASH) !== 0, lt: (seen & LT) !== 0, b64Runs,
  };
}
