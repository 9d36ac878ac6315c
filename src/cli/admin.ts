/**
 * `scanward account|key|usage`: administration of accounts, API keys and usage. Each run opens the LMDB
 * environment, does one thing and closes it; LMDB is multi-process, so this is safe while the server runs.
 * Exit status: 0 done, 1 the operation failed (message on stderr), 2 the command line was wrong.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { redactSecrets } from '../lib/secrets.ts';
import { loadConfig } from '../config.ts';
import { AccountStore } from '../store/account-store.ts';
import { openDb } from '../store/db.ts';
import { UsageStore } from '../store/usage-store.ts';
import { ADMIN_COMMANDS, type AdminCommand, type Output } from './admin-commands.ts';
import { UsageError } from './admin-format.ts';
import type { ParsedArgs } from './args.ts';

/** First words of the admin commands, for the dispatcher. */
export const ADMIN_GROUPS: readonly string[] = ['account', 'key', 'usage'];

const GROUP_HELP: Record<string, string> = {
  account: `Usage: scanward account <command> [options]

Commands:
  create <id> --plan PLAN   create an account (plans: free, personal, pro, business)
  list                      list accounts
  set-plan <id> <plan>      change an account's plan

Run 'scanward account <command> --help' for details.`,
  key: `Usage: scanward key <command> [options]

Commands:
  create --account <id> --name <name>   create an API key; prints its secret once
  revoke <key_id>                       revoke a key
  list --account <id>                   list an account's keys (never secrets)

Run 'scanward key <command> --help' for details.`,
};

const COMMON_FLAGS = ['data', 'json', 'help'];

interface Resolved {
  words: string;
  command?: AdminCommand;
  rest: string[];
}

/** Runs one admin command; returns the exit status (never throws). */
export async function runAdmin(args: ParsedArgs): Promise<number> {
  const found = resolveCommand(args.positionals);
  try {
    if (!found.command) return groupHelp(found, args.flags.help === true);
    if (args.flags.help) { console.log(found.command.help); return 0; }
    const output = await execute(found.command, found.rest, args.flags);
    console.log(args.flags.json ? JSON.stringify(output.json, null, 2) : output.text);
    return 0;
  } catch (err) {
    const message = redactSecrets((err as Error).message);
    if (err instanceof UsageError) {
      console.error(`error: ${message}\n(see: scanward ${found.words} --help)`);
      return 2;
    }
    console.error(`error: ${message}`);
    return 1;
  }
}

function resolveCommand(positionals: string[]): Resolved {
  const [group, sub] = positionals;
  if (group === 'usage') return { words: 'usage', command: ADMIN_COMMANDS.usage, rest: positionals.slice(1) };
  const words = sub === undefined ? group : `${group} ${sub}`;
  return { words, command: ADMIN_COMMANDS[words], rest: positionals.slice(2) };
}

function groupHelp(found: Resolved, asked: boolean): number {
  const [group, sub] = found.words.split(' ');
  const help = GROUP_HELP[group];
  if (sub !== undefined) {
    console.error(`error: unknown command '${found.words}'\n\n${help}`);
    return 2;
  }
  if (asked) console.log(help);
  else console.error(help);
  return asked ? 0 : 2;
}

async function execute(command: AdminCommand, rest: string[], flags: ParsedArgs['flags']): Promise<Output> {
  checkFlags(command, flags);
  if (rest.length !== command.args) {
    throw new UsageError(`expected ${command.args} argument(s), got ${rest.length}${rest.length ? `: ${rest.join(' ')}` : ''}`);
  }
  const work = command.prepare(rest, flags);
  const dataDir = loadConfig(process.env, { dataDir: flags.data as string | undefined }).dataDir;
  if (!command.createsData && !existsSync(join(dataDir, 'scanward.mdb'))) {
    throw new Error(`no Scanward data in ${dataDir} (create an account first, or pass --data DIR)`);
  }
  const db = openDb(dataDir);
  try {
    return work({ accounts: new AccountStore(db), usage: new UsageStore(db), now: Date.now() });
  } finally {
    await db.close();
  }
}

function checkFlags(command: AdminCommand, flags: ParsedArgs['flags']): void {
  for (const [name, v] of Object.entries(flags)) {
    if (!COMMON_FLAGS.includes(name) && !command.flags.includes(name)) throw new UsageError(`unknown option --${name}`);
    if (name === 'json' && v !== true) throw new UsageError('--json takes no value');
    if (name === 'data' && (typeof v !== 'string' || v === '')) throw new UsageError('--data needs a directory');
  }
}
