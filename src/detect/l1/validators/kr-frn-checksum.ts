import { krChecksumValidator } from './kr-rrn-checksum.ts';
import type { Validator } from './types.ts';

/**
 * Korean foreign resident registration number issued before October 2020: the kr_frn structure (birth
 * date, sex/century digit 5-8) and the check digit (13 − sum mod 11) mod 10 (the resident formula + 2).
 */
export const krFrnChecksum: Validator = krChecksumValidator('kr_frn_checksum', '5678', 13);
