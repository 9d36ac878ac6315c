/**
 * TypeBox schemas of the Scan Service Interface 1.2.0 (spec §2). The request validators compile these objects
 * (enums, uniqueness and reserved keys are checked in code for exact messages; request-docs.ts documents the
 * whole rule set), and the OpenAPI document's response bodies are these objects, which the tests check against.
 * `additionalProperties` follows the spec object by object: false where it says "no extra properties".
 */
import { Type } from '@sinclair/typebox';
import { t, type Static } from 'elysia';
import { JOB_ID_RE } from '../lib/ids.ts';

const closed = { additionalProperties: false } as const;

/** Rule/model id keys (§2.1): 1–128 chars of [A-Za-z0-9_:./-]. Reserved names are rejected in config.ts. */
export const DETECTOR_ID_PATTERN = '^[A-Za-z0-9_:./-]{1,128}$';
/** Names refused as rule or model ids (§2.1). */
export const RESERVED_IDS = ['__proto__', 'constructor', 'prototype'] as const;
const SwitchMap = t.Record(t.String({ pattern: DETECTOR_ID_PATTERN }), t.Boolean(), {
  maxProperties: 512,
  description: 'Detector id → enabled. Ids are forwarded unchanged; an accepted id need not exist.',
});

export const Gates = t.Object(
  {
    l1: t.Optional(t.Boolean()),
    l2: t.Optional(t.Boolean()),
    l3: t.Optional(t.Boolean()),
    rules: t.Optional(SwitchMap),
    models: t.Optional(SwitchMap),
  },
  closed,
);

export const ScanConfig = t.Object(
  {
    categories: t.Optional(
      t.Array(t.String({ description: 'injection, dlp, pii or threat (case-insensitive)' }), {
        minItems: 1,
        maxItems: 4,
        description: 'Default ["injection","dlp"]. Normalised to lower case; duplicates rejected.',
      }),
    ),
    max_level: t.Optional(t.Union([t.Literal('L1'), t.Literal('L2'), t.Literal('L3')])),
    gates: t.Optional(Gates),
  },
  { ...closed, description: 'ScanConfig (§2.1)' },
);

const NonBlank = t.String({ minLength: 1 });
export const TextScan = t.Object({ text: NonBlank, config: t.Optional(ScanConfig) }, closed);
export const UrlScan = t.Object({ url: t.String({ format: 'uri' }), config: t.Optional(ScanConfig) }, closed);
export const McpServerScan = t.Object(
  { mcp_server_url: t.String({ format: 'uri' }), config: t.Optional(ScanConfig) },
  closed,
);
export const ScanJsonBody = t.Union([TextScan, UrlScan, McpServerScan], {
  description: 'Exactly one of TextScan, UrlScan, McpServerScan.',
});
export const ScanMultipartBody = t.Object(
  {
    text: t.Optional(t.String()),
    files: t.Optional(t.Array(t.String({ format: 'binary' }))),
    config: t.Optional(t.String({ description: 'JSON-encoded ScanConfig, supplied once' })),
  },
  closed,
);

/* ---------- response resources (§2.3) ---------- */

/** Job identifier (§2.3): `job_` and 32 lowercase hex characters, the shape the GET path requires. */
export const JOB_ID_PATTERN = JOB_ID_RE.source;
const JobId = t.String({ pattern: JOB_ID_PATTERN });

// Plain TypeBox integers: elysia's `t.Integer` is a Transform over `string (format integer) | integer`, made for
// query strings; in a response schema it would document every count as possibly a string.
const Integer = Type.Integer;
const Int0 = Integer({ minimum: 0 });
const Int1 = Integer({ minimum: 1 });
const NumOrNull = t.Union([t.Number({ minimum: 0 }), t.Null()]);

export const InputMetadata = t.Object(
  {
    kind: t.Union([t.Literal('text'), t.Literal('url'), t.Literal('mcp_server'), t.Literal('documents')]),
    media_types: t.Array(t.String(), { minItems: 1, uniqueItems: true }),
  },
  closed,
);
const State = t.Union([t.Literal('complete'), t.Literal('partial')]);
export const ExtractionMetadata = t.Object(
  {
    version: t.Literal('document-v1'),
    state: State,
    documents_total: Int1,
    documents_scanned: Int1,
    warnings: t.Array(t.String()),
    pages_total: t.Optional(Int1),
    pages_scanned: t.Optional(Int1),
  },
  closed,
);
export const CoverageMetadata = t.Object(
  {
    state: State,
    input_tokens: Int1,
    documents_total: Int1,
    documents_scanned: Int1,
    pages_total: t.Optional(Int1),
    pages_scanned: t.Optional(Int1),
  },
  closed,
);
export const ScanUsage = t.Object(
  { input_tokens: Int0, scan_units: Int1, request_units: Int1, unit_version: t.Literal('scan-unit-v1') },
  closed,
);
export const EvidenceSpan = t.Object(
  {
    label: t.String(),
    text: t.String(),
    score: t.Number(),
    start_byte: t.Optional(Int0),
    end_byte: t.Optional(Int0),
    start_char: t.Optional(Int0),
    end_char: t.Optional(Int0),
  },
  closed,
);
export const FinalResult = t.Object({ class_name: t.String(), confidence: t.Number(), source: t.String() }, closed);
export const EvidenceItem = t.Object(
  {
    chunk_id: t.Optional(Int0),
    source: t.Optional(t.String()),
    class_name: t.Optional(t.String()),
    confidence: t.Optional(t.Number()),
    span: t.Optional(t.Object({ start: Int0, end: Int0 })),
  },
  closed,
);
export const DecisionEvidence = t.Object(
  { stage: t.Optional(t.String()), decisive_chunks: t.Optional(t.Array(EvidenceItem)) },
  closed,
);
export const CategoryResult = t.Object(
  {
    evidence_spans: t.Array(EvidenceSpan),
    category: t.Optional(t.String()),
    class_name: t.Optional(t.String()),
    level: t.Optional(t.String()),
    model: t.Optional(t.String()),
    confidence: t.Optional(t.Number()),
    duration_ms: t.Optional(t.Number()),
    accepted: t.Optional(t.Boolean()),
    final_result: t.Optional(FinalResult),
    decision_evidence: t.Optional(DecisionEvidence),
  },
  closed,
);
export const Progress = t.Object(
  {
    category: t.Optional(t.String()),
    model: t.Optional(t.String({ description: 'The last model (L2/L3 id) that reported for this category.' })),
    stage: t.Optional(t.String({ description: '`detection` while running, then `done`; `skipped` when no detector analysed the category.' })),
    completed_chunks: t.Optional(Int0),
    total_chunks: t.Optional(Int0),
    inferred_chunks: t.Optional(Integer({ minimum: 0, description: 'Chunks a model actually ran on in this job (cache hits excluded).' })),
    propagated_chunks: t.Optional(Integer({ minimum: 0, description: 'Chunks given the category verdict without model inference after an early exit.' })),
    cache_hits: t.Optional(Integer({ minimum: 0, description: 'Chunks whose model score came from the per-worker chunk-hash cache.' })),
    early_exit: t.Optional(t.Boolean({ description: 'The category was decided (a finding at block strength) before every chunk reached the models.' })),
    coverage: t.Optional(t.Number({ minimum: 0, maximum: 1, description: 'Chunks analysed (by at least L1) / total chunks.' })),
  },
  closed,
);
export const Failure = t.Object(
  {
    stage: t.String(),
    kind: t.String(),
    retryable: t.Boolean(),
    level: t.Optional(t.String()),
    detector_id: t.Optional(t.String()),
  },
  closed,
);
export const Completion = t.Object(
  {
    state: t.Union([t.Literal('complete'), t.Literal('degraded'), t.Literal('failed')]),
    failures: t.Optional(t.Array(Failure)),
  },
  closed,
);
export const Timings = t.Object(
  {
    queue_wait_ms: t.Optional(NumOrNull),
    worker_submit_ms: t.Optional(NumOrNull),
    worker_ms: t.Optional(NumOrNull),
    total_ms: t.Optional(NumOrNull),
    l2_ms: t.Optional(t.Union([t.Number({ minimum: 0 }), t.Null()], { description: 'Milliseconds of L2 inference (cache hits excluded); null when no L2 model scored a chunk.' })),
    l2_cache_hit: t.Optional(t.Union([t.Number(), t.Boolean(), t.Null()], { description: 'Share (0–1) of L2 chunk scores served from the cache; null when no L2 model scored a chunk.' })),
  },
  closed,
);
export const SafetyStatus = t.Union([t.Literal('benign'), t.Literal('review'), t.Literal('attack')]);
export const Decision = t.Union([t.Literal('allow'), t.Literal('review'), t.Literal('block')]);
const JobStatus = t.Union([t.Literal('running'), t.Literal('completed'), t.Literal('failed')]);
const CategoryMap = t.Record(t.String(), CategoryResult);
const Detectors = t.Record(t.String(), t.Array(t.String()));

export const UrlSegment = t.Object(
  {
    id: t.String(),
    kind: t.String(),
    graphemes: Int0,
    categories: t.Optional(CategoryMap),
    decision: t.Optional(Decision),
    safety_status: t.Optional(SafetyStatus),
    detectors: t.Optional(t.Object({}, { additionalProperties: true })),
    completion: t.Optional(Completion),
  },
  { additionalProperties: true },
);
export const SubmissionJob = t.Object(
  {
    job_id: JobId,
    source: t.String(),
    status: JobStatus,
    progress: t.Record(t.String(), Progress),
    categories: CategoryMap,
    detectors: t.Optional(Detectors),
    completion: t.Optional(Completion),
    decision: t.Optional(t.String()),
    safety_status: t.Optional(SafetyStatus),
    segments: t.Optional(t.Array(UrlSegment)),
    timings: t.Optional(Timings),
  },
  closed,
);
export const AcceptedJob = t.Object({ job_id: JobId, source: t.String(), status_url: t.String() }, closed);

const submissionCore = {
  input: InputMetadata,
  extraction: ExtractionMetadata,
  coverage: CoverageMetadata,
  usage: ScanUsage,
  segments: t.Optional(t.Array(UrlSegment)),
};
export const Accepted = t.Object(
  { status: t.Literal('accepted'), ...submissionCore, jobs: t.Array(AcceptedJob, { minItems: 1, maxItems: 100 }) },
  closed,
);
export const CompletedSubmission = t.Object(
  {
    status: t.Literal('completed'),
    ...submissionCore,
    jobs: t.Array(SubmissionJob, { minItems: 1, maxItems: 100 }),
    categories: t.Optional(CategoryMap),
    decision: t.Optional(Decision),
    safety_status: t.Optional(SafetyStatus),
  },
  { additionalProperties: true },
);
export const Job = t.Object(
  {
    job_id: JobId,
    source: t.String(),
    status: JobStatus,
    input: InputMetadata,
    extraction: ExtractionMetadata,
    coverage: CoverageMetadata,
    progress: t.Record(t.String(), Progress),
    categories: CategoryMap,
    usage: ScanUsage,
    jobs: t.Optional(t.Array(SubmissionJob)),
    segments: t.Optional(t.Array(UrlSegment)),
    detectors: t.Optional(Detectors),
    completion: t.Optional(Completion),
    decision: t.Optional(t.String()),
    timings: t.Optional(Timings),
    safety_status: t.Optional(SafetyStatus),
  },
  closed,
);

export const QuotaError = t.Object(
  {
    limit_kind: t.Union([
      t.Literal('anonymous_daily_scan_units'),
      t.Literal('monthly_scan_units'),
      t.Literal('token_rate'),
      t.Literal('input_tokens_per_scan'),
    ]),
    retry_after: Int0,
    next_actions: t.Object(
      {
        usage_url: t.String({ format: 'uri' }),
        upgrade_url: t.String({ format: 'uri' }),
        sign_in_url: t.Optional(t.String({ format: 'uri' })),
      },
      closed,
    ),
    reset_at: t.Optional(Int0),
  },
  closed,
);
export const ErrorBody = t.Object(
  {
    error: t.Object(
      {
        code: t.String(),
        message: t.String(),
        request_id: t.String(),
        quota: t.Optional(QuotaError),
        usage: t.Optional(t.Object({}, { additionalProperties: true })),
      },
      closed,
    ),
  },
  closed,
);

export type ScanConfigInput = Static<typeof ScanConfig>;
export type InputMetadataT = Static<typeof InputMetadata>;
export type ExtractionMetadataT = Static<typeof ExtractionMetadata>;
export type CoverageMetadataT = Static<typeof CoverageMetadata>;
export type ScanUsageT = Static<typeof ScanUsage>;
export type CategoryResultT = Static<typeof CategoryResult>;
export type EvidenceSpanT = Static<typeof EvidenceSpan>;
export type ProgressT = Static<typeof Progress>;
export type CompletionT = Static<typeof Completion>;
export type FailureT = Static<typeof Failure>;
export type TimingsT = Static<typeof Timings>;
export type SubmissionJobT = Static<typeof SubmissionJob>;
export type JobT = Static<typeof Job>;
export type AcceptedT = Static<typeof Accepted>;
export type CompletedSubmissionT = Static<typeof CompletedSubmission>;
export type SafetyStatusT = Static<typeof SafetyStatus>;
export type DecisionT = Static<typeof Decision>;
export type UrlSegmentT = Static<typeof UrlSegment>;
export type ErrorBodyT = Static<typeof ErrorBody>;
