/** TXT extraction: strict UTF-8 decoding (linear, so one 10 MB line is fine); the whole file is visible text. */
import { ApiError } from '../../lib/errors.ts';
import { DocumentBuilder } from './builder.ts';
import type { Budget } from './budget.ts';
import type { ExtractedDocument } from './types.ts';

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Decodes UTF-8 (dropping a BOM); invalid bytes are a 422 because the spec admits only UTF-8 text files. */
export function decodeUtf8(data: Uint8Array, what = 'file'): string {
  try {
    return strict.decode(data);
  } catch (cause) {
    throw new ApiError('invalid_input', `${what} is not valid UTF-8 text`, { cause });
  }
}

/** Extracts a plain-text file. */
export function extractText(data: Uint8Array, budget: Budget): ExtractedDocument {
  const b = new DocumentBuilder(budget.maxChars);
  b.visible('visible', decodeUtf8(data, budget.label));
  return b.finish('txt');
}
