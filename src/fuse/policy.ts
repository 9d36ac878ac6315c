/** Decision policy: the documented, configurable thresholds that turn category results into a decision. */

export interface Policy {
  /** A detection at or above this confidence is accepted and at least asks for review. */
  reviewThreshold: number;
  /** At or above this confidence, a detection in a blocking category blocks. */
  blockThreshold: number;
  /** Categories whose detections only ask for review, never block (personal data is not an attack). */
  reviewOnly: string[];
}

/** Defaults documented in the README's configuration table. */
export const DEFAULT_POLICY: Policy = { reviewThreshold: 0.5, blockThreshold: 0.8, reviewOnly: ['pii'] };
