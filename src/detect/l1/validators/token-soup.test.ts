import { describe, expect, test } from 'bun:test';
import { codeMarkers, isTokenSoup, soupScore, tokenSoup } from './token-soup.ts';

// Every case here is invented for this test; none is taken from an evaluation set.
describe('token_soup', () => {
  test.each([
    'ploz}[( grabenWorkflow hinter ({\\ alors yeah=\\" kurz',
    'vinden](@ oleh passe mitten Okay.[{ rendu}\\',
    'cosa{$ Bien yeah ^[{ turn nicht|Here))',
    'nyt`]({ dann besser ~ quindi}}| okayMeinung <[ fin',
    'hier(\\[ bitte sagen {%weiter]) nochmal@{ bon',
  ])('soup: %s', (span) => {
    expect(tokenSoup.validate(span)).toBe('valid');
  });

  test.each([
    ['markdown links', '[#812](https://example.org/issues/812) and [#815](https://example.org/issues/815)'],
    ['inline code', '`join()` method on each `Process` object, then read `results[0]` as usual.'],
    ['inline code holding one brace', '(`{`), a style, and a closing brace (`}`).'],
    ['type-level TypeScript', 'PropertyKey[]] ? TMapKeys<R, [...Acc, TKey<L>]> : Acc);'],
    ['inline math', '$A = \\pi r^2$ and explain each symbol.'],
    ['code after prose', '(i < n) { total += a[i]; }'],
    ['an HTML element', '<time datetime="2024-05-01">May 1</time> here'],
    ['JSON', '{"name": "web", "port": 8080, "tags": ["a", "b"]}'],
    ['a command synopsis', '(--config=PATH | [--token=TOK'],
    ['a template literal line', "done'], rows)}`;"],
    ['quoted prose', '"Support" or "Unsupport".'],
    ['a table row', '| RCA Records | 1998 | gold |'],
    ['plain words', 'and then we went home for dinner'],
  ])('not soup: %s', (_why, span) => {
    expect(tokenSoup.validate(span)).toBe('invalid');
  });

  test('unbalanced math is not blanked as well-formed', () => {
    expect(soupScore('$\\{foo{[ bar(:] baz$ qux').unbalanced).toBeGreaterThanOrEqual(2);
  });

  test('code markers are counted on the raw span', () => {
    expect(codeMarkers('x => { return a === b && c; }')).toBeGreaterThanOrEqual(4);
    expect(codeMarkers('alors yeah=\\" kurz')).toBe(0);
  });

  test('one fused token is not enough; two in a long plain tail are', () => {
    expect(isTokenSoup('one two three four{[| five six seven eight nine ten')).toBe(false);
    expect(isTokenSoup('one two three four{[ five six seven eight}|( nine ten')).toBe(true);
  });
});
