import type { Validator } from './types.ts';

/**
 * MAC-48 address: six colon- or dash-separated octets (one separator style) or Cisco's three dotted groups
 * of four. All-zero and broadcast (all-F) addresses identify no device and are invalid. No checksum.
 */
export const macAddress: Validator = {
  name: 'mac_address',
  confirms: false,
  validate(value) {
    const v = value.trim();
    const sixOctets = /^[0-9a-f]{2}([:-])(?:[0-9a-f]{2}\1){4}[0-9a-f]{2}$/i.test(v);
    const cisco = /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i.test(v);
    if (!sixOctets && !cisco) {
      return /^[0-9a-f]{2}[:-](?:[0-9a-f]{2}[:-]){4}[0-9a-f]{2}$/i.test(v) ? 'invalid' : 'not_applicable';
    }
    const hex = v.replace(/[:.-]/g, '').toLowerCase();
    return hex === '000000000000' || hex === 'ffffffffffff' ? 'invalid' : 'valid';
  },
};
