import { describe, expect, test } from 'bun:test';
import { codeMarkers, isSuffixWindow, isTokenSoup, soupScore, tokenSoup, tokenSoupWindow } from './token-soup.ts';

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

// Windows of the kind adversarial-suffix reports (its four-token run), invented for this test.
describe('token_soup_window', () => {
  test.each([
    '({[Sure}] outline`]( herefor{\\ ThenDescribe=[/',
    '@{ similarlyNow\\ write}}[ opposite;(',
    '~{\\$ beneath here <?[{note}}',
    'grab](@ dann {{ okayWeiter ;( zeigen',
  ])('suffix: %s', (span) => {
    expect(tokenSoupWindow.validate(span)).toBe('valid');
    expect(isSuffixWindow(span)).toBe(true);
  });

  test.each([
    ['JSDoc inline tags', '{@link Queue.drain} as returned by {@link Queue.open}.'],
    ['JSDoc inline code', '{@code limit} in {@code request},'],
    ['Markdown links in prose', '[Vite](https://vitejs.dev/) and [Rollup](https://rollupjs.org/), as the bundler for [Astro](https://astro.build/)'],
    ['approximate speed-ups and inline code', '~3x, a small array ~2.5x, a nested map ~4x, while a plain `a.b()`'],
    ['code cut mid-line', '"(bytesRead === -1 || bytesLeft'],
    ['a template literal with an arrow', '>= ${maxRetries} attempts`, { retry: !isIdle }, r =>'],
  ])('not a suffix: %s', (_why, span) => {
    expect(tokenSoupWindow.validate(span)).toBe('invalid');
  });

  test('one open bracket and no soup token is not enough, whatever the markers', () => {
    expect(isSuffixWindow('"(a === b || c')).toBe(false);
    expect(isSuffixWindow('"(a b c')).toBe(false);
  });

  test('code markers veto a window with few open brackets, not one that is clearly soup', () => {
    expect(isSuffixWindow('foo(( bar baz q')).toBe(true); // two open brackets: soup on its own
    expect(isSuffixWindow('foo(( bar === baz || q')).toBe(false); // the same with two markers: vetoed
    expect(isSuffixWindow('x](( y{{ z=( w === v || u')).toBe(true); // five open brackets outweigh them
  });
});
