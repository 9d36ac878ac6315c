/**
 * How many capturing groups a RegExp source declares, read from its syntax: every unescaped '(' outside a
 * character class that is not '(?:', a lookaround or a modifier group, plus named groups '(?<name>'. Rule loading
 * asks this for every pattern with a `secretGroup`; compiling a second RegExp to count them cost ~60 ms of a
 * worker's start-up with the bundled packs (most dlp patterns name a group).
 */
export function captureGroupCount(source: string): number {
  let groups = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++; // the escaped character is never syntax
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(') {
      if (source[i + 1] !== '?') groups++;
      else if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') groups++; // (?<name>
    }
  }
  return groups;
}
