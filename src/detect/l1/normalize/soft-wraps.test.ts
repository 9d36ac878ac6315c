import { describe, expect, test } from 'bun:test';
import { applyEdits, identityMapped } from './mapped-text.ts';
import { MAX_SOFT_BREAKS, couldBeSoftBreak, rejoinedText, softBreakEdits } from './soft-wraps.ts';
import { rng } from './test-random.ts';

/** The text with its soft breaks read as spaces. */
const rejoin = (text: string) => applyEdits(identityMapped(text, 0), softBreakEdits(text)).text;

/** Greedy wrap at `width`, as a mail client does it. */
function wrap(text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join('\n');
}

const PROSE = 'Hey, the billing integration keeps failing with a 401 error since this morning. I set the api token '
  + 'to EYd8Jmw90UwbiIMmmrpvemDLg51Ce7u70Mlu9Lzo and restarted the service twice - is that the wrong format?';

describe('softBreakEdits', () => {
  test.each([50, 60, 72, 76, 100])('a paragraph wrapped at %i columns reads as one line again', (width) => {
    const wrapped = wrap(PROSE, width);
    expect(wrapped.split('\n').length).toBeGreaterThan(1);
    expect(rejoin(wrapped)).toBe(PROSE);
  });

  test('a line the writer ended early stays broken: the next word would have fitted', () => {
    const text = 'Dear team, here are the figures for the third quarter, as promised, with\n'
      + 'notes from finance and a summary of the risks\nfor the board.';
    expect(rejoin(text)).toBe('Dear team, here are the figures for the third quarter, as promised, with '
      + 'notes from finance and a summary of the risks\nfor the board.');
  });

  test('a sentence that ends its line ends the join: sign-offs and short paragraphs stay as written', () => {
    const text = 'Dear team, here are the figures for the third quarter of this year.\nThanks,\nAlice';
    expect(softBreakEdits(text)).toEqual([]);
  });

  test('list items, quotes, headings and indented lines are not continuations', () => {
    for (const next of ['- second item of the list', '> quoted reply text here', '# Heading', '2. step two', '    indented code']) {
      const text = `The first line of this block is long enough to be a wrapped line of prose\n${next}`;
      expect(softBreakEdits(text)).toEqual([]);
    }
  });

  test('a blank line ends the block: paragraphs stay apart', () => {
    const text = `${'word '.repeat(15).trim()}\n\nSecondparagraphstartswithalongwordthatwouldnotfit here`;
    expect(softBreakEdits(text)).toEqual([]);
  });

  test('one-word lines (base64 or hex bodies) are never joined', () => {
    const body = Array.from({ length: 6 }, (_, i) => 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2'.slice(i)).join('\n');
    expect(softBreakEdits(body)).toEqual([]);
  });

  test('trailing spaces (format=flowed) and a CR go with the break into one space', () => {
    const text = 'curl -s https://api.example.com/v1/items -H "Authorization: Bearer  \r\ncyvVmnhXCsVtmGFkdYFOecuT3FOOrHHsQPesbJwn"';
    expect(rejoin(text)).toBe('curl -s https://api.example.com/v1/items -H "Authorization: Bearer cyvVmnhXCsVtmGFkdYFOecuT3FOOrHHsQPesbJwn"');
  });

  test('lines narrower than a column or wider than any wrap are left alone', () => {
    // Long enough as a whole to be read, but no line reaches MIN_WIDTH: verse or a list, not a filled column.
    expect(softBreakEdits('a short line of verse here\nanotherlongishfirstword ends\nand a third line of it')).toEqual([]);
    const wide = `${'word '.repeat(40).trim()}\n${'x'.repeat(50)}`;
    expect(softBreakEdits(wide)).toEqual([]);
  });

  test('code stays as written: statement and block ends, and a comment before a line of code', () => {
    const code = [
      'import { type Registry, globalRegistry } from "../core/registries.js";',
      'import { assignProp } from "../core/util.js";',
      '// Positional schemas constrain the elements that are present; only minItems matters.',
      'function applyMinItems(items: Schema[], minItems: number): Schema[] {',
      '  throw new Error(`Reference not found: ${ref}`);',
      '}',
    ].join('\n');
    expect(softBreakEdits(code)).toEqual([]);
  });

  test('records stay one per line: log lines, table rows and comment lines start with the same kind of word', () => {
    const logs = [
      '2026-11-01T00:00:00.000Z WARN [auth] req=3919b7e3 retrying connection to db-2.internal:5432 attempt=1',
      '2026-11-01T00:00:00.731Z INFO [worker] req=417f31d5 job finished chunks=206 queue_depth=3',
    ].join('\n');
    const rows = '[INFO] the scheduler picked up forty-two jobs from the queue in the last minute\n[INFO] done';
    const comments = '// The retry loop waits twice as long after each failure, up to the limit set\n// in the options.';
    for (const text of [logs, rows, comments]) expect(softBreakEdits(text)).toEqual([]);
  });

  test('a list of one line per item stays: few of its lines are full, and a wrap fills every line but the last', () => {
    const list = [
      'when did newfoundland change to newfoundland and labrador',
      'when was the world war one armistice signed',
      'how many terminals does hartsfield jackson airport have today',
      'who wrote the pledge of allegiance of the united states',
      'what is the tallest mountain in the alps',
      'who played the villain in the first batman film',
      'where is the largest desert on earth',
    ].join('\n');
    expect(softBreakEdits(list)).toEqual([]);
  });

  test('short lines around a wrapped one are no evidence: a wrapped value inside a JSON object or a fence joins', () => {
    const json = '{\n  "name": "Ada",\n  "bio": "Writes about engines and numbers; her notes on the analytical engine\nare read to this day",\n  "age": 36\n}';
    expect(rejoin(json)).toContain('analytical engine are read');
    const fenced = '```\ncurl -s https://api.example.com/v1/items -H "Authorization: Bearer\ncyvVmnhXCsVtmGFkdYFOecuT3FOOrHHsQPesbJwn"\n```';
    expect(rejoin(fenced)).toContain('Bearer cyvV');
  });

  test('a text cut mid-line (a chunk) leaves its first line out', () => {
    const text = 'token abc and the rest of a long line that was cut by the chunker\nfrom the previous chunk, then more';
    expect(softBreakEdits(text)).toHaveLength(1);
    expect(softBreakEdits(text, Infinity, false)).toEqual([]);
  });

  test('the number of joins is bounded', () => {
    const text = `${'alpha beta gamma delta epsilon zeta eta theta\niota '.repeat(MAX_SOFT_BREAKS + 10)}`;
    expect(softBreakEdits(text).length).toBe(MAX_SOFT_BREAKS);
  });
});

describe('couldBeSoftBreak', () => {
  test('never rules out a break that softBreakEdits joins, in any slice from a line start (property)', () => {
    const rand = rng(42);
    const words = PROSE.split(' ').concat(['-', '# x', '{', '};', '  indented', '12.', 'A', '', 'x;']);
    let joined = 0;
    let ruledOut = 0;
    for (let round = 0; round < 400; round++) {
      const lines = Array.from({ length: 2 + Math.floor(rand() * 10) }, () => {
        if (rand() < 0.5) return wrap(PROSE.slice(Math.floor(rand() * 60)), 30 + Math.floor(rand() * 120));
        return Array.from({ length: Math.floor(rand() * 14) }, () => words[Math.floor(rand() * words.length)]).join(rand() < 0.8 ? ' ' : '\t');
      });
      const text = lines.join('\n');
      for (let base = 0; base >= 0 && base < text.length; base = text.indexOf('\n', base) + 1 || -1) {
        const cap = base + Math.floor(rand() * (text.length - base + 1));
        for (const e of softBreakEdits(text.slice(base, cap))) {
          joined++;
          expect(couldBeSoftBreak(text, base + e.end - 1, cap)).toBe(true); // e.end - 1: the joined '\n'
        }
      }
      for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', nl + 1)) if (!couldBeSoftBreak(text, nl, text.length)) ruledOut++;
    }
    expect(joined).toBeGreaterThan(200); // the property was exercised
    expect(ruledOut).toBeGreaterThan(200); // and the pre-test does rule breaks out
  });
});

describe('rejoinedText', () => {
  test('holds only the runs of joined lines, a blank line between runs, mapped back to the original', () => {
    const first = 'Please send the quarterly figures to the finance team before the end of';
    const text = `Subject: figures\n\n${first}\nthe week.\n\nThanks!\n\n${first}\nnext month.\n`;
    const m = rejoinedText(identityMapped(text, 100))!;
    expect(m.text).toBe(`${first} the week.\n\n${first} next month.`);
    const second = m.text.lastIndexOf('next');
    expect(text.slice(m.starts[second] - 100, m.ends[second + 3] - 100)).toBe('next');
    expect(m.starts[0]).toBe(100 + text.indexOf('Please'));
  });

  test('null when nothing joins', () => {
    expect(rejoinedText(identityMapped('one line\nanother line', 0))).toBeNull();
  });
});
