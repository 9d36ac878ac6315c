#!/usr/bin/env bun
/** Entry point: parses the command line and hands over to one command. */
import { VERSION } from './app.ts';
import { ADMIN_GROUPS, runAdmin } from './cli/admin.ts';
import { parseArgs, type ParsedArgs } from './cli/args.ts';
import { serve, SERVE_HELP } from './cli/serve.ts';

const HELP = `Scanward ${VERSION} — offline content scanner (Scan Service Interface 1.2.0)

Usage: scanward <command> [options]

Commands:
  serve      serve the Scan API (see: scanward serve --help)
  account    create and list accounts, change plans (see: scanward account --help)
  key        create, list and revoke API keys (see: scanward key --help)
  usage      show an account's usage this month (see: scanward usage --help)

Options:
  --help     show help for a command
  --version  print the version`;

async function main(argv: string[]): Promise<number> {
  let args: ParsedArgs;
  try {
    args = parseArgs(argv);
  } catch (err) {
    console.error(`error: ${(err as Error).message}`);
    return 2; // a malformed command line is a usage error
  }
  const [command] = args.positionals;
  if (args.flags.version) { console.log(VERSION); return 0; }
  if (!command) { console.log(HELP); return args.flags.help ? 0 : 2; }
  if (command === 'serve') {
    if (args.flags.help) { console.log(SERVE_HELP); return 0; }
    await serve(args);
    return -1; // keeps running
  }
  if (ADMIN_GROUPS.includes(command)) return runAdmin(args);
  console.error(`unknown command '${command}'\n\n${HELP}`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => { if (code >= 0) process.exit(code); },
  (err) => { console.error(`error: ${(err as Error).message}`); process.exit(1); },
);
