import { expect, test } from 'bun:test';
import { createLogger } from './log.ts';
import { newKeyId, newSecret } from './secrets.ts';

test('secret-bearing fields and key-shaped strings never reach the log', () => {
  const lines: string[] = [];
  const log = createLogger('debug', (l) => lines.push(l));
  const secret = newSecret(newKeyId());
  log.error('boom', { authorization: `Bearer ${secret}`, text: 'scanned content', nested: { note: `saw ${secret}` } });
  const out = lines.join('');
  expect(out).not.toContain(secret);
  expect(out).not.toContain('scanned content');
  expect(out).toContain('[redacted]');
});
