import { describe, expect, test } from 'bun:test';
import { extractHtml } from './html.ts';
import type { ExtractedDocument } from './types.ts';

const budget = (maxChars = 1_000_000) => ({ maxChars, deadline: Date.now() + 10_000 });
const html = (s: string, maxChars?: number) => extractHtml(new TextEncoder().encode(s), budget(maxChars));
const surface = (doc: ExtractedDocument, kind: string) => {
  const s = doc.surfaces.find((x) => x.kind === kind);
  return s ? doc.text.slice(s.start, s.end) : undefined;
};

const PAGE = `<!doctype html><html><head><title>Shop</title>
<meta name="description" content="INJ-META"><meta property="og:title" content="INJ-OG">
<style>.promo::after { content: "INJ-STYLE" }</style></head>
<body><h1>Welcome</h1><p>Buy <b>now</b><!-- INJ-COMMENT --></p>
<div hidden>INJ-HIDDEN-ATTR</div><div style="display: none">INJ-DISPLAY</div><span style="font-size:0">INJ-FONT0</span>
<p style="opacity:0.5">half visible</p><template><p>INJ-TEMPLATE</p></template>
<noscript>INJ-NOSCRIPT</noscript><script>fetch("/x?q=INJ-SCRIPT")</script><script type="application/ld+json">{"d":"INJ-JSONLD"}</script>
<img src="a.png" alt="INJ-ALT"><abbr title="INJ-TITLE">t</abbr><button aria-label="INJ-ARIA" aria-expanded="false">b</button>
<input placeholder="INJ-PLACEHOLDER"><input type="hidden" name="t" value="INJ-VALUE"><div data-prompt="INJ-DATA">d</div>
<a href="https://example.com/INJ-HREF">link</a><iframe srcdoc="&lt;p&gt;INJ-SRCDOC&lt;/p&gt;"></iframe>
<div hidden><script>var nested = "INJ-NESTED-SCRIPT"</script>INJ-AFTER-SCRIPT</div><p>Tail</p></body></html>`;

describe('extractHtml', () => {
  const doc = html(PAGE);

  test('visible text excludes every hidden surface', () => {
    const visible = surface(doc, 'visible')!;
    expect(visible).toContain('Welcome');
    expect(visible).toContain('Buy now');
    expect(visible).toContain('half visible');
    expect(visible).toContain('Tail');
    expect(visible).not.toContain('INJ-');
  });

  test.each([
    ['comment', 'INJ-COMMENT'], ['hidden-element', 'INJ-HIDDEN-ATTR'], ['hidden-element', 'INJ-DISPLAY'],
    ['hidden-element', 'INJ-FONT0'], ['hidden-element', 'INJ-TEMPLATE'], ['hidden-element', 'INJ-AFTER-SCRIPT'],
    ['noscript', 'INJ-NOSCRIPT'], ['script', 'INJ-SCRIPT'], ['script', 'INJ-JSONLD'], ['script', 'INJ-NESTED-SCRIPT'],
    ['style', 'INJ-STYLE'], ['meta', 'description: INJ-META'], ['meta', 'og:title: INJ-OG'], ['attribute:alt', 'INJ-ALT'],
    ['attribute:title', 'INJ-TITLE'], ['attribute:aria', 'INJ-ARIA'], ['attribute:placeholder', 'INJ-PLACEHOLDER'],
    ['attribute:value', 'INJ-VALUE'], ['attribute:data', 'INJ-DATA'], ['link-target', 'https://example.com/INJ-HREF'],
    ['attribute:srcdoc', '<p>INJ-SRCDOC</p>'],
  ])('surface %s carries %s, inside its own range', (kind, needle) => {
    expect(surface(doc, kind)).toContain(needle);
    expect(doc.text).toContain(`[html:${kind}]`);
  });

  test('boolean aria values are noise and are left out', () => {
    expect(surface(doc, 'attribute:aria')).toBe('INJ-ARIA');
  });

  test('a fragment without <html> keeps text around its elements', () => {
    const frag = html('<div>first</div> tail text <!--note-->');
    expect(surface(frag, 'visible')).toBe('first\ntail text');
    expect(surface(frag, 'comment')).toBe('note');
  });

  test('100k nested elements: bounded work, text kept, process survives', () => {
    const t0 = performance.now();
    const deep = html(`<html><body>${'<div>'.repeat(100_000)}INJ-DEEP${'</div>'.repeat(100_000)}</body></html>`);
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(deep.text).toContain('INJ-DEEP');
    expect(deep.warnings.some((w) => w.includes('flattened') || w.includes('raw markup'))).toBe(true);
  });

  test('beyond the element cap the rest is scanned as raw markup and the result is partial', () => {
    const many = html(`<body>${'<p>x</p>'.repeat(120_000)}<div hidden>INJ-LATE</div></body>`);
    expect(many.state).toBe('partial');
    expect(surface(many, 'unparsed')).toContain('INJ-LATE');
  });

  test('10 MB on one line: linear, capped at maxChars, partial', () => {
    const t0 = performance.now();
    const big = html(`<p>${'word '.repeat(2_000_000)}</p><!--INJ-END-->`);
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(big.text.length).toBeLessThanOrEqual(1_000_000);
    expect(big.state).toBe('partial');
    expect(surface(big, 'comment')).toBe('INJ-END');
  });
});
