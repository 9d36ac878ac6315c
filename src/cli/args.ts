/** A small argv parser: `--name value`, `--name=value` and boolean `--flag`. */

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | true>;
}

/** Splits argv into positionals and flags; `booleans` lists flags that take no value. */
export function parseArgs(argv: string[], booleans: string[] = ['help', 'json', 'version']): ParsedArgs {
  const out: ParsedArgs = { positionals: [], flags: {} };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h') { out.flags.help = true; continue; }
    if (!a.startsWith('--')) { out.positionals.push(a); continue; }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq < 0 ? undefined : eq);
    if (eq >= 0) out.flags[name] = a.slice(eq + 1);
    else if (booleans.includes(name)) out.flags[name] = true;
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) out.flags[name] = argv[++i];
    else throw new Error(`--${name} needs a value`);
  }
  return out;
}
