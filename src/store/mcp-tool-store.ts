/**
 * Canonical tool hashes per account and MCP server, so a later scan can report a tool whose definition changed
 * (a rug pull: a tool that was approved while benign and then rewritten).
 */
import type { Database } from 'lmdb';
import type { Db } from './db.ts';

export interface ToolHashes {
  hashes: Record<string, string>;
  scanned_at: number;
}

/** Last-seen tool hashes keyed by `<owner>|<server url>`. */
export class McpToolStore {
  private readonly records: Database<ToolHashes, string>;

  constructor(db: Db) {
    this.records = db.openDB<ToolHashes, string>({ name: 'mcp-tools' });
  }

  /** The hashes from the previous scan of `server` by `owner`, if any. */
  previous(owner: string, server: string): ToolHashes | undefined {
    return this.records.get(`${owner}|${server}`);
  }

  /** Records this scan's hashes (resolves when durable). */
  async record(owner: string, server: string, hashes: Record<string, string>, now = Date.now()): Promise<void> {
    await this.records.put(`${owner}|${server}`, { hashes, scanned_at: now });
  }
}
