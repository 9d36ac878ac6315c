/**
 * Files the single-binary build embeds (model folders). From a checkout there are none: the models are read from
 * the repository's models/ folder. scripts/build.ts swaps this module for a generated one (embeddedModelsPlugin in
 * scripts/build-plugins.ts) that imports each file `with { type: 'file' }` and lists it here.
 */

/** One embedded file: where it goes (relative, forward slashes), its $bunfs path in the binary, size and sha256. */
export interface EmbeddedFile {
  rel: string;
  path: string;
  size: number;
  sha256: string;
}

/** A set of embedded files; `hash` identifies the whole set (it names the folder they are unpacked into). */
export interface EmbeddedSet {
  hash: string;
  files: EmbeddedFile[];
}

/** The embedded model folders (models/<name>/...), or null when running from a checkout. */
export const EMBEDDED_MODELS: EmbeddedSet | null = null;
