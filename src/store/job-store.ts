/**
 * Durable job records. The scheduler is the only writer of a job; GET reads them. Records keep the
 * prepared input (`payload`) until the job is terminal so a job interrupted by a crash can be resumed.
 */
import type { Database } from 'lmdb';
import type {
  CategoryResultT, CompletionT, CoverageMetadataT, ExtractionMetadataT, InputMetadataT,
  ProgressT, SafetyStatusT, ScanUsageT, TimingsT, UrlSegmentT,
} from '../contract/spec.ts';
import type { ScanPlan } from '../detect/types.ts';
import type { Db } from './db.ts';

export type JobStatus = 'running' | 'completed' | 'failed';

/** What a worker needs to (re)run the job. Dropped once the job is terminal. */
export interface JobPayload {
  /** Prepared content; absent while a remote source is still to be fetched. */
  text?: string;
  plan: ScanPlan;
  /** A webpage or MCP server the job fetches itself. */
  remote?: { kind: 'url' | 'mcp_server'; url: string };
  /** Surfaces of the content (UTF-16 ranges of `text`), reported as segments. */
  segments?: Array<{ id: string; kind: string; start: number; end: number }>;
}

export interface JobRecord {
  job_id: string;
  /** Principal that owns the job (account id, or `anon:<client>`); GET by anyone else is a 404. */
  owner: string;
  source: string;
  status: JobStatus;
  created_at: number;
  updated_at: number;
  expires_at: number;
  attempts: number;
  input: InputMetadataT;
  extraction: ExtractionMetadataT;
  coverage: CoverageMetadataT;
  usage: ScanUsageT;
  progress: Record<string, ProgressT>;
  categories: Record<string, CategoryResultT>;
  detectors?: Record<string, string[]>;
  completion?: CompletionT;
  decision?: string;
  safety_status?: SafetyStatusT;
  timings?: TimingsT;
  segments?: UrlSegmentT[];
  payload?: JobPayload;
  /** This job's share of its submission's charge, refunded if the job fails. */
  charge?: JobCharge;
}

export interface JobCharge {
  payer_id: string;
  plan: string;
  at: number;
  units: number;
  tokens: number;
}

/** Job persistence with a time-ordered expiry index. */
export class JobStore {
  private readonly jobs: Database<JobRecord, string>;
  private readonly expiry: Database<string, [number, string]>;

  constructor(private readonly db: Db) {
    this.jobs = db.openDB<JobRecord, string>({ name: 'jobs' });
    this.expiry = db.openDB<string, [number, string]>({ name: 'job-expiry', encoding: 'string' });
  }

  /** Writes new records atomically: either every job of a submission exists or none does. */
  async createAll(records: JobRecord[]): Promise<void> {
    await this.db.transaction(() => {
      for (const r of records) {
        this.jobs.put(r.job_id, r);
        this.expiry.put([r.expires_at, r.job_id], r.job_id);
      }
    });
  }

  /** The record, or undefined when missing or expired (expired records read as gone before the sweep). */
  get(jobId: string, now = Date.now()): JobRecord | undefined {
    const r = this.jobs.get(jobId);
    return r && r.expires_at > now ? r : undefined;
  }

  /** Applies a change to an existing record; resolves when durable. No-op if the job is gone. */
  async update(jobId: string, change: (r: JobRecord) => void): Promise<JobRecord | undefined> {
    let updated: JobRecord | undefined;
    await this.jobs.transaction(() => {
      const r = this.jobs.get(jobId);
      if (!r) return;
      change(r);
      r.updated_at = Date.now();
      this.jobs.put(jobId, r);
      updated = r;
    });
    return updated;
  }

  /** Jobs still marked running (after a crash these need resuming or failing). */
  *running(): Generator<JobRecord> {
    for (const { value } of this.jobs.getRange()) if (value.status === 'running') yield value;
  }

  /** Deletes records whose TTL has passed; returns how many went. */
  async sweepExpired(now = Date.now(), max = 10_000): Promise<number> {
    const due: Array<[number, string]> = [];
    for (const { key } of this.expiry.getRange({ end: [now, '\uffff'], limit: max })) due.push(key);
    if (due.length === 0) return 0;
    await this.db.transaction(() => {
      for (const key of due) {
        this.expiry.remove(key);
        this.jobs.remove(key[1]);
      }
    });
    return due.length;
  }

}
