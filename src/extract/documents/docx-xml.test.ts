import { describe, expect, test } from 'bun:test';
import { decodeXmlEntities, plainXmlText, scanWordXml } from './docx-xml.ts';

describe('scanWordXml', () => {
  test('collects all run text, and hidden and deleted runs on their own', () => {
    const xml = '<w:body><w:p><w:r><w:t>Shown</w:t></w:r><w:r><w:rPr><w:b/><w:vanish/></w:rPr><w:t xml:space="preserve"> secret</w:t></w:r></w:p>'
      + '<w:p><w:del><w:r><w:delText>gone</w:delText></w:r></w:del><w:r><w:tab/><w:t>a&amp;b &lt;c&gt; &#x263A;</w:t><w:br/></w:r></w:p></w:body>';
    expect(scanWordXml(xml)).toEqual({ text: 'Shown secret\n\ta&b <c> ☺\n\n', hidden: ' secret\n', deleted: 'gone\n' });
  });

  test('w:vanish switched off, or on the paragraph mark only, hides nothing', () => {
    const xml = '<w:p><w:pPr><w:rPr><w:vanish/></w:rPr></w:pPr><w:r><w:rPr><w:vanish w:val="false"/></w:rPr><w:t>seen</w:t></w:r></w:p>';
    expect(scanWordXml(xml).hidden).toBe('');
    expect(scanWordXml(xml).text).toBe('seen\n');
  });

  test('is linear on hostile input: 200k unterminated runs', () => {
    const t0 = performance.now();
    scanWordXml('<w:r><w:t>x'.repeat(200_000));
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});

describe('plainXmlText', () => {
  test('one line per text node, CDATA kept verbatim', () => {
    expect(plainXmlText('<a><b>One</b> <c>Two &amp; three</c><![CDATA[<raw>]]></a>')).toBe('One\nTwo & three\n<raw>');
  });
});

describe('decodeXmlEntities', () => {
  test('leaves unknown and out-of-range references alone', () => {
    expect(decodeXmlEntities('&foo; &#1114112; &#65;')).toBe('&foo; &#1114112; A');
  });
});
