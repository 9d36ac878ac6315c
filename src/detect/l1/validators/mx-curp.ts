import { dateExists } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const STATES = new Set('AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(' '));

/**
 * Mexican CURP (Clave Única de Registro de Población): 4 letters of the name, birth date YYMMDD, sex (H, M or X),
 * a state code (NE born abroad), 3 inner consonants, a differentiator (digit before 2000, letter since) and a check
 * digit: 10 − (Σ value × (18 − position) mod 10), mod 10, over the alphabet 0–9 A–N Ñ O–Z.
 */
export function mxCurpProblem(value: string, now = new Date()): string | undefined | null {
  const v = value.trim().toUpperCase();
  const m = /^[A-ZÑ]{4}(\d{2})(\d{2})(\d{2})[HMX]([A-Z]{2})[A-ZÑ]{3}([0-9A-Z])(\d)$/.exec(v);
  if (!m) return null;
  const [, yy, mm, dd, state, diff] = m;
  if (!STATES.has(state)) return `no such state code ${state}`;
  const year = (/\d/.test(diff) ? 1900 : 2000) + Number(yy);
  if (!dateExists(year, Number(mm), Number(dd)) || year > now.getUTCFullYear()) return 'no such birth date';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(v[i]) * (18 - i);
  return (10 - (sum % 10)) % 10 === Number(v[17]) ? undefined : 'check digit fails';
}

export const mxCurp = idProblemValidator('mx_curp', (v) => mxCurpProblem(v));
