import { describe, expect, test } from 'bun:test';
import { boundHtml } from './html-bound.ts';

const limits = { maxDepth: 3, maxTags: 1_000 };

describe('boundHtml', () => {
  test('ordinary markup passes through untouched', () => {
    const src = '<ul><li>a<li>b</ul><p>one<p>two<br><img src=x><svg><path d="M0"/><path/></svg>';
    expect(boundHtml(src, limits)).toEqual({ html: src, rest: '', flattened: 0 });
  });

  test('tags nested past maxDepth are dropped, their text kept', () => {
    const b = boundHtml('<div><div><div><div><b>deep</b></div></div></div></div>', limits);
    expect(b.html).toBe('<div><div><div>deep</div></div></div>');
    expect(b.flattened).toBe(4);
  });

  test('self-closing HTML tags nest (the parser ignores the slash), SVG ones do not', () => {
    expect(boundHtml('<div/><div/><div/><div/>x', limits).flattened).toBe(1);
    expect(boundHtml('<svg><g/><g/><g/><g/></svg>', limits).flattened).toBe(0);
  });

  test('end tags matching nothing are dropped; raw text is not read as markup', () => {
    expect(boundHtml('<div></x></y>z</div>', limits).html).toBe('<div>z</div>');
    expect(boundHtml('<script>"<div><div><div><div>"</script>', limits).flattened).toBe(0);
  });

  test('after maxTags the remainder is split off', () => {
    const b = boundHtml('<i>a</i>'.repeat(5), { maxDepth: 10, maxTags: 3 });
    expect(b.html).toBe('<i>a</i>'.repeat(3));
    expect(b.rest).toBe('<i>a</i>'.repeat(2));
  });

  test('a quoted > does not end a tag', () => {
    expect(boundHtml('<a title="1 > 0"><div><div><div>x', limits).flattened).toBe(1);
  });
});
