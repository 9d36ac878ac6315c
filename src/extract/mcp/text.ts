/**
 * Turns collected MCP metadata into one scannable text: every string a model would read, one block per server,
 * tool, prompt, resource, template and auth challenge, each block one segment (UTF-16 offsets, end exclusive).
 * Blocks are separated by a blank line that belongs to no segment.
 */
import { renderJson, renderSchema } from './schema-text.ts';
import type {
  CanonicalTool, McpAuthRequired, McpMetadata, McpPrompt, McpResource, McpResourceTemplate,
} from './types.ts';

/** The kinds of segment an MCP document has. */
export type McpSegmentKind = 'mcp_server' | 'mcp_tool' | 'mcp_prompt' | 'mcp_resource' | 'mcp_resource_template' | 'mcp_auth';

/** One rendered surface: `text.slice(start, end)` is its block. */
export interface McpSegment {
  id: string;
  kind: McpSegmentKind;
  start: number;
  end: number;
  name: string;
}

/** The text to scan and where each surface lies in it. */
export interface McpDocument {
  text: string;
  segments: McpSegment[];
}

const SEPARATOR = '\n\n';

class DocumentBuilder {
  private text = '';
  readonly segments: McpSegment[] = [];
  private readonly ids = new Map<string, number>();

  add(kind: McpSegmentKind, id: string, name: string, lines: string[]): void {
    if (this.segments.length > 0) this.text += SEPARATOR;
    const start = this.text.length;
    this.text += lines.join('\n');
    this.segments.push({ id: this.uniqueId(id), kind, start, end: this.text.length, name });
  }

  // Servers may list two tools with one name; each still needs its own segment id.
  private uniqueId(id: string): string {
    const n = (this.ids.get(id) ?? 0) + 1;
    this.ids.set(id, n);
    return n === 1 ? id : `${id}#${n}`;
  }

  build(): McpDocument {
    return { text: this.text, segments: this.segments };
  }
}

/** Pushes `label: value` when there is a value. */
function field(lines: string[], label: string, value: string | undefined): void {
  if (value !== undefined && value !== '') lines.push(`${label}: ${value}`);
}

function serverLines(meta: McpMetadata): string[] {
  const info = meta.serverInfo ?? {};
  // Always a first line, so even an anonymous server without instructions yields non-empty text to scan.
  const lines = [`mcp server: ${info.name ?? '(unnamed)'}`];
  field(lines, 'title', info.title);
  field(lines, 'version', info.version);
  field(lines, 'description', info.description);
  field(lines, 'website', info.websiteUrl);
  field(lines, 'instructions', meta.instructions);
  return lines;
}

function toolLines(tool: CanonicalTool): string[] {
  const lines = [`tool: ${tool.name}`];
  field(lines, 'title', tool.title);
  field(lines, 'description', tool.description);
  if (tool.inputSchema !== undefined) renderSchema(tool.inputSchema, 'input', lines);
  if (tool.outputSchema !== undefined) renderSchema(tool.outputSchema, 'output', lines);
  // Hints are booleans a host may trust (readOnlyHint, destructiveHint), so they are rendered too.
  if (tool.annotations) renderJson(tool.annotations, 'annotations', lines, true);
  return lines;
}

function promptLines(prompt: McpPrompt): string[] {
  const lines = [`prompt: ${prompt.name}`];
  field(lines, 'title', prompt.title);
  field(lines, 'description', prompt.description);
  for (const arg of prompt.arguments) {
    lines.push(`argument: ${arg.name}${arg.required ? ' (required)' : ''}`);
    field(lines, `argument ${arg.name} title`, arg.title);
    field(lines, `argument ${arg.name} description`, arg.description);
  }
  return lines;
}

function resourceLines(r: McpResource | McpResourceTemplate, template: boolean): string[] {
  const lines = [`${template ? 'resource template' : 'resource'}: ${r.name}`];
  field(lines, 'title', r.title);
  field(lines, template ? 'uri template' : 'uri', 'uri' in r ? r.uri : r.uriTemplate);
  field(lines, 'description', r.description);
  field(lines, 'mime type', r.mimeType);
  return lines;
}

function authLines(auth: McpAuthRequired): string[] {
  const lines = [`authorization required: HTTP ${auth.status}`];
  field(lines, 'www-authenticate', auth.wwwAuthenticate);
  field(lines, 'resource metadata url', auth.resourceMetadataUrl);
  // The metadata document is server-written text (resource_name, documentation links): scanned like the rest.
  if (auth.resourceMetadata !== undefined) renderJson(auth.resourceMetadata, 'resource metadata', lines, true);
  return lines;
}

/** Renders the metadata as one text with one contiguous segment per server, tool, prompt, resource and template. */
export function mcpToDocument(meta: McpMetadata): McpDocument {
  const doc = new DocumentBuilder();
  doc.add('mcp_server', 'server', meta.serverInfo?.name ?? '', serverLines(meta));
  if (meta.authRequired) doc.add('mcp_auth', 'auth', 'authorization', authLines(meta.authRequired));
  for (const t of meta.tools) doc.add('mcp_tool', `tool:${t.name}`, t.name, toolLines(t));
  for (const p of meta.prompts) doc.add('mcp_prompt', `prompt:${p.name}`, p.name, promptLines(p));
  for (const r of meta.resources) doc.add('mcp_resource', `resource:${r.uri}`, r.name || r.uri, resourceLines(r, false));
  for (const r of meta.resourceTemplates) {
    doc.add('mcp_resource_template', `resource_template:${r.uriTemplate}`, r.name || r.uriTemplate, resourceLines(r, true));
  }
  return doc.build();
}
