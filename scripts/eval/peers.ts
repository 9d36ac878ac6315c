/**
 * Peer scanners from the npm registry, run in-process on the same rows. Their package code was read first:
 * none downloads a model or calls the network in the configuration used here (llm_guardrail ships its
 * TF-IDF + logistic-regression weights as JSON; @redactpii/node only posts to its dashboard when given an
 * apiKey, and none is given). Still, each is loaded and probed under a timeout with fetch disabled, so a
 * future version that does reach out shows as "unusable offline" instead of hanging the run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Category } from '../../src/detect/types.ts';
import type { Scanner } from './scanward.ts';

export interface PeerSpec {
  name: string;
  /** npm package whose version is reported. */
  pkg: string;
  category: Category;
  /** What is called and what counts as flagged, for the doc. */
  how: string;
  load(): Promise<(text: string) => Promise<boolean>>;
}

/** A peer after its probe: either a scanner or the reason it cannot run here. */
export interface PreparedPeer {
  spec: PeerSpec;
  version: string;
  scanner?: Scanner;
  unusable?: string;
}

export const PEERS: PeerSpec[] = [
  {
    name: 'secretlint', pkg: '@secretlint/core', category: 'dlp',
    how: '`lintSource` with `@secretlint/secretlint-rule-preset-recommend` (all rules, default options), text as `input.txt`; flagged = at least one message.',
    async load() {
      const { lintSource } = await import('@secretlint/core');
      const { creator } = await import('@secretlint/secretlint-rule-preset-recommend');
      const config = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: creator }] };
      return async (content) => {
        const source = { content, filePath: 'input.txt', ext: '.txt', contentType: 'text' as const };
        const res = await lintSource({ source, options: { config, noPhysicFilePath: true } });
        return res.messages.length > 0;
      };
    },
  },
  {
    name: '@redactpii/node', pkg: '@redactpii/node', category: 'pii',
    how: '`new Redactor()` (default rules: credit card, e-mail, name, phone, SSN; no apiKey, so no dashboard calls); flagged = `redact(text)` changed the text.',
    async load() {
      const { Redactor } = await import('@redactpii/node');
      const redactor = new Redactor();
      return async (text) => redactor.redact(text) !== text;
    },
  },
  {
    name: 'llm_guardrail', pkg: 'llm_guardrail', category: 'injection',
    how: '`checkInjection` and `checkJailbreak` (bundled TF-IDF + logistic regression); flagged = either reports `detected`. `checkMalicious` (harmful content) is not an injection check and is not used.',
    async load() {
      const { checkInjection, checkJailbreak } = await import('llm_guardrail');
      return async (text) => (await checkInjection(text)).detected || (await checkJailbreak(text)).detected;
    },
  },
  {
    name: 'vard', pkg: '@andersmyrmel/vard', category: 'injection',
    how: '`vard.moderate()` (the default preset) with `maxLength` raised to 10^9, so that only content, not length, can flag a row; flagged = `safeParse` returns `safe: false` (the preset sanitises, rather than blocks, delimiter and encoding threats).',
    async load() {
      const { default: vard } = await import('@andersmyrmel/vard');
      const guard = vard.moderate().maxLength(1e9);
      return async (text) => !guard.safeParse(text).safe;
    },
  },
];

/** Loads a peer and runs one probe scan, both under `timeoutMs`; failures become the unusable reason. */
export async function preparePeer(spec: PeerSpec, timeoutMs: number): Promise<PreparedPeer> {
  const version = packageVersion(spec.pkg);
  try {
    const flag = await withTimeout(spec.load(), timeoutMs, 'loading');
    await withTimeout(flag('Hello, please summarise this paragraph for me.'), timeoutMs, 'a probe scan');
    return { spec, version, scanner: { name: spec.name, flag } };
  } catch (e) {
    return { spec, version, unusable: `unusable offline: ${(e as Error).message}` };
  }
}

/** Rejects after `ms` with a message naming the step; the step itself cannot be cancelled. */
export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(timer));
}

/**
 * Replaces fetch with one that fails at once and counts the attempts, so no peer waits on a network the
 * product must not need. Returns the restore function and the attempt counter.
 */
export function blockNetwork(): { attempts: () => number; restore: () => void } {
  const original = globalThis.fetch;
  let attempts = 0;
  const blocked = (async () => {
    attempts++;
    throw new Error('network disabled during evaluation');
  }) as unknown as typeof fetch;
  globalThis.fetch = blocked;
  return { attempts: () => attempts, restore: () => void (globalThis.fetch = original) };
}

function packageVersion(pkg: string): string {
  try {
    const file = join(import.meta.dir, '..', '..', 'node_modules', pkg, 'package.json');
    return String(JSON.parse(readFileSync(file, 'utf8')).version);
  } catch {
    return 'not installed';
  }
}
