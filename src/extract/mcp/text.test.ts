import { describe, expect, test } from 'bun:test';
import { fixtureTools } from '../../../test/helpers/mcp-server.ts';
import { normalizeTool } from './normalize.ts';
import { mcpToDocument } from './text.ts';
import type { JsonValue, McpMetadata } from './types.ts';

function meta(over: Partial<McpMetadata> = {}): McpMetadata {
  return { transport: 'streamable-http', tools: [], prompts: [], resources: [], resourceTemplates: [], warnings: [], ...over };
}

const tools = fixtureTools().map((t) => normalizeTool(t, { deepNodes: 0 })!);

describe('mcpToDocument', () => {
  test('one contiguous, non-overlapping segment per surface, separated by blank lines', () => {
    const doc = mcpToDocument(meta({
      serverInfo: { name: 'srv', version: '2' }, instructions: 'Be nice.', tools,
      prompts: [{ name: 'p', arguments: [{ name: 'a', description: 'arg text', required: true }] }],
      resources: [{ uri: 'file:///r', name: 'r', description: 'res text' }],
      resourceTemplates: [{ uriTemplate: 'file:///{x}', name: 'tpl', description: 'tpl text' }],
    }));
    expect(doc.segments.map((s) => s.kind)).toEqual([
      'mcp_server', 'mcp_tool', 'mcp_tool', 'mcp_tool', 'mcp_tool', 'mcp_prompt', 'mcp_resource', 'mcp_resource_template',
    ]);
    expect(doc.segments.map((s) => s.id)).toEqual([
      'server', 'tool:get_weather', 'tool:add', 'tool:read_file', 'tool:search_docs', 'prompt:p', 'resource:file:///r',
      'resource_template:file:///{x}',
    ]);
    expect(doc.segments[0].start).toBe(0);
    expect(doc.segments.at(-1)!.end).toBe(doc.text.length);
    for (let i = 1; i < doc.segments.length; i++) {
      expect(doc.text.slice(doc.segments[i - 1].end, doc.segments[i].start)).toBe('\n\n');
    }
    const slice = (i: number) => doc.text.slice(doc.segments[i].start, doc.segments[i].end);
    expect(slice(0)).toBe('mcp server: srv\nversion: 2\ninstructions: Be nice.');
    expect(slice(5)).toBe('prompt: p\nargument: a (required)\nargument a description: arg text');
    expect(slice(6)).toBe('resource: r\nuri: file:///r\ndescription: res text');
    expect(slice(7)).toBe('resource template: tpl\nuri template: file:///{x}\ndescription: tpl text');
  });

  test('renders every nested schema string: descriptions, titles, defaults, enums, examples, names', () => {
    const doc = mcpToDocument(meta({ tools: [tools[0]] }));
    const s = doc.segments[1];
    expect(doc.text.slice(s.start, s.end)).toBe([
      'tool: get_weather',
      'title: Weather',
      'description: Returns the current weather for a city.',
      'input.city',
      'input.city.description: City name, e.g. Paris',
      'input.city.examples: Paris | Lyon',
      'input.units',
      'input.units.title: Units',
      'input.units.enum: metric | imperial',
      'input.units.default: metric',
      'output.temp',
      'output.temp.description: Temperature in the requested units',
      'annotations.title: Weather lookup',
      'annotations.readOnlyHint: true',
      'annotations.openWorldHint: true',
    ].join('\n'));
  });

  test('walks composition keywords, $defs, items and unknown extensions; skips structural vocabulary', () => {
    const schema: JsonValue = {
      type: 'object', $schema: 'https://json-schema.org/draft/2020-12/schema',
      $defs: { Mode: { description: 'hidden in defs', enum: [1, 'two'] } },
      properties: {
        list: { type: 'array', items: { description: 'each item', default: { k: 'v' } } },
        either: { anyOf: [{ const: 'yes' }, { description: 'alt text' }] },
      },
      'x-note': { say: 'extension text' },
    };
    const doc = mcpToDocument(meta({ tools: [{ name: 't', inputSchema: schema }] }));
    const text = doc.text.slice(doc.segments[1].start);
    expect(text).toContain('input.$defs.Mode.description: hidden in defs');
    expect(text).toContain('input.$defs.Mode.enum: 1 | two');
    expect(text).toContain('input.list.items.description: each item');
    expect(text).toContain('input.list.items.default: {"k":"v"}');
    expect(text).toContain('input.either.anyOf[0].const: yes');
    expect(text).toContain('input.either.anyOf[1].description: alt text');
    expect(text).toContain('input.x-note.say: extension text');
    expect(text).not.toContain('json-schema.org');
    expect(text).not.toContain('object');
  });

  test('offsets are UTF-16 indices and survive astral characters', () => {
    const doc = mcpToDocument(meta({
      serverInfo: { name: '🛠️ tools' },
      tools: [{ name: 'émoji', description: '𝒳 then <IMPORTANT>' }, { name: 'émoji', description: 'twin' }],
    }));
    const [, first, second] = doc.segments;
    // 🛠️ is three UTF-16 units (surrogate pair + variation selector), not one character or seven bytes.
    expect(first.start).toBe('mcp server: 🛠️ tools\n\n'.length);
    expect(first.start).toBe(23);
    expect(doc.text.slice(first.start, first.end)).toBe('tool: émoji\ndescription: 𝒳 then <IMPORTANT>');
    expect(first.id).toBe('tool:émoji');
    expect(second.id).toBe('tool:émoji#2');
    expect(doc.text.slice(second.start, second.end)).toBe('tool: émoji\ndescription: twin');
  });

  test('an anonymous server still yields non-empty text', () => {
    const doc = mcpToDocument(meta());
    expect(doc.text).toBe('mcp server: (unnamed)');
    expect(doc.segments).toEqual([{ id: 'server', kind: 'mcp_server', start: 0, end: doc.text.length, name: '' }]);
  });
});
