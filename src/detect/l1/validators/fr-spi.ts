import { repeated } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';

/**
 * French tax number of a person (numéro fiscal, SPI, on the avis d'imposition): 13 digits, the first 0–3, whose last
 * 3 digits are the first 10 mod 511.
 */
export function frSpiProblem(value: string): string | undefined | null {
  const d = value.replace(/\s/g, '');
  if (!/^\d{13}$/.test(d)) return null;
  if (!/^[0-3]/.test(d)) return 'first digit not 0–3';
  if (Number(d.slice(0, 10)) % 511 !== Number(d.slice(10))) return 'check fails (last 3 digits ≠ first 10 mod 511)';
  if (repeated(d.slice(0, 10))) return 'one repeated digit (a placeholder)';
  return undefined;
}

export const frSpi = idProblemValidator('fr_spi', frSpiProblem);
