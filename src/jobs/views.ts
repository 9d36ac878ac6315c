/** Maps stored job records and scan outcomes to the spec's response resources (exact fields only). */
import type { AcceptedT, CompletedSubmissionT, JobT, SubmissionJobT } from '../contract/spec.ts';
import type { PreparedDocument } from '../extract/document.ts';
import { worstDecision } from '../fuse/fuse.ts';
import { usageFor } from '../lib/units.ts';
import type { JobRecord } from '../store/job-store.ts';

const OPTIONAL_JOB_FIELDS = ['detectors', 'completion', 'decision', 'safety_status', 'segments', 'timings'] as const;

/** The GET body of a job (§2.3 Job): internal fields (owner, payload, attempts) never leave the store. */
export function toJob(r: JobRecord): JobT {
  const job: JobT = {
    job_id: r.job_id, source: r.source, status: r.status, input: r.input, extraction: r.extraction,
    coverage: r.coverage, progress: r.progress, categories: r.categories, usage: r.usage,
  };
  for (const k of OPTIONAL_JOB_FIELDS) if (r[k] !== undefined) (job as Record<string, unknown>)[k] = r[k];
  return job;
}

/** A SubmissionJob (§2.3) from a record. */
export function toSubmissionJob(r: Pick<JobRecord, 'job_id' | 'source' | 'status' | 'progress' | 'categories' | (typeof OPTIONAL_JOB_FIELDS)[number]>): SubmissionJobT {
  const job: SubmissionJobT = { job_id: r.job_id, source: r.source, status: r.status, progress: r.progress, categories: r.categories };
  for (const k of OPTIONAL_JOB_FIELDS) if (r[k] !== undefined) (job as Record<string, unknown>)[k] = r[k];
  return job;
}

/** Submission-level metadata over all documents of one request. */
export function submissionMeta(kind: JobRecord['input']['kind'], docs: PreparedDocument[]) {
  const tokens = docs.reduce((n, d) => n + d.tokens, 0);
  const partial = docs.some((d) => d.extraction.state === 'partial');
  const pages = (f: 'pages_total' | 'pages_scanned') => {
    const vals = docs.map((d) => d.extraction[f]).filter((v): v is number => v !== undefined);
    return vals.length ? { [f]: vals.reduce((a, b) => a + b, 0) } : {};
  };
  const n = docs.length;
  return {
    input: { kind, media_types: [...new Set(docs.map((d) => d.mediaType))] },
    extraction: {
      version: 'document-v1' as const, state: partial ? ('partial' as const) : ('complete' as const),
      documents_total: n, documents_scanned: n, warnings: docs.flatMap((d) => d.extraction.warnings),
      ...pages('pages_total'), ...pages('pages_scanned'),
    },
    coverage: {
      state: docs.some((d) => d.coverage.state === 'partial') ? ('partial' as const) : ('complete' as const),
      input_tokens: Math.max(1, tokens), documents_total: n, documents_scanned: n,
      ...pages('pages_total'), ...pages('pages_scanned'),
    },
    usage: usageFor(tokens),
  };
}

type Meta = ReturnType<typeof submissionMeta>;

/** The 202 body (§2.3 Accepted). */
export function acceptedBody(meta: Meta, records: JobRecord[]): AcceptedT {
  return {
    status: 'accepted', ...meta,
    jobs: records.map((r) => ({ job_id: r.job_id, source: r.source, status_url: `/api/v1/scan/${r.job_id}` })),
  };
}

/** The 200 body (§2.3 CompletedSubmission): per-category results of the riskiest job, worst decision. */
export function completedBody(meta: Meta, jobs: SubmissionJobT[]): CompletedSubmissionT {
  const body: CompletedSubmissionT = { status: 'completed', ...meta, jobs };
  const decided = jobs.filter((j) => j.decision);
  if (decided.length === 0) return body;
  const decision = worstDecision(decided.map((j) => j.decision as 'allow' | 'review' | 'block'));
  const worst = decided.find((j) => j.decision === decision)!;
  body.categories = worst.categories;
  body.decision = decision;
  if (worst.safety_status) body.safety_status = worst.safety_status;
  return body;
}
