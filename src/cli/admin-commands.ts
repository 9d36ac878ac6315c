/**
 * The admin commands as data: each validates its arguments before any store is opened (so a usage mistake
 * never touches the data directory) and returns a closure that does the work and yields text and JSON output.
 */
import { isKeyId } from '../lib/secrets.ts';
import {
  ACCOUNT_ID, AccountError, KEY_LIMITS, keyStatus, PLANS, SCOPES,
  type Account, type AccountStore, type ApiKeyRecord,
} from '../store/account-store.ts';
import { monthKey, type UsageStore } from '../store/usage-store.ts';
import { formatTime, parseDuration, parsePlan, parseScopes, table, UsageError } from './admin-format.ts';

type Flags = Record<string, string | true>;

/** What a command prints: `text` normally, `json` (serialised) under --json. */
export interface Output {
  text: string;
  json: unknown;
}

/** What a prepared command works with; the runner opens and closes the stores around it. */
export interface AdminContext {
  accounts: AccountStore;
  usage: UsageStore;
  now: number;
}

export interface AdminCommand {
  help: string;
  /** Flags taking a value, beyond the common --data. */
  flags: readonly string[];
  /** Positional arguments after the command words. */
  args: number;
  /** Only a command that can start from an empty data directory may create one. */
  createsData?: boolean;
  prepare(args: string[], flags: Flags): (ctx: AdminContext) => Output;
}

const COMMON = '[--data DIR] [--json]';
const DATA_HELP = '  --data DIR    data directory (env SCANWARD_DATA, default ./data); safe while the server runs\n'
  + '  --json        print JSON instead of text';

function value(flags: Flags, name: string): string {
  const v = flags[name];
  if (typeof v !== 'string' || v.trim() === '') throw new UsageError(`--${name} is required`);
  return v;
}

function accountId(id: string): string {
  if (!ACCOUNT_ID.test(id)) throw new UsageError(`invalid account id '${id}': 1-64 of a-z 0-9 _ . - starting with a letter or digit`);
  return id;
}

function mustAccount(ctx: AdminContext, id: string): Account {
  const account = ctx.accounts.getAccount(id);
  if (!account) throw new AccountError(`account '${id}' does not exist`);
  return account;
}

const accountJson = (a: Account, ctx: AdminContext) => ({ ...a, active_keys: ctx.accounts.activeKeyCount(a.id, ctx.now) });

function keyJson(k: ApiKeyRecord, now: number) {
  const { hash: _hash, ...rest } = k; // the hash is not secret, but nobody needs it printed
  return { ...rest, status: keyStatus(k, now) };
}

const accountCreate: AdminCommand = {
  help: `Usage: scanward account create <id> --plan ${PLANS.join('|')} ${COMMON}\n\nCreates an account.\n${DATA_HELP}`,
  flags: ['plan'], args: 1, createsData: true,
  prepare([id], flags) {
    const plan = parsePlan(typeof flags.plan === 'string' ? flags.plan : undefined);
    accountId(id);
    return (ctx) => {
      const a = ctx.accounts.createAccount(id, plan, ctx.now);
      return { text: `created account ${a.id} (plan ${a.plan})`, json: accountJson(a, ctx) };
    };
  },
};

const accountList: AdminCommand = {
  help: `Usage: scanward account list ${COMMON}\n\nLists accounts with their plan and number of active keys.\n${DATA_HELP}`,
  flags: [], args: 0,
  prepare: () => (ctx) => {
    const rows = ctx.accounts.listAccounts().map((a) => accountJson(a, ctx));
    const text = rows.length === 0 ? 'no accounts'
      : table(['ID', 'PLAN', 'ACTIVE KEYS', 'CREATED'], rows.map((a) => [a.id, a.plan, String(a.active_keys), formatTime(a.created_at)]));
    return { text, json: rows };
  },
};

const accountSetPlan: AdminCommand = {
  help: `Usage: scanward account set-plan <id> <${PLANS.join('|')}> ${COMMON}\n\n`
    + 'Changes the plan. Existing keys stay active after a downgrade; new keys wait until the count is under the limit.\n'
    + DATA_HELP,
  flags: [], args: 2,
  prepare([id, planText]) {
    const plan = parsePlan(planText);
    accountId(id);
    return (ctx) => {
      const a = ctx.accounts.setPlan(id, plan);
      const out = accountJson(a, ctx);
      const over = out.active_keys > KEY_LIMITS[plan]
        ? `\nnote: ${out.active_keys} active keys exceed the ${plan} limit of ${KEY_LIMITS[plan]}; no new keys until some are revoked` : '';
      return { text: `account ${a.id} is now on plan ${a.plan}${over}`, json: out };
    };
  },
};

const keyCreate: AdminCommand = {
  help: `Usage: scanward key create --account <id> --name <name> [--scopes ${SCOPES.join(',')}] [--expires-in 30d|12h|90m] ${COMMON}\n\n`
    + 'Creates an API key and prints its secret once: only a hash is stored, it cannot be shown again.\n'
    + '  --scopes      comma-separated scopes (default: all)\n'
    + '  --expires-in  lifetime in days, hours or minutes (default: no expiry)\n'
    + `${DATA_HELP} (key_id, account, name, scopes, secret)`,
  flags: ['account', 'name', 'scopes', 'expires-in'], args: 0,
  prepare(_args, flags) {
    const account = accountId(value(flags, 'account'));
    const name = value(flags, 'name');
    const scopes = flags.scopes === undefined ? [...SCOPES] : parseScopes(value(flags, 'scopes'));
    const ttl = flags['expires-in'] === undefined ? undefined : parseDuration(value(flags, 'expires-in'));
    return (ctx) => {
      const expiresAt = ttl === undefined ? undefined : ctx.now + ttl;
      const { record: k, secret } = ctx.accounts.createKey({ account, name, scopes, expiresAt, now: ctx.now });
      const text = `created key ${k.key_id} for account ${k.account} (name "${k.name}", scopes ${k.scopes.join(',')}, `
        + `expires ${formatTime(k.expires_at)})\n\n${secret}\n\n`
        + 'Copy this secret now: it is stored only as a hash and will not be shown again.';
      return { text, json: { key_id: k.key_id, account: k.account, name: k.name, scopes: k.scopes, secret } };
    };
  },
};

const keyRevoke: AdminCommand = {
  help: `Usage: scanward key revoke <key_id> ${COMMON}\n\nRevokes a key at once; requests using it get 401.\n${DATA_HELP}`,
  flags: [], args: 1,
  prepare([keyId]) {
    if (!isKeyId(keyId)) throw new UsageError(`'${keyId}' is not a key id (key_ followed by 16 hex digits)`);
    return (ctx) => {
      const before = ctx.accounts.getKey(keyId);
      const k = ctx.accounts.revokeKey(keyId, ctx.now);
      const text = before?.revoked_at !== undefined
        ? `key ${k.key_id} was already revoked at ${formatTime(k.revoked_at)}`
        : `revoked key ${k.key_id} (account ${k.account}, name "${k.name}")`;
      return { text, json: keyJson(k, ctx.now) };
    };
  },
};

const keyList: AdminCommand = {
  help: `Usage: scanward key list --account <id> ${COMMON}\n\nLists an account's keys (never their secrets).\n${DATA_HELP}`,
  flags: ['account'], args: 0,
  prepare(_args, flags) {
    const account = accountId(value(flags, 'account'));
    return (ctx) => {
      mustAccount(ctx, account);
      const keys = ctx.accounts.listKeys(account).map((k) => keyJson(k, ctx.now));
      const text = keys.length === 0 ? `account ${account} has no keys` : table(
        ['KEY_ID', 'NAME', 'SCOPES', 'CREATED', 'EXPIRES', 'REVOKED', 'STATUS'],
        keys.map((k) => [k.key_id, k.name, k.scopes.join(','), formatTime(k.created_at), formatTime(k.expires_at), formatTime(k.revoked_at), k.status]),
      );
      return { text, json: keys };
    };
  },
};

const usage: AdminCommand = {
  help: `Usage: scanward usage --account <id> ${COMMON}\n\nThis UTC month's usage of an account (all its keys together).\n${DATA_HELP}`,
  flags: ['account'], args: 0,
  prepare(_args, flags) {
    const account = accountId(value(flags, 'account'));
    return (ctx) => {
      mustAccount(ctx, account);
      const totals = ctx.usage.month(account, ctx.now);
      const month = monthKey(ctx.now);
      const text = `account ${account}, month ${month} (UTC)\n`
        + table(['COUNTER', 'VALUE'], Object.entries(totals).map(([k, v]) => [k, String(v)]));
      return { text, json: { account, month, ...totals } };
    };
  },
};

/** Every admin command by its words. */
export const ADMIN_COMMANDS: Readonly<Record<string, AdminCommand>> = {
  'account create': accountCreate,
  'account list': accountList,
  'account set-plan': accountSetPlan,
  'key create': keyCreate,
  'key revoke': keyRevoke,
  'key list': keyList,
  usage,
};
