/**
 * Structured JSON-lines logger on stderr. Secrets never reach it: known secret-bearing keys are redacted
 * and callers log metadata (ids, sizes, codes), never scanned content or headers wholesale.
 */
import { redactSecrets } from './secrets.ts';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof LEVELS;

const SECRET_KEYS = /^(authorization|x-api-key|api[_-]?key|secret|password|token|cookie|text|content)$/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.test(k) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** A logger writing to `sink` (stderr by default) at or above `level`. */
export function createLogger(level: LogLevel = 'info', sink: (line: string) => void = (l) => process.stderr.write(l)): Logger {
  const min = LEVELS[level];
  const write = (lvl: LogLevel) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[lvl] < min) return;
    // Field redaction by name, then by shape: an API key secret is removed wherever it appears in the line.
    sink(redactSecrets(JSON.stringify({ t: new Date().toISOString(), level: lvl, msg, ...(redact(fields) as object) })) + '\n');
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
