/** Shared detection contract: what every detector receives and returns. */
import type { ModelDetector } from './model-types.ts';

export const CATEGORIES = ['injection', 'dlp', 'pii', 'threat'] as const;
export type Category = (typeof CATEGORIES)[number];

export const LEVELS = ['L1', 'L2', 'L3'] as const;
export type Level = (typeof LEVELS)[number];

/** A window of the scanned text. Offsets are UTF-16 code units into the full prepared text. */
export interface Chunk {
  id: number;
  start: number;
  end: number;
  text: string;
}

/** Why a finding has the score it has: enough for a person to check it. */
export interface Explanation {
  /** Pattern or model output name that produced the candidate. */
  source: string;
  baseScore: number;
  /** Validator outcome, when the rule has one (e.g. luhn: 'valid' raises the score to 1). */
  validator?: { name: string; outcome: 'valid' | 'invalid' | 'not_applicable' };
  /** Context words found near the match, which raised the score. */
  context?: string[];
  /** Decoding or normalisation applied before the match (e.g. 'base64', 'nfkc', 'zero-width removed'). */
  transforms?: string[];
  /** Why a candidate was rejected, when accepted is false. */
  rejectedBecause?: string;
  /**
   * A firm guard that rejected a rule match ("Never …", "If a user asks you to … refuse"; negation.ts
   * negationAround, firm): its cue and where the cue begins, in the same offsets as the finding. The words from there to
   * the match's end are the guard-rail as the rules read it; the model cascade discounts them (cascade/guarded.ts).
   */
  guard?: { cue: string; start: number };
  note?: string;
}

/** One thing a detector found. Offsets are UTF-16 code units into the full prepared text. */
export interface Finding {
  detectorId: string;
  ruleId: string;
  category: Category;
  level: Level;
  /** Fine class, e.g. 'aws-access-key-id', 'EMAIL_ADDRESS', 'instruction_override'. */
  label: string;
  start: number;
  end: number;
  /** Final score in [0, 1] after validators and context. */
  score: number;
  /** False when the candidate was seen but rejected (failed checksum, allowlisted, below threshold). */
  accepted: boolean;
  /**
   * Set on an L3 attack verdict that the cascade's combined score overruled: the category then asks for
   * review rather than declaring the input benign (spec §2.3 SafetyStatus).
   */
  dissent?: boolean;
  chunkId: number;
  explanation: Explanation;
}

/** Per-request detector switches after validation (spec §2.1 gates). */
export interface DetectorGates {
  l1: boolean;
  l2: boolean;
  l3: boolean;
  /** Rule id → enabled. Unknown ids are accepted and ignored. */
  rules: Record<string, boolean>;
  /** Model id → enabled. Unknown ids are accepted and ignored. */
  models: Record<string, boolean>;
}

/** What was submitted (spec InputMetadata.kind). */
export const INPUT_KINDS = ['text', 'url', 'mcp_server', 'documents'] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

/** A validated, normalised ScanConfig. */
export interface ScanPlan {
  categories: Category[];
  maxLevel: Level;
  gates: DetectorGates;
  /**
   * The kind of input scanned, added by the job service from the submission or the job record: rules may be on
   * by default for one kind only (a rule's `enabledFor`, e.g. the tool-poisoning pack for MCP server metadata).
   * gates.rules still wins. Absent (e.g. eval and bench scripts): text defaults only.
   */
  inputKind?: InputKind;
}

export interface DetectContext {
  /** The full prepared text, for detectors that look beyond the chunk (context words). */
  text: string;
  plan: ScanPlan;
  /** Epoch ms after which the detector should stop and report what it has. */
  deadline: number;
}

/** A pattern detector: one file each. A rule engine counts as one detector per category; switched per rule by gates.rules. */
export interface RuleDetector {
  id: string;
  category: Category;
  level: Level;
  kind: 'rules';
  scanChunk(chunk: Chunk, ctx: DetectContext): Finding[];
  /** The same for several chunks at once, one result per chunk (faster where the detector can batch its work). */
  scanChunks?(chunks: readonly Chunk[], ctx: DetectContext): Finding[][];
}

/** Every detector: rule engines (L1) and models (L2, L3; switched by gates.models on their id). */
export type Detector = RuleDetector | ModelDetector;
