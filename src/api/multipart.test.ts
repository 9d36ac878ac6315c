import { describe, expect, test } from 'bun:test';
import { boundaryOf, parseMultipart } from './multipart.ts';

async function encode(form: FormData): Promise<{ body: Uint8Array; type: string }> {
  const res = new Response(form);
  const type = res.headers.get('content-type')!;
  return { body: new Uint8Array(await res.arrayBuffer()), type };
}

describe('multipart parser', () => {
  test('reads fields and files in order, as the platform encodes them', async () => {
    const form = new FormData();
    form.append('text', 'héllo');
    form.append('files', new File(['a,b\n1,2'], 'data.txt', { type: 'text/plain' }));
    form.append('files', new File(['# T'], 'notes.md'));
    form.append('config', '{"categories":["pii"]}');
    const { body, type } = await encode(form);
    const parts = parseMultipart(body, boundaryOf(type));
    expect(parts.map((p) => [p.name, p.filename])).toEqual([['text', undefined], ['files', 'data.txt'], ['files', 'notes.md'], ['config', undefined]]);
    expect(new TextDecoder().decode(parts[0].data)).toBe('héllo');
    expect(new TextDecoder().decode(parts[1].data)).toBe('a,b\n1,2');
    expect(parts[1].contentType).toStartWith('text/plain');
  });

  test('keeps raw bytes, so invalid UTF-8 stays visible', () => {
    const b = 'XyZ';
    const head = new TextEncoder().encode(`--${b}\r\nContent-Disposition: form-data; name="text"\r\n\r\n`);
    const tail = new TextEncoder().encode(`\r\n--${b}--\r\n`);
    const body = new Uint8Array([...head, 0xff, 0xfe, ...tail]);
    expect([...parseMultipart(body, b)[0].data]).toEqual([0xff, 0xfe]);
  });

  test.each([
    ['no boundary in body', 'hello'],
    ['no closing boundary', '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'],
    ['part without a name', '--XyZ\r\nContent-Type: text/plain\r\n\r\nv\r\n--XyZ--'],
  ])('%s is a 400', (_n, raw) => {
    expect(() => parseMultipart(new TextEncoder().encode(raw), 'XyZ')).toThrow(expect.objectContaining({ status: 400 }));
  });

  test('Content-Type without boundary is a 400', () => {
    expect(() => boundaryOf('multipart/form-data')).toThrow(expect.objectContaining({ status: 400 }));
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
  });
});
