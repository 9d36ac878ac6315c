import { dateExists } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/**
 * Mexican RFC (Registro Federal de Contribuyentes) of a person: 4 letters of the name, birth date YYMMDD, a
 * 2-character homoclave and a check character: 11 − (Σ value × (13 − position) mod 11) over the alphabet
 * 0–9 A–N & O–Z space Ñ, where 11 reads 0 and 10 reads A. A firm's RFC (3 letters, 12 characters) is not a person's.
 */
export function mxRfcProblem(value: string): string | undefined | null {
  const v = value.trim().toUpperCase();
  const m = /^[A-ZÑ&]{4}(\d{2})(\d{2})(\d{2})[A-Z0-9]{2}[0-9A]$/.exec(v);
  if (!m) return null;
  const [, yy, mm, dd] = m;
  if (!dateExists(1900 + Number(yy), Number(mm), Number(dd)) && !dateExists(2000 + Number(yy), Number(mm), Number(dd))) return 'no such date';
  if (/^XAXX|^XEXX/.test(v)) return 'generic RFC (public or foreign counterparty)';
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += ALPHABET.indexOf(v[i]) * (13 - i);
  const r = 11 - (sum % 11);
  const check = r === 11 ? '0' : r === 10 ? 'A' : String(r);
  return check === v[12] ? undefined : 'homoclave check character fails';
}

export const mxRfc = idProblemValidator('mx_rfc', mxRfcProblem);
