/**
 * MCP tool definitions stored as the JSON a server lists (`{name, description, inputSchema}`) are scored on the
 * text the product scans for an MCP target: the tool's block as src/extract/mcp renders it ("tool: name",
 * "description: …", one line per schema string). A scanner judged on raw JSON would miss what the renderer adds
 * (every block says "tool") and what it drops (JSON punctuation).
 */
import { normalizeTool } from '../../src/extract/mcp/normalize.ts';
import { mcpToDocument } from '../../src/extract/mcp/text.ts';
import type { DataRow } from './data.ts';

/** The rendered block of one tool definition (JSON text); throws on a row that is not a tool. */
export function toolBlock(json: string): string {
  const tool = normalizeTool(JSON.parse(json), { deepNodes: 0 });
  if (!tool) throw new Error(`not an MCP tool definition: ${json.slice(0, 80)}`);
  const doc = mcpToDocument({ transport: 'streamable-http', tools: [tool], prompts: [], resources: [], resourceTemplates: [], warnings: [] });
  const seg = doc.segments.find((s) => s.kind === 'mcp_tool')!;
  return doc.text.slice(seg.start, seg.end);
}

/** The rows with each tool definition replaced by its rendered block. */
export function renderToolRows(rows: DataRow[]): DataRow[] {
  return rows.map((r) => ({ ...r, text: toolBlock(r.text) }));
}
