/** Parsing and printing helpers of the admin commands: durations, scope lists, times, plain-text tables. */
import { isPlan, isScope, PLANS, SCOPES, type Plan, type Scope } from '../store/account-store.ts';

/** A command-line mistake: printed with a hint to `--help`, exit status 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
// Ten years: beyond that an "expiring" key is a permanent one with a typo in it.
const MAX_DURATION_MS = 3650 * UNIT_MS.d;

/** `30d`, `12h`, `90m` → milliseconds. */
export function parseDuration(text: string): number {
  const m = /^([1-9][0-9]{0,6})([dhm])$/.exec(text);
  const ms = m ? Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS] : NaN;
  if (!(ms <= MAX_DURATION_MS)) {
    throw new UsageError(`invalid duration '${text}': use a whole number with d, h or m (e.g. 30d, 12h, 90m), at most 3650d`);
  }
  return ms;
}

/** `scan:read,scan:write` → scopes; unknown or empty entries are usage errors. */
export function parseScopes(text: string): Scope[] {
  const parts = text.split(',').map((s) => s.trim());
  const bad = parts.find((s) => !isScope(s));
  if (bad !== undefined) throw new UsageError(`unknown scope '${bad}' (scopes: ${SCOPES.join(', ')})`);
  return parts as Scope[];
}

/** A plan name, or a usage error listing the plans. */
export function parsePlan(text: string | undefined): Plan {
  if (text === undefined) throw new UsageError(`a plan is required (${PLANS.join('|')})`);
  if (!isPlan(text)) throw new UsageError(`unknown plan '${text}' (plans: ${PLANS.join(', ')})`);
  return text;
}

/** A timestamp as `2026-11-21T10:00:00Z`, or `-` when absent. */
export function formatTime(ms: number | undefined): string {
  return ms === undefined ? '-' : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Left-aligned columns separated by two spaces, header first. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
