/** Rule packs: the JSON shape operators write (…Spec) and the compiled form the engine runs (Compiled…). */
import type { Category, InputKind } from '../types.ts';
import type { Validator } from './validators/index.ts';
import type { LeadIn } from './lead-in.ts';
import type { WordRunGate } from './word-run-gate.ts';

/** A pack as read from disk, before validation: `file` names it in error messages. */
export interface PackSource {
  file: string;
  pack: unknown;
}

export interface PatternSpec {
  regex: string;
  flags?: string;
  name?: string;
  /** Overrides the rule's base score for this pattern (e.g. a stricter format scores higher). */
  score?: number;
  /** Overrides the rule's entropy for this pattern's matches (e.g. human-chosen passwords carry fewer bits). */
  entropy?: number;
  /** A necessary condition the pattern's matches imply, checked per view before the regex (word-run-gate.ts). */
  gate?: WordRunGate;
  /** An instruction pattern whose match is rejected when a negation or guard cue governs it (negation.ts). */
  negatable?: boolean;
}

export interface ContextSpec {
  words: string[];
  window?: number;
  boost?: number;
  /**
   * A candidate with none of the words nearby is rejected, even when a checksum confirms it: for short ids
   * (9–10 digits) a check digit passes one random number in ten, and a rule's keywords are substrings of the
   * chunk ('sin' is in "using"), so only a whole context word next to the number makes it an id.
   */
  required?: boolean;
  /**
   * A bare digit run given as a named field's value (`offset=…`, `"ts": …`, `Steuer-ID: …`) is rejected when
   * the name holds none of the words and is not only generic ("number", "id", "value"): the field says what the
   * number is (field-name.ts).
   */
  fieldNames?: boolean;
  /**
   * Lower-case words or phrases, found as context words are ('-' and '_' read as spaces), that reject the
   * candidate when one is within `excludeWindow` of it ("ean" beside a 13-digit number: a barcode). An entry may
   * not hold one of `words` (that is a `qualify` phrase).
   */
  exclude?: string[];
  /** Characters before and after the match searched for exclude words: one number for both, or [before, after]. Default: `window`. */
  excludeWindow?: number | [number, number];
  /**
   * Phrases that each hold one of `words` and say which kind of thing it is ("gift card", "sim card", "cni
   * plugin"): when one is within `window`, the words it holds do not count there, and the candidate needs
   * another context word ("Visa gift card" still counts by "visa").
   */
  qualify?: string[];
}

/** gitleaks-style allowlist; a rule may list several (e.g. one on the secret, one on the whole match). */
export interface AllowlistSpec {
  regexes?: string[];
  /** RegExp flags for `regexes` (i, m, s, u). */
  flags?: string;
  stopwords?: string[];
  /** What the allowlist is tested against: the secret group (default) or the whole match. */
  target?: 'secret' | 'match';
}

export interface RuleCase {
  text: string;
  match?: string;
  reason?: string;
}

export interface RuleSpec {
  id: string;
  category: Category;
  level: 'L1';
  description: string;
  label?: string;
  keywords: string[];
  patterns: PatternSpec[];
  secretGroup?: number;
  entropy?: number;
  /** Minimum entropy for a secret of at least 20 lower-case hex digits (see judge.ts entropyFloor). */
  hexEntropy?: number;
  validator?: string;
  context?: ContextSpec;
  score: number;
  minScore?: number;
  allowlist?: AllowlistSpec | AllowlistSpec[];
  tags?: string[];
  enabled?: boolean;
  /** Input kinds (spec InputMetadata.kind) for which a rule off by default is on unless the request says otherwise. */
  enabledFor?: InputKind[];
  tests: { tp: RuleCase[]; fp: RuleCase[] };
}

export interface PackSpec {
  pack: string;
  description: string;
  extends?: 'default';
  /** Named regex fragments of this pack, used in its regexes as `{{NAME}}` and expanded at load (rule-pack.ts readFragments). */
  fragments?: Record<string, string>;
  rules: RuleSpec[];
}

export interface CompiledPattern {
  /** Shown in explanations: `<rule id>#<pattern name or index>`. */
  source: string;
  regex: RegExp;
  score: number;
  /** The pattern's own minimum entropy, overriding the rule's; undefined = the rule's. */
  entropy: number | undefined;
  /** The pattern runs only on views where this holds (word-run-gate.ts). */
  gate?: WordRunGate;
  /** Index of the earlier pattern named by gate.needs: this one runs only on the lines where that one matched. */
  needs?: number;
  /** Rejected when "never", "do not", "if a user asks you to …, decline"… governs the match (negation.ts). */
  negatable: boolean;
  /** The gitleaks lead-in run `regex` runs without, added back to each match (lead-in.ts); undefined = none. */
  leadIn: LeadIn | undefined;
}

export interface CompiledRule {
  id: string;
  category: Category;
  label: string;
  description: string;
  keywords: string[];
  patterns: CompiledPattern[];
  secretGroup: number;
  entropy?: number;
  hexEntropy?: number;
  validator?: Validator;
  context?: Required<ContextSpec>;
  minScore?: number;
  allowlists: CompiledAllowlist[];
  enabled: boolean;
  /** Input kinds for which the rule is on by default although `enabled` is false (e.g. MCP server metadata). */
  enabledFor: readonly InputKind[];
  tags: string[];
  /** Where the rule came from, for error messages and reports. */
  pack: string;
  file: string;
  tests: { tp: RuleCase[]; fp: RuleCase[] };
}

export interface CompiledAllowlist {
  regexes: RegExp[];
  stopwords: string[];
  target: 'secret' | 'match';
}

/** The rules the engine runs, after layering bundled and operator packs. */
export interface RuleSet {
  rules: CompiledRule[];
}
