import { describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readJsonl } from './data.ts';
import { renderToolRows, toolDocument } from './mcp-tool-text.ts';

describe('toolDocument', () => {
  test('renders a tool definition as the document an MCP scan reads: an unnamed server block, then the tool', () => {
    const json = JSON.stringify({
      name: 'get_forecast', description: 'Weather for a place.',
      inputSchema: { type: 'object', properties: { city: { type: 'string', description: 'City name' } } },
    });
    expect(toolDocument(json)).toBe(
      'mcp server: (unnamed)\n\ntool: get_forecast\ndescription: Weather for a place.\ninput.city\ninput.city.description: City name',
    );
  });

  test('a row that is not a tool definition is an error, not an empty text', () => {
    expect(() => toolDocument(JSON.stringify({ description: 'no name' }))).toThrow(/not an MCP tool definition/);
    expect(() => toolDocument(JSON.stringify({ name: 'x', input_schema: {} }))).toThrow(/unknown tool field\(s\): input_schema/);
    expect(() => toolDocument(JSON.stringify({ name: 'x', description: 3 }))).toThrow(/description is not a string/);
  });
});

describe('renderToolRows', () => {
  test('keeps the row and replaces only its text', () => {
    const row = { id: 'r1', text: JSON.stringify({ name: 'ping' }), label: 'benign', category: 'benign', source: 'test' };
    expect(renderToolRows([row])).toEqual([{ ...row, text: 'mcp server: (unnamed)\n\ntool: ping' }]);
  });

  test('names the row that cannot be rendered', () => {
    const row = { id: 'broken-7', text: '{not json', label: 'benign', category: 'benign', source: 'test' };
    expect(() => renderToolRows([row])).toThrow(/^row broken-7: /);
  });
});

describe('mcp-tools-benign.jsonl', () => {
  const rows = readJsonl(join(import.meta.dir, 'mcp-tools-benign.jsonl'));

  test('every row renders, and its split is sha256(name + description), first 32 bits even → build', () => {
    expect(rows.length).toBe(112);
    for (const r of rows) {
      const t = JSON.parse(r.text) as { name: string; description: string };
      const even = Number.parseInt(createHash('sha256').update(t.name + t.description).digest('hex').slice(0, 8), 16) % 2 === 0;
      expect(`${r.id} ${r.meta?.split}`).toBe(`${r.id} ${even ? 'build' : 'check'}`);
    }
    expect(renderToolRows(rows)).toHaveLength(rows.length);
  });

  test('rows quoted from public servers name their origin and licence', () => {
    const quoted = rows.filter((r) => r.meta?.origin !== undefined);
    expect(quoted.length).toBe(48);
    for (const r of quoted) expect(String(r.meta?.origin)).toEndWith(`(${r.license})`);
  });
});
