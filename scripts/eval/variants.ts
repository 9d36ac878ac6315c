/**
 * Robustness variants: the same rows with characters a person does not see (or reads the same) woven in, the
 * way attackers hide instructions from filters. Each is deterministic, so runs compare. Issue 6's target: the
 * full cascade loses at most 5 points of recall on each.
 */
import type { Variant } from './runner.ts';

const ZWSP = '\u200b';
/** Latin letters and the Cyrillic letters drawn the same. */
const HOMOGLYPHS: Record<string, string> = { a: 'а', c: 'с', e: 'е', o: 'о', p: 'р', x: 'х', y: 'у', i: 'і', s: 'ѕ' };

/** A zero-width space after every third letter inside words. */
export const ZERO_WIDTH: Variant = {
  name: 'zero-width',
  transform: (t) => t.replace(/\p{L}{3}(?=\p{L})/gu, (m) => m + ZWSP),
};

/** Every other homoglyph-able letter swapped for its Cyrillic twin. */
export const HOMOGLYPH: Variant = {
  name: 'homoglyph',
  transform: (t) => {
    let n = 0;
    return t.replace(/[aceopxyis]/g, (ch) => (n++ % 2 === 0 ? HOMOGLYPHS[ch] : ch));
  },
};

/** An invisible Unicode tag character (U+E0020–U+E007E) between words: "tag smuggling" noise. */
export const TAG_CHARACTERS: Variant = {
  name: 'tag-characters',
  transform: (t) => {
    let n = 0;
    return t.replace(/ /g, () => ` ${String.fromCodePoint(0xe0041 + (n++ % 26))}`);
  },
};

/**
 * The row as a JSON string value in a tool result, the way agent frameworks and logs carry text: line breaks
 * become \n, quotes \" and the row's end is a closing quote. Not hiding, but the commonest wrapper text meets a
 * scanner in.
 */
export const JSON_STRING: Variant = {
  name: 'json-string',
  transform: (t) => JSON.stringify({ type: 'tool_result', content: t }),
};

/** The row as a paragraph of a web page: markup characters as references, line breaks as <br>. */
export const HTML_PARAGRAPH: Variant = {
  name: 'html-paragraph',
  transform: (t) => {
    const escaped = t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    return `<div class="message"><p>${escaped.replace(/\n/g, '<br>\n')}</p></div>`;
  },
};

/** Columns of the hard-wrap variant: a mail client's wrap (RFC 5322 recommends at most 78) or a PDF text column. */
export const WRAP_COLUMNS = 76;

/**
 * The row hard-wrapped the way a mail client, `fmt` or a PDF extractor leaves prose: each line greedily filled
 * with whole words up to WRAP_COLUMNS, the word that does not fit moved to the next line. Only line breaks are
 * added: existing ones, indentation and runs of spaces stay; a word longer than the width gets a line of its own.
 */
export const HARD_WRAP: Variant = {
  name: 'hard-wrap',
  transform: (t) => t.split('\n').map((line) => {
    let out = '';
    let column = 0;
    let first = true; // the line's first word (possibly empty: leading spaces are kept as they were)
    for (const word of line.split(' ')) {
      if (!first && column > 0 && column + 1 + word.length > WRAP_COLUMNS) {
        out += '\n';
        column = 0;
      } else if (!first) {
        out += ' ';
        column++;
      }
      out += word;
      column += word.length;
      first = false;
    }
    return out;
  }).join('\n'),
};

export const ROBUSTNESS_VARIANTS: Variant[] = [ZERO_WIDTH, HOMOGLYPH, TAG_CHARACTERS, JSON_STRING, HTML_PARAGRAPH, HARD_WRAP];
