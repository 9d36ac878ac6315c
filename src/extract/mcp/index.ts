/** Remote MCP server scanning: collect bounded metadata, render it as segmented text, fingerprint tools. */
export { collectMcpMetadata, type CollectOptions } from './collect.ts';
export { McpCollectError, type McpFailureKind } from './errors.ts';
export { mcpToDocument, type McpDocument, type McpSegment, type McpSegmentKind } from './text.ts';
export { canonicalToolHash, diffTools, toolHashes, type ToolDiff } from './canonical.ts';
export type * from './types.ts';
