/**
 * The bounded metadata Scanward collects from a remote MCP server: only what list methods and the handshake return,
 * reduced to the fields a model reads. Nothing here came from executing a tool or reading a resource.
 */

/** A JSON value as parsed from the wire. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A tool definition as a model sees it; volatile and non-model fields (`_meta`, `icons`, `execution`) are dropped. */
export interface CanonicalTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: JsonValue;
  outputSchema?: JsonValue;
  annotations?: { [key: string]: JsonValue };
}

/** One declared prompt argument. */
export interface McpPromptArgument {
  name: string;
  title?: string;
  description?: string;
  required?: boolean;
}

/** A prompt as listed by prompts/list (its messages are never fetched). */
export interface McpPrompt {
  name: string;
  title?: string;
  description?: string;
  arguments: McpPromptArgument[];
}

/** A resource as listed by resources/list (its contents are never read). */
export interface McpResource {
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
}

/** A resource template as listed by resources/templates/list. */
export interface McpResourceTemplate {
  uriTemplate: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
}

/** The server's self-description from initialize or server/discover. */
export interface McpServerInfo {
  name?: string;
  title?: string;
  version?: string;
  description?: string;
  websiteUrl?: string;
}

/** Why no metadata could be listed: the server wants credentials, and what it advertised about them. */
export interface McpAuthRequired {
  status: number;
  wwwAuthenticate?: string;
  /** The RFC 9728 metadata URL, from the challenge or the well-known default. */
  resourceMetadataUrl?: string;
  /** The RFC 9728 protected resource metadata document, when it could be fetched (bounded). */
  resourceMetadata?: JsonValue;
}

/** How the collector reached the server. */
export type McpTransportName = 'streamable-http' | 'http+sse';

/** Everything collectMcpMetadata found, plus warnings for every cap that cut something off. */
export interface McpMetadata {
  /** Negotiated revision, e.g. `2026-07-28` (stateless) or `2025-11-25` (initialize + sessions). */
  protocolVersion?: string;
  transport: McpTransportName;
  /** `modern` = server/discover (2026-07-28+), `legacy` = the initialize handshake. */
  era?: 'modern' | 'legacy';
  serverInfo?: McpServerInfo;
  instructions?: string;
  tools: CanonicalTool[];
  prompts: McpPrompt[];
  resources: McpResource[];
  resourceTemplates: McpResourceTemplate[];
  /** Human-readable, one per cut or skipped list; empty when everything was collected. */
  warnings: string[];
  authRequired?: McpAuthRequired;
}
