import { describe, expect, test } from 'bun:test';
import { applyEdits, identityMapped, mappedView } from './mapped-text.ts';
import { MARKUP } from './marks.ts';
import { MAX_MARKUP_EDITS, markupBreakEdits } from './markup-breaks.ts';
import { normalizeText } from './normalized-view.ts';

const read = (s: string) => applyEdits(identityMapped(s, 0), markupBreakEdits(s)).text;

describe('markupBreakEdits', () => {
  test.each([
    ['<br> between words', 'one<br>two<br/>three<BR />four', 'one\ntwo\nthree\nfour'],
    ['<br> before a line break adds none', 'line one<br>\nline two<br>\r\nthree', 'line one\nline two\r\nthree'],
    ['a paragraph in a div, as a chat client writes it', '<div class="message"><p>a<br>\nb</p></div>', 'a\nb\n'],
    ['adjacent block tags give one break', 'x</p><p>y</li><li id=i2>z', 'x\ny\nz'],
    ['headings, list items and rules', 'T<h2 lang="en">H</h2>p<hr>q', 'T\nH\np\nq'],
  ])('%s', (_name, input, expected) => {
    expect(read(input)).toBe(expected);
  });

  test.each([
    ['inline tags', 'a <b>bold</b> <span>x</span> <a href="/">link</a>'],
    ['names that only start like a block tag', '<prefix> <p-card> <pre_x> <divider> <brand>'],
    ['escaped tags, which a page shows as text', '&lt;br&gt; \\u003cbr\\u003e'],
    ['a tag with a style', '<div style="display:none">x</div'],
    ['an event handler on a line-break tag', '<br onload="alert(1)"> <p title="ignore this">'],
    ['comparisons and generics in code', 'if (a <p && p> b) {} List<Map<K, V>>'],
  ])('%s stay as written', (_name, input) => {
    expect(markupBreakEdits(input)).toEqual([]);
  });

  test('each break maps to its whole tag and carries the markup mark', () => {
    const text = 'key: v<br>next';
    const m = applyEdits(identityMapped(text, 100), markupBreakEdits(text));
    const v = mappedView(m);
    expect(v.text).toBe('key: v\nnext');
    expect([v.toOriginal(6), v.toOriginalEnd!(7)]).toEqual([106, 110]);
    expect(m.marks[6]).toBe(MARKUP);
    expect(v.transforms).toEqual(['markup line breaks read']);
  });

  test('size budget: at most MAX_MARKUP_EDITS tags are read', () => {
    const text = 'x<br>'.repeat(MAX_MARKUP_EDITS + 10);
    expect(markupBreakEdits(text)).toHaveLength(MAX_MARKUP_EDITS);
  });

  test('time budget: a passed deadline stops the stage', () => {
    expect(markupBreakEdits('x<br>'.repeat(10_000), Date.now() - 1).length).toBeLessThan(10_000);
  });
});

describe('in the normalised view', () => {
  test('tags are read before references, so an escaped tag stays text', () => {
    expect(normalizeText('a<br>b &lt;br&gt; c', () => identityMapped('a<br>b &lt;br&gt; c', 0))?.text).toBe('a\nb <br> c');
  });

  test('a JSON-escaped tag is read once the escape is decoded', () => {
    const text = '{"t":"-----BEGIN KEY-----\\u003cbr\\u003eMIIB"}';
    expect(normalizeText(text, () => identityMapped(text, 0))?.text).toContain('-----BEGIN KEY-----\nMIIB');
  });

  test('text with no "<" is not touched', () => {
    expect(normalizeText('plain text, nothing to read', () => identityMapped('plain text, nothing to read', 0))).toBeNull();
  });
});
