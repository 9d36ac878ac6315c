import { describe, expect, test } from 'bun:test';
import { MAX_ENTITY_EDITS, entityEdits } from './entities.ts';
import { applyEdits, identityMapped, mappedView } from './mapped-text.ts';
import { ENCODED_ALNUM, ENTITY } from './marks.ts';

const decode = (s: string) => applyEdits(identityMapped(s, 0), entityEdits(s)).text;

describe('entityEdits', () => {
  test.each([
    ['named markup references', '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; &apos;y&apos;', `<script>alert(1)</script> & "x" 'y'`],
    ['decimal and hex, with and without ";"', '&#58;&#x3a;&#X3A;&#58 &#x3a x', ':::: : x'],
    ['letters written as references', '&#105;gnore &#x70;revious &#105gnore', 'ignore previous ignore'],
    ['HTML5 punctuation names that hide "javascript:"', 'java&Tab;script&colon;alert&lpar;1&rpar;', 'java\tscript:alert(1)'],
    ['accented letters and symbols', '&eacute;t&eacute; &Uuml;ber &ntilde; &hellip; &euro;', 'été Über ñ … €'],
    ['legacy names without ";" in text, and "&lt"/"&gt" before a word', '&lt b &copy 2024 &ltscript&gtx', '< b © 2024 <script>x'],
    ['windows-1252 for 128–159', '&#150; &#x93;quoted&#x94;', '– “quoted”'],
  ])('%s', (_name, input, expected) => {
    expect(decode(input)).toBe(expected);
  });

  test.each([
    ['ampersands in prose', 'AT&T, R&D, Q&A, this & that, &&'],
    ['unknown names and bare names not in the legacy set', '&bogus; &hellip &eacute'],
    ['URL parameters named like legacy entities', '?a=1&copy=2&lt=3'],
    ['numbers past the cap or out of range', '&#12345678 &#x110000; &#0; &#xD800;'],
  ])('%s stay as written', (_name, input) => {
    expect(entityEdits(input)).toEqual([]);
  });

  test('each character maps to its own reference; letters carry the hiding mark', () => {
    const text = 'a &lt;b&#x3e; &#105;';
    const m = applyEdits(identityMapped(text, 10), entityEdits(text));
    const v = mappedView(m);
    expect(v.text).toBe('a <b> i');
    expect([v.toOriginal(2), v.toOriginalEnd!(3)]).toEqual([12, 16]); // "<" is "&lt;"
    expect([v.toOriginal(4), v.toOriginalEnd!(5)]).toEqual([17, 23]); // ">" is "&#x3e;"
    expect([m.marks[2], m.marks[6]]).toEqual([ENTITY, ENTITY | ENCODED_ALNUM]);
    expect(v.transforms).toEqual(['html entities decoded', 'letters encoded']);
  });

  test(`at most ${MAX_ENTITY_EDITS} references per text; a passed deadline stops early`, () => {
    const many = '&lt;'.repeat(MAX_ENTITY_EDITS + 10);
    expect(entityEdits(many)).toHaveLength(MAX_ENTITY_EDITS);
    expect(entityEdits(many, Date.now() - 1).length).toBeLessThan(MAX_ENTITY_EDITS);
  });
});
