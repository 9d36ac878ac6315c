import { krRegistration } from './kr-rrn.ts';
import type { Validator } from './types.ts';

/** Korean foreigner registration number: as the RRN with G 5-8. Structure only. */
export const krFrn: Validator = { name: 'kr_frn', confirms: false, validate: (v) => krRegistration(v, '5678') };
