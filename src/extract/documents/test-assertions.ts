/** Assertions shared by the extractor tests. */
import { expect } from 'bun:test';
import { ApiError } from '../../lib/errors.ts';
import type { ExtractedDocument } from './types.ts';

/** The text of the first surface of `kind`, or undefined. */
export const surface = (doc: ExtractedDocument, kind: string): string | undefined => {
  const s = doc.surfaces.find((x) => x.kind === kind);
  return s ? doc.text.slice(s.start, s.end) : undefined;
};

/** The ApiError a promise rejects with (fails the test if it resolves or rejects otherwise). */
export async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(() => undefined, (err) => err);
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}
