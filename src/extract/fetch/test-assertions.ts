/** Assertions shared by the guarded-fetch tests. */
import { expect } from 'bun:test';
import { FetchRefused } from './errors.ts';

/** The FetchRefused a promise rejects with (fails the test if it resolves or rejects otherwise). */
export async function refusal(p: Promise<unknown>): Promise<FetchRefused> {
  const err = await p.then(() => null, (e) => e);
  expect(err).toBeInstanceOf(FetchRefused);
  return err as FetchRefused;
}
