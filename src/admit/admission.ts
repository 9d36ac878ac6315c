/**
 * Admission of a validated submission: idempotency first (a replay is never charged), then the quota
 * check-and-charge, then the work. If the work fails on our side (503, 504, 500) the charge is refunded and
 * the idempotency marker dropped, so the client can retry with the same key.
 */
import type { Config } from '../config.ts';
import { ApiError } from '../lib/errors.ts';
import type { IdempotencyStore } from '../store/idempotency-store.ts';
import type { UsageStore } from '../store/usage-store.ts';
import { chargeOrRefuse, quotaLinks, refund, type Charge, type Payer, type QuotaLinks } from './quota.ts';

/** Replay window of spec §4.1. */
export const IDEMPOTENCY_TTL_MS = 15 * 60 * 1000;

export interface AdmissionRequest {
  payer: Payer;
  idempotencyKey: string | null;
  fingerprint: string;
  units: number;
  tokens: number;
  links: QuotaLinks;
}

export interface AdmittedResponse {
  status: number;
  /** JSON text of the body: a replay returns exactly the bytes first sent. */
  body: string;
  replayed: boolean;
}

/** Idempotency and metering around a submission. */
export class Admission {
  constructor(
    private readonly usage: UsageStore,
    private readonly idem: IdempotencyStore,
    private readonly config: Config,
  ) {}

  async run(req: AdmissionRequest, work: (charge: Charge) => Promise<{ status: number; body: unknown }>): Promise<AdmittedResponse> {
    const scope = req.idempotencyKey === null ? null : `${req.payer.id}|${req.idempotencyKey}`;
    if (scope) {
      const outcome = this.idem.begin(scope, req.fingerprint, IDEMPOTENCY_TTL_MS);
      if (outcome.kind === 'replay') return { status: outcome.status, body: outcome.body, replayed: true };
      if (outcome.kind === 'conflict') {
        throw new ApiError('idempotency_conflict', 'This Idempotency-Key was used with a different request');
      }
      if (outcome.kind === 'in_flight') {
        throw new ApiError('idempotency_in_flight', 'A request with this Idempotency-Key is still in flight', { headers: { 'Retry-After': '1' } });
      }
    }
    let charge: Charge | undefined;
    try {
      charge = chargeOrRefuse(this.usage, this.config, req.payer, req.units, req.tokens, req.links);
      const result = await work(charge);
      const body = JSON.stringify(result.body);
      if (scope) await this.idem.complete(scope, result.status, body, IDEMPOTENCY_TTL_MS);
      return { status: result.status, body, replayed: false };
    } catch (err) {
      if (charge) refund(this.usage, this.config, charge);
      if (scope) await this.idem.abandon(scope);
      throw err;
    }
  }

  /**
   * Charges what a remote job needs beyond its acceptance minimum, once its content is known; throws the same
   * 429 as at submission when that would pass a limit, so a quota is never overshot.
   */
  chargeMore(payer: Payer, units: number, tokens: number): void {
    // No client reads this refusal (the job reports it as a Failure), so the links need no request origin.
    chargeOrRefuse(this.usage, this.config, payer, units, tokens, quotaLinks(this.config.publicUrl ?? 'http://localhost'), Date.now(), false);
  }

  /** Credits back a failed job's share of its submission's charge. */
  refundJob(charge: Charge, units: number, tokens: number): void {
    refund(this.usage, this.config, charge, units, tokens, 0);
  }
}
