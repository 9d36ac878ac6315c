import type { Validator, ValidatorContext } from './types.ts';

/**
 * An internal host name made of one generic role word and the internal suffix (db.internal, api.internal,
 * backend.local, redis.lan): the same name in every company, the stand-in host of documentation, tutorials and
 * redacted logs. It is refused only where the text around it says so, and kept where it reads as a live system:
 * - refused next to a redaction (***, ••••, <redacted>, [REDACTED], <password>) within REDACTED_NEAR characters: the
 *   writer already scrubbed the secret of a log or connection string (psycopg2 'connection to server at "db.internal"'
 *   over 'postgresql://orders_app:***@db.internal:5432/orders');
 * - kept when it is used as a live host: a user@ before it (ec2-user@backend.internal, ssh/scp targets, a connection
 *   URL's credentials), a :port after it (service.internal:3000, db.internal:5432), or production, ssh, key-file or
 *   credential words on its lines (prod, production, primary, ssh, .pem, password, credential, secret, token, pci);
 * - refused in a documentation context on its lines (example, e.g., for instance, sample, placeholder, tutorial,
 *   docs, README, such as, replace, stand-in);
 * - kept otherwise, as before the generic-name exception (b9948e8).
 * Any other host is not judged ('not_applicable'). Names made up for examples (example.internal, sample.local,
 * demo.lan, myserver.local, …) stay on the rule's allowlist.
 */
const GENERIC_HOST = /^(?:db|database|api|app|web|www|redis|cache|postgres|pg|mysql|mongo|mongodb|kafka|rabbitmq|auth|mail|smtp|queue|backend|frontend|service)\.(?:internal|local|lan|corp|intranet|private)$/i;

const REDACTED_NEAR = 300;
const REDACTED = /\*{3,}|•{3,}|<password>|(?<![a-z])redacted(?![a-z])/i; // <redacted>, [REDACTED] and {redacted} hold the bare word
/** The lines around the host (the one it is on and one each side) are read for live-use and documentation words. */
const LIVE_WORDS = /(?<![a-z])(?:prod|production|primary|ssh|scp|rsync|sftp|password|passwd|credentials?|secrets?|tokens?|pci|private[ _-]?key)(?![a-z])|\.pem(?![a-z])|(?<![a-z])id_(?:rsa|ed25519|ecdsa)(?![a-z])/i;
const DOC_WORDS = /(?<![a-z])(?:example|examples|e\.g\.|for instance|sample|placeholder|tutorial|docs|documentation|readme|such as|replace|stand-in|illustrat\w{0,6})(?![a-z])/i;

function linesAround(text: string, start: number, end: number): string {
  let from = text.lastIndexOf('\n', start - 1);
  from = from <= 0 ? 0 : Math.max(0, text.lastIndexOf('\n', from - 1) + 1);
  let to = text.indexOf('\n', end);
  to = to < 0 ? text.length : (text.indexOf('\n', to + 1) < 0 ? text.length : text.indexOf('\n', to + 1));
  return text.slice(from, to);
}

export function genericHostVerdict(value: string, ctx?: ValidatorContext): 'invalid' | 'valid' | 'not_applicable' {
  if (!GENERIC_HOST.test(value)) return 'not_applicable';
  if (!ctx?.text || ctx.start === undefined || ctx.end === undefined) return 'valid';
  const { text, start, end } = ctx;
  if (REDACTED.test(text.slice(Math.max(0, start - REDACTED_NEAR), end + REDACTED_NEAR))) return 'invalid';
  if (/[\w.%+-]@$/.test(text.slice(Math.max(0, start - 2), start)) || /^:[0-9]{1,5}(?![0-9])/.test(text.slice(end, end + 7))) return 'valid';
  const lines = linesAround(text, start, end);
  // The host itself is not read as a word ("service.internal" holds no live word; "db" is no documentation word).
  const around = lines.replace(value, ' ');
  if (LIVE_WORDS.test(around)) return 'valid';
  return DOC_WORDS.test(around) ? 'invalid' : 'valid';
}

export const internalHostGeneric: Validator = {
  name: 'internal_host_generic',
  confirms: false,
  validate: (value, ctx) => genericHostVerdict(value, ctx),
  why: () => 'one generic role word before the internal suffix (db.internal, api.internal) in a documentation or redacted context: the stand-in host every company has, it reveals nothing',
};
