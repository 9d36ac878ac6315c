/**
 * The sticky path (scan.ts matchAtStarts): a pattern whose matches start with a name list runs only at the list's
 * positions. Through the public detector, its findings must be the ones a plain global exec loop gives.
 */
import { describe, expect, test } from 'bun:test';
import { createL1Detectors } from './engine.ts';
import { regexLeadingAnchor } from './pair-gate.ts';
import { MAX_MATCHES_PER_PATTERN } from './scan.ts';
import { contextFor, samplePack, sampleRule, wholeChunk } from './test-fixtures.ts';

const NAMES = Array.from({ length: 600 }, (_, i) => `Nam${i.toString(36)}`);
const LIST = NAMES.join('|');

/** [start, end] of each finding of a one-pattern dlp rule on the text. */
function spans(regex: string, text: string): number[][] {
  const rule = sampleRule({ id: 'test-names', keywords: [], patterns: [{ regex }], tests: { tp: [{ text: 'x Nam0 y', match: 'Nam0' }], fp: [{ text: 'nothing', reason: 'none' }] } });
  const detector = createL1Detectors([samplePack([rule])]).find((d) => d.id === 'l1.dlp')!;
  return detector.scanChunk(wholeChunk(text), contextFor(text)).map((f) => [f.start, f.end]);
}

/** What a search of the whole text finds: a global exec loop, empty matches skipped, at most the cap. */
function plainSpans(regex: string, text: string): number[][] {
  const re = new RegExp(regex, 'g');
  const out: number[][] = [];
  for (let m = re.exec(text); m && out.length < MAX_MATCHES_PER_PATTERN; m = re.exec(text)) {
    if (m[0] === '') re.lastIndex++;
    else out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

describe('sticky matching at a leading name list', () => {
  test('more listed names than the match cap: the first 256 matches, as a global search finds them', () => {
    const regex = `\\b(?:${LIST})\\b`;
    expect(regexLeadingAnchor(regex, '')).not.toBeNull(); // the pattern takes the sticky path
    const text = NAMES.slice(0, 400).map((n, i) => (i % 4 ? n : `x${n}`)).join(' ');
    const found = spans(regex, text);
    expect(found.length).toBe(MAX_MATCHES_PER_PATTERN);
    expect(found).toEqual(plainSpans(regex, text));
  });

  test('an alternative that matches empty at a name start is skipped, as a global search skips it', () => {
    const regex = `(?=(?:${LIST}))(?:Nam1 Smith|)`;
    expect(regexLeadingAnchor(regex, '')).not.toBeNull();
    const text = 'Nam0 and Nam1 Smith, Nam1 Jones, Nam2';
    const found = spans(regex, text);
    expect(found).toEqual([[9, 19]]);
    expect(found).toEqual(plainSpans(regex, text));
  });

  test('a listed name inside the previous match starts no match of its own, as a global search resumes after it', () => {
    const regex = `\\b(?:${LIST})(?: (?:${LIST}))?\\b`;
    expect(regexLeadingAnchor(regex, '')).not.toBeNull();
    const text = 'Nam1 Nam2 Nam3';
    expect(spans(regex, text)).toEqual([[0, 9], [10, 14]]);
    expect(spans(regex, text)).toEqual(plainSpans(regex, text));
  });

  test('a name glued to a preceding letter: \\b refuses it, a pattern without \\b takes it', () => {
    const text = 'xNam0 and Nam1, yesNam2';
    const bounded = `\\b(?:${LIST})\\b`;
    expect(spans(bounded, text)).toEqual([[10, 14]]);
    expect(spans(bounded, text)).toEqual(plainSpans(bounded, text));
    const open = `(?:${LIST})\\b`;
    expect(regexLeadingAnchor(open, '')).not.toBeNull();
    expect(spans(open, text)).toEqual([[1, 5], [10, 14], [19, 23]]);
    expect(spans(open, text)).toEqual(plainSpans(open, text));
  });
});
