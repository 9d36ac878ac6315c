import { describe, expect, test } from 'bun:test';
import { renderToolRows, toolBlock } from './mcp-tool-text.ts';

describe('toolBlock', () => {
  test('renders a tool definition the way an MCP scan sees it', () => {
    const json = JSON.stringify({
      name: 'get_forecast', description: 'Weather for a place.',
      inputSchema: { type: 'object', properties: { city: { type: 'string', description: 'City name' } } },
    });
    expect(toolBlock(json)).toBe('tool: get_forecast\ndescription: Weather for a place.\ninput.city\ninput.city.description: City name');
  });

  test('a row that is not a tool definition is an error, not an empty text', () => {
    expect(() => toolBlock(JSON.stringify({ description: 'no name' }))).toThrow(/not an MCP tool definition/);
  });

  test('renderToolRows keeps the row and replaces only its text', () => {
    const row = { id: 'r1', text: JSON.stringify({ name: 'ping' }), label: 'benign', category: 'benign', source: 'test' };
    expect(renderToolRows([row])).toEqual([{ ...row, text: 'tool: ping' }]);
  });
});
