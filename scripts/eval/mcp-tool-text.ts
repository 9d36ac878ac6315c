/**
 * MCP tool definitions stored as the JSON a server lists (`{name, description, inputSchema}`) are scored on the
 * text the product scans for an MCP target: src/extract/mcp renders the whole server as one document (a server
 * block, then one block per tool) and the scan reads all of it. Each row becomes the document of a server that
 * lists only that tool and says nothing about itself ("mcp server: (unnamed)"), so no server text of ours adds
 * or hides a cue. A scanner judged on raw JSON would miss what the renderer adds (every block says "tool") and
 * what it drops (JSON punctuation).
 */
import { HASHED_TOOL_FIELDS } from '../../src/extract/mcp/canonical.ts';
import { normalizeTool } from '../../src/extract/mcp/normalize.ts';
import { mcpToDocument } from '../../src/extract/mcp/text.ts';
import type { DataRow } from './data.ts';

// The fields a model reads: the ones normalizeTool keeps and the rug-pull fingerprint hashes.
const TOOL_KEYS = new Set<string>(HASHED_TOOL_FIELDS);

/** The scanned document of a server listing only this tool (JSON text); throws on a row that is not a tool. */
export function toolDocument(json: string): string {
  const raw = JSON.parse(json) as Record<string, unknown>;
  // normalizeTool drops what it does not know (a misspelt input_schema, a non-string description): a row that
  // relies on such a field would be scored as a near-empty text, so it is refused instead.
  const unknown = Object.keys(raw).filter((k) => !TOOL_KEYS.has(k));
  if (unknown.length > 0) throw new Error(`unknown tool field(s): ${unknown.join(', ')}`);
  if (raw.description !== undefined && typeof raw.description !== 'string') throw new Error('description is not a string');
  const tool = normalizeTool(raw, { deepNodes: 0 });
  if (!tool) throw new Error('not an MCP tool definition (no name)');
  return mcpToDocument({ transport: 'streamable-http', tools: [tool], prompts: [], resources: [], resourceTemplates: [], warnings: [] }).text;
}

/** The rows with each tool definition replaced by its server's scanned document; a bad row is named. */
export function renderToolRows(rows: DataRow[]): DataRow[] {
  return rows.map((r) => {
    try {
      return { ...r, text: toolDocument(r.text) };
    } catch (e) {
      throw new Error(`row ${r.id}: ${(e as Error).message}`);
    }
  });
}
