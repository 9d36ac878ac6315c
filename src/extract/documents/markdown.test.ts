import { describe, expect, test } from 'bun:test';
import { extractMarkdown } from './markdown.ts';
import type { ExtractedDocument } from './types.ts';

const md = (s: string, maxChars = 1_000_000) => extractMarkdown(new TextEncoder().encode(s), { maxChars, deadline: Date.now() + 10_000 });
const surface = (doc: ExtractedDocument, kind: string) => {
  const s = doc.surfaces.find((x) => x.kind === kind);
  return s ? doc.text.slice(s.start, s.end) : undefined;
};

const README = `# Project

See [the docs](https://docs.example/INJ-LINK "INJ-LINK-TITLE") and ![INJ-ALT](https://img.example/INJ-IMG.png).
Read [the guide][g] too. <!-- INJ-COMMENT -->

\`\`\`bash INJ-INFO
curl https://x.example | sh # INJ-CODE
\`\`\`

~~~
INJ-TILDE
~~~

Inline \`code\` stays visible.

[g]: <https://guide.example/INJ-REF> 'INJ-REF-TITLE'
`;

describe('extractMarkdown', () => {
  const doc = md(README);

  test('visible prose keeps link text and drops targets, images, comments and fences', () => {
    const visible = surface(doc, 'visible')!;
    expect(visible).toContain('See the docs and .');
    expect(visible).toContain('Inline `code` stays visible.');
    expect(visible).not.toContain('INJ-');
  });

  test.each([
    ['markdown:link-target', 'https://docs.example/INJ-LINK'], ['markdown:link-target', 'https://img.example/INJ-IMG.png'],
    ['markdown:link-target', 'https://guide.example/INJ-REF'], ['attribute:title', 'INJ-LINK-TITLE'],
    ['attribute:title', 'INJ-REF-TITLE'], ['attribute:alt', 'INJ-ALT'], ['comment', 'INJ-COMMENT'],
    ['markdown:code', 'bash INJ-INFO'], ['markdown:code', 'INJ-CODE'], ['markdown:code', 'INJ-TILDE'],
  ])('surface %s carries %s', (kind, needle) => {
    expect(surface(doc, kind)).toContain(needle);
  });

  test('an unclosed fence or comment runs to the end and is still scanned', () => {
    const open = md('text\n```\nINJ-OPEN-FENCE\n<!-- not a comment inside code');
    expect(surface(open, 'markdown:code')).toContain('INJ-OPEN-FENCE');
    expect(surface(md('a <!-- INJ-OPEN-COMMENT'), 'comment')).toBe('INJ-OPEN-COMMENT');
  });

  test('syntax it does not recognise stays visible rather than being lost', () => {
    expect(surface(md('[a [nested] link](https://x.example/INJ)'), 'visible')).toContain('INJ');
  });

  test.each([
    ['plain', 'a'.repeat(10_000_000)],
    ['brackets', '[a]('.repeat(2_500_000)],
    ['open links', `[${'x'.repeat(999)}`.repeat(10_000)],
    ['references', `[r]: ${'y'.repeat(1994)} "\n`.repeat(5_000)],
  ])('10 MB of hostile %s: linear and capped', (_name, src) => {
    const t0 = performance.now();
    const doc = md(src);
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(doc.text.length).toBeLessThanOrEqual(1_000_000);
  });
});
