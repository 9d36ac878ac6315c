/** Turns a TypeBox validation error into one client-readable sentence naming the field. */
import type { ValueErrorIterator } from '@sinclair/typebox/errors';

/** `config.gates.l1: expected boolean` style message for the first error, or a generic one. */
export function firstError(errors: ValueErrorIterator, root: string): string {
  const e = errors.First();
  if (!e) return `${root} is invalid`;
  const field = [root, ...e.path.split('/').filter(Boolean)].join('.').replace(/^\./, '');
  if (e.message === 'Unexpected property') return `${field}: unknown field`;
  if (e.message.startsWith('Expected required property')) return `${field}: required field is missing`;
  return `${field}: ${e.message.charAt(0).toLowerCase()}${e.message.slice(1)}`;
}
