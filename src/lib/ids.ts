/** Identifiers from the CSPRNG: job ids (`job_` + 32 lowercase hex, spec §2.3) and request ids. */
import { randomBytes } from 'node:crypto';

/** A new job id: `job_` followed by 32 lowercase hex characters (128 random bits). */
export function newJobId(): string {
  return `job_${randomBytes(16).toString('hex')}`;
}

/** A public correlation id for X-Request-ID and error bodies. */
export function newRequestId(): string {
  return `req_${randomBytes(12).toString('hex')}`;
}

/** The job id shape of spec §2.3 (the GET path parameter). */
export const JOB_ID_RE = /^job_[0-9a-f]{32}$/;
/** True when the string has the exact job id shape the GET path requires. */
export function isJobId(s: string): boolean {
  return JOB_ID_RE.test(s);
}
