/**
 * gitleaks' generic and semi-generic rules (102 of the bundled patterns) open with a lazy run of identifier
 * characters before their keyword, `[\-.\w]{0,50}?(?:api|token|…)`, so the match shows the whole variable name
 * ("rapid_api_key = …"), which their match allowlists read ("rapid" is no API). A backtracking engine tries up to
 * 50 lengths of that run at every position of the text, which made generic-api-key the costliest dlp pattern.
 *
 * The run is exact to drop and add back afterwards. The rest of the regex matches at a position independently of
 * how it was reached (no backreferences), so the original's match is at the leftmost position k ≥ the search start
 * where the rest matches, which is where the regex without the run matches, and it starts at the leftmost s with
 * s ≥ the search start, k − s ≤ max and only run characters in [s, k): found by walking back from k. The run holds
 * no capture group, so group numbers and the end of the match are unchanged.
 */

export interface LeadIn {
  /** The run's maximum length. */
  max: number;
  /** One run character, compiled with the pattern's flags (with i and u, \w also holds ſ and K). */
  char: RegExp;
}

/** `[\-.\w]{0,N}?` or `[\w.-]{0,N}?` at the very start of a pattern (the same character set, two spellings). */
const LEAD_IN = /^\[(?:\\-\.\\w|\\w\.-)\]\{0,([1-9]\d{0,2})\}\?/;

/** The pattern without its lead-in run, and the run, or null when the pattern does not open with one. */
export function splitLeadIn(source: string, flags: string): { rest: string; leadIn: LeadIn } | null {
  const m = LEAD_IN.exec(source);
  if (!m || m[0].length === source.length) return null;
  return { rest: source.slice(m[0].length), leadIn: { max: Number(m[1]), char: new RegExp(String.raw`[\-.\w]`, flags) } };
}

/**
 * Moves the start of `m` (a match of the pattern without its run, found by a search that began at `from`) back
 * over the run characters before it, as the full pattern would have matched: m.index, m[0] and, with the d flag,
 * the whole-match indices change; groups do not.
 */
export function extendLeadIn(m: RegExpExecArray, text: string, from: number, lead: LeadIn): void {
  const floor = Math.max(from, m.index - lead.max);
  let s = m.index;
  while (s > floor && lead.char.test(text[s - 1])) s--;
  if (s === m.index) return;
  const end = m.index + m[0].length;
  m[0] = text.slice(s, end);
  if (m.indices) m.indices[0] = [s, end];
  m.index = s;
}
