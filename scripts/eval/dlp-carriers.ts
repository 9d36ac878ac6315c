/**
 * Secrets where people actually paste them: a self-written, seeded set for the dlp evaluation.
 *
 * Why: dlp's other positives are gitleaks' own rule cases, which our ported rules carry as tests, so they say
 * little about a token in a .env file, a curl command or a chat message. Each secret kind here is drawn from
 * the provider's published layout (prefix, alphabet, length), not from our rules, and placed in every carrier
 * that suits it. The negatives are the near misses a scanner must leave alone: hashes, ids, placeholders,
 * public keys, references to a secret instead of the secret.
 *
 * Deterministic: one seed per row id, so every run scores the same text.
 */
import { pick, mulberry32 as rng, seedOf } from '../../src/lib/prng.ts';
import type { DataRow } from './data.ts';

/** The generator's file, shown as the source's file in the report. */
export const CARRIERS_FILE = 'scripts/eval/dlp-carriers.ts';

type Rand = () => number;

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const URLSAFE = `${ALNUM}_-`;
const BASE64 = `${ALNUM}+/`;
const HEX = '0123456789abcdef';

const draw = (r: Rand, alphabet: string, n: number) => {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(r() * alphabet.length)];
  return s;
};
const b64url = (s: string) => Buffer.from(s).toString('base64url');
const b64 = (r: Rand, bytes: number) => Buffer.from(Array.from({ length: bytes }, () => Math.floor(r() * 256))).toString('base64');

/** A password as people choose them when told to be strong: words, digits and a symbol or two. */
function password(r: Rand): string {
  const words = ['Tango', 'river', 'Falcon', 'maple', 'Orbit', 'cedar', 'Quartz', 'lemon', 'Harbor', 'violet'];
  return pick(r, [
    () => `${pick(r, words)}${draw(r, DIGITS, 2)}${pick(r, ['!', '#', '$', '%', '&', '*', '@'])}${pick(r, words)}`,
    () => draw(r, `${ALNUM}!#%*_-`, 12 + Math.floor(r() * 10)),
    () => `${draw(r, LOWER, 4)}${draw(r, DIGITS, 4)}${draw(r, UPPER, 3)}${pick(r, ['!', '?', '.'])}`,
  ])();
}

function pem(r: Rand, label: string, lines: number): string {
  const body = Array.from({ length: lines }, () => draw(r, BASE64, 64));
  body.push(`${draw(r, BASE64, 20 + Math.floor(r() * 40))}${pick(r, ['', '=', '=='])}`);
  return `-----BEGIN ${label}-----\n${body.join('\n')}\n-----END ${label}-----`;
}

function jwt(r: Rand): string {
  const header = b64url(JSON.stringify({ alg: pick(r, ['HS256', 'RS256']), typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ sub: draw(r, DIGITS, 8), name: pick(r, ['Ana', 'Ben', 'Chloe']), iat: 1_700_000_000 + Math.floor(r() * 9e7), role: 'admin' }));
  return `${header}.${payload}.${Buffer.from(Array.from({ length: 32 }, () => Math.floor(r() * 256))).toString('base64url')}`;
}

/** One kind of secret (or near miss): a provider, the names it goes by in config, and how a value is drawn. */
interface Kind {
  id: string;
  /** How a person names the provider in a sentence. */
  vendor: string;
  /** Config names, UPPER_SNAKE; other spellings are derived. */
  names: string[];
  make: (r: Rand) => string;
  /** Multi-line values (keys in PEM) only go where a block of text fits. */
  block?: boolean;
  /** Set on the secret kinds (carrierRows): a carrier may place a secret where only a credential goes. */
  secret?: boolean;
  /** The request that sends it, where it does not go as a bearer token (a Telegram token sits in the path). */
  curl?: (value: string) => string;
}

/** Hosts for the near misses: public names, since an internal host or address is a sensitive signal of its own. */
const publicHost = (r: Rand) => pick(r, ['db.acme-corp.com', 'pg.shop.example-cloud.net', 'mongo.acme-corp.com']);
const host = (r: Rand) => pick(r, ['db.internal.acme.io', 'prod-db-01.eu-west-1.rds.amazonaws.com', '10.20.3.14', 'pg.payments.svc.cluster.local']);
const user = (r: Rand) => pick(r, ['app', 'admin', 'svc_orders', 'reporting', 'deploy']);

/** Secrets: each should be reported. */
export const SECRET_KINDS: Kind[] = [
  { id: 'aws-access-key-id', vendor: 'AWS', names: ['AWS_ACCESS_KEY_ID'], make: (r) => `AKIA${draw(r, `${UPPER}234567`, 16)}` },
  { id: 'aws-secret-access-key', vendor: 'AWS', names: ['AWS_SECRET_ACCESS_KEY'], make: (r) => draw(r, BASE64, 40) },
  { id: 'github-classic-pat', vendor: 'GitHub', names: ['GITHUB_TOKEN', 'GH_TOKEN'], make: (r) => `ghp_${draw(r, ALNUM, 36)}` },
  { id: 'github-fine-grained-pat', vendor: 'GitHub', names: ['GITHUB_TOKEN'], make: (r) => `github_pat_${draw(r, ALNUM, 22)}_${draw(r, ALNUM, 59)}` },
  { id: 'github-oauth', vendor: 'GitHub', names: ['GITHUB_OAUTH_TOKEN'], make: (r) => `gho_${draw(r, ALNUM, 36)}` },
  { id: 'gitlab-pat', vendor: 'GitLab', names: ['GITLAB_TOKEN', 'CI_JOB_TOKEN'], make: (r) => `glpat-${draw(r, URLSAFE, 20)}` },
  { id: 'slack-bot-token', vendor: 'Slack', names: ['SLACK_BOT_TOKEN'], make: (r) => `xoxb-${draw(r, DIGITS, 11)}-${draw(r, DIGITS, 13)}-${draw(r, ALNUM, 24)}` },
  { id: 'slack-webhook', vendor: 'Slack', names: ['SLACK_WEBHOOK_URL'], make: (r) => `https://hooks.slack.com/services/T${draw(r, UPPER + DIGITS, 8)}/B${draw(r, UPPER + DIGITS, 10)}/${draw(r, ALNUM, 24)}` },
  { id: 'stripe-secret-key', vendor: 'Stripe', names: ['STRIPE_SECRET_KEY', 'STRIPE_API_KEY'], make: (r) => `${pick(r, ['sk_live_', 'rk_live_'])}${draw(r, ALNUM, pick(r, [24, 99]))}` },
  { id: 'google-api-key', vendor: 'Google Maps', names: ['GOOGLE_API_KEY', 'MAPS_API_KEY'], make: (r) => `AIza${draw(r, URLSAFE, 35)}` },
  { id: 'openai-api-key', vendor: 'OpenAI', names: ['OPENAI_API_KEY'], make: (r) => pick(r, [`sk-proj-${draw(r, URLSAFE, 74)}T3BlbkFJ${draw(r, URLSAFE, 74)}`, `sk-${draw(r, ALNUM, 20)}T3BlbkFJ${draw(r, ALNUM, 20)}`]) },
  { id: 'anthropic-api-key', vendor: 'Anthropic', names: ['ANTHROPIC_API_KEY'], make: (r) => `sk-ant-api03-${draw(r, URLSAFE, 93)}AA` },
  { id: 'twilio-api-key', vendor: 'Twilio', names: ['TWILIO_API_KEY'], make: (r) => `SK${draw(r, HEX, 32)}` },
  { id: 'sendgrid-api-key', vendor: 'SendGrid', names: ['SENDGRID_API_KEY'], make: (r) => `SG.${draw(r, URLSAFE, 22)}.${draw(r, URLSAFE, 43)}` },
  { id: 'npm-token', vendor: 'npm', names: ['NPM_TOKEN'], make: (r) => `npm_${draw(r, ALNUM, 36)}` },
  { id: 'huggingface-token', vendor: 'Hugging Face', names: ['HF_TOKEN'], make: (r) => `hf_${draw(r, UPPER + LOWER, 34)}` },
  { id: 'shopify-access-token', vendor: 'Shopify', names: ['SHOPIFY_ACCESS_TOKEN'], make: (r) => `shpat_${draw(r, HEX, 32)}` },
  { id: 'digitalocean-token', vendor: 'DigitalOcean', names: ['DIGITALOCEAN_TOKEN'], make: (r) => `dop_v1_${draw(r, HEX, 64)}` },
  { id: 'telegram-bot-token', vendor: 'Telegram', names: ['TELEGRAM_BOT_TOKEN'], make: (r) => `${draw(r, DIGITS, 10)}:AA${draw(r, URLSAFE, 33)}`,
    curl: (v) => `curl -s "https://api.telegram.org/bot${v}/sendMessage" -d chat_id=-100123 -d text=deployed` },
  { id: 'mailgun-key', vendor: 'Mailgun', names: ['MAILGUN_API_KEY'], make: (r) => `key-${draw(r, HEX, 32)}` },
  { id: 'pypi-token', vendor: 'PyPI', names: ['PYPI_TOKEN', 'TWINE_PASSWORD'], make: (r) => `pypi-AgEIcHlwaS5vcmc${draw(r, URLSAFE, 70)}` },
  { id: 'datadog-api-key', vendor: 'Datadog', names: ['DD_API_KEY', 'DATADOG_API_KEY'], make: (r) => draw(r, HEX, 32) },
  { id: 'jwt', vendor: 'our API', names: ['ACCESS_TOKEN', 'AUTH_TOKEN'], make: jwt },
  { id: 'bearer-token', vendor: 'the billing API', names: ['API_TOKEN'], make: (r) => draw(r, ALNUM, 40) },
  { id: 'postgres-url', vendor: 'Postgres', names: ['DATABASE_URL'], make: (r) => `postgres://${user(r)}:${encodeURIComponent(password(r))}@${host(r)}:5432/${pick(r, ['orders', 'app', 'analytics'])}` },
  { id: 'mongodb-srv-url', vendor: 'MongoDB Atlas', names: ['MONGODB_URI', 'MONGO_URL'], make: (r) => `mongodb+srv://${user(r)}:${encodeURIComponent(password(r))}@cluster0.${draw(r, LOWER + DIGITS, 5)}.mongodb.net/${pick(r, ['shop', 'users'])}?retryWrites=true&w=majority` },
  { id: 'redis-url', vendor: 'Redis', names: ['REDIS_URL'], make: (r) => `redis://default:${draw(r, ALNUM, 32)}@${pick(r, ['cache.internal', 'redis-12345.c1.us-east-1-2.ec2.cloud.redislabs.com'])}:6379` },
  { id: 'azure-storage-connection', vendor: 'Azure Storage', names: ['AZURE_STORAGE_CONNECTION_STRING'], make: (r) => `DefaultEndpointsProtocol=https;AccountName=${draw(r, LOWER + DIGITS, 12)};AccountKey=${b64(r, 64)};EndpointSuffix=core.windows.net` },
  { id: 'password-assignment', vendor: 'the database', names: ['DB_PASSWORD', 'POSTGRES_PASSWORD', 'SMTP_PASSWORD', 'ADMIN_PASSWORD'], make: password,
    curl: (v) => `curl -u 'admin:${v}' https://registry.acme-corp.com/v2/_catalog` },
  { id: 'url-with-credentials', vendor: 'the artifact server', names: ['REGISTRY_URL', 'PIP_INDEX_URL'], make: (r) => `https://${user(r)}:${encodeURIComponent(password(r))}@${pick(r, ['nexus.acme.io/repository/pypi/simple', 'artifacts.internal.example.org/npm/'])}` },
  { id: 'rsa-private-key', vendor: 'the deploy server', names: ['SSH_PRIVATE_KEY', 'DEPLOY_KEY'], make: (r) => pem(r, 'RSA PRIVATE KEY', 24), block: true },
  { id: 'openssh-private-key', vendor: 'the bastion host', names: ['SSH_KEY'], make: (r) => pem(r, 'OPENSSH PRIVATE KEY', 6), block: true },
  { id: 'pkcs8-private-key', vendor: 'the service account', names: ['PRIVATE_KEY'], make: (r) => pem(r, 'PRIVATE KEY', 25), block: true },
  { id: 'ec-private-key', vendor: 'the signing service', names: ['SIGNING_KEY'], make: (r) => pem(r, 'EC PRIVATE KEY', 3), block: true },
];

/** Near misses: each should be left alone. */
export const NEAR_MISS_KINDS: Kind[] = [
  { id: 'git-commit-sha', vendor: 'the release', names: ['GIT_COMMIT', 'BUILD_SHA'], make: (r) => draw(r, HEX, 40) },
  { id: 'uuid', vendor: 'the request', names: ['REQUEST_ID', 'TENANT_ID'], make: (r) => `${draw(r, HEX, 8)}-${draw(r, HEX, 4)}-4${draw(r, HEX, 3)}-${pick(r, ['8', '9', 'a', 'b'])}${draw(r, HEX, 3)}-${draw(r, HEX, 12)}` },
  { id: 'sha256-checksum', vendor: 'the download', names: ['SHA256', 'CHECKSUM'], make: (r) => draw(r, HEX, 64) },
  { id: 'npm-integrity', vendor: 'the lockfile', names: ['INTEGRITY'], make: (r) => `sha512-${b64(r, 64)}` },
  { id: 'docker-digest', vendor: 'the image', names: ['IMAGE_DIGEST'], make: (r) => `sha256:${draw(r, HEX, 64)}` },
  { id: 'placeholder-key', vendor: 'Stripe', names: ['STRIPE_SECRET_KEY', 'API_KEY'], make: (r) => pick(r, ['sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', '<YOUR_API_KEY>', 'your-api-key-here', 'REPLACE_ME', 'sk-...', '********', 'AKIAIOSFODNN7EXAMPLE', 'changeit-in-production']) },
  { id: 'env-reference', vendor: 'the database', names: ['DB_PASSWORD', 'API_TOKEN'], make: (r) => pick(r, ['${DB_PASSWORD}', '$(cat /run/secrets/db_password)', '{{ .Values.db.password }}', '%(DB_PASSWORD)s', 'vault:secret/data/app#password']) },
  { id: 'password-less-url', vendor: 'Postgres', names: ['DATABASE_URL'], make: (r) => pick(r, [`postgres://${user(r)}@${publicHost(r)}:5432/app`, 'postgres://localhost:5432/dev', `https://${publicHost(r)}/health`, `mongodb://${publicHost(r)}:27017/shop`]) },
  { id: 'public-key', vendor: 'the deploy server', names: ['SSH_PUBLIC_KEY'], make: (r) => pick(r, [`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${draw(r, BASE64, 43)} deploy@ci`, pem(r, 'PUBLIC KEY', 6)]), block: true },
  { id: 'publishable-key', vendor: 'Stripe', names: ['STRIPE_PUBLISHABLE_KEY', 'NEXT_PUBLIC_STRIPE_KEY'], make: (r) => `pk_live_${draw(r, ALNUM, 24)}` },
  { id: 'analytics-id', vendor: 'Google Analytics', names: ['GA_MEASUREMENT_ID'], make: (r) => pick(r, [`G-${draw(r, UPPER + DIGITS, 10)}`, `UA-${draw(r, DIGITS, 8)}-1`]) },
  { id: 'certificate', vendor: 'the web server', names: ['TLS_CERT'], make: (r) => pem(r, 'CERTIFICATE', 12), block: true },
];

const lowerSnake = (name: string) => name.toLowerCase();
const camel = (name: string) => name.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A carrier: how a named value sits in text people paste. Returns null where the value does not fit. */
type Carrier = (name: string, value: string, kind: Kind, r: Rand) => string | null;

const oneLine = (f: Carrier): Carrier => (n, v, k, r) => (k.block ? null : f(n, v, k, r));

export const CARRIERS: Record<string, Carrier> = {
  dotenv: oneLine((n, v) => `# local settings\nNODE_ENV=production\n${n}=${v}\nPORT=8080`),
  'shell-export': (n, v, k) => (k.block ? `export ${n}="${v}"` : `export ${n}="${v}"\n./deploy.sh --region eu-west-1`),
  yaml: (n, v, k) =>
    k.block
      ? `services:\n  api:\n    environment:\n      ${n}: |\n${v.split('\n').map((l) => `        ${l}`).join('\n')}`
      : `services:\n  api:\n    image: acme/api:2.3\n    environment:\n      ${n}: ${v}\n      LOG_LEVEL: info`,
  json: (n, v) => JSON.stringify({ [camel(n)]: v, region: 'us-east-1', timeoutMs: 3000 }, null, 2),
  javascript: oneLine((n, v) => `import client from './client.js';\n\nconst ${camel(n)} = '${v}';\nclient.init({ ${camel(n)} });`),
  python: (n, v, k) => (k.block ? `${lowerSnake(n)} = """${v}"""\nload_key(${lowerSnake(n)})` : `import requests\n\n${lowerSnake(n)} = "${v}"\nresp = requests.get(URL, timeout=10)`),
  // A secret goes in the Authorization header; a near miss in a header that carries no credential (anything
  // sent as a bearer token is one, whatever it looks like).
  curl: oneLine((n, v, k) =>
    k.id.endsWith('-url') || k.id === 'url-with-credentials' || k.id === 'azure-storage-connection'
      ? null
      : k.curl
      ? k.curl(v)
      : `curl -s https://api.example.com/v1/items -H "${k.secret ? 'Authorization: Bearer' : `X-${camel(n)}:`} ${v}" -H "Content-Type: application/json"`),
  log: oneLine((n, v) => `2025-03-04T10:22:31.114Z DEBUG [config] loaded ${lowerSnake(n)}=${v} from environment`),
  chat: (n, v, k) =>
    k.block
      ? `Can you tell me why ssh rejects this key for ${k.vendor}? I copied it straight from the server:\n\n${v}\n\nThanks!`
      : `hey, the ${k.vendor} integration keeps failing with 401. I set ${n.toLowerCase().replace(/_/g, ' ')} to ${v} - is that the wrong format?`,
  markdown: (n, v, k) => `## Setup\n\nPut this in your config before running the tests:\n\n\`\`\`\n${k.block ? `${n}:\n${v}` : `${n}=${v}`}\n\`\`\`\n`,
};

function rowsFor(kinds: Kind[], category: string): DataRow[] {
  const rows: DataRow[] = [];
  for (const kind of kinds) {
    for (const [carrier, place] of Object.entries(CARRIERS)) {
      const id = `${kind.id}/${carrier}`;
      const r = rng(seedOf(id));
      const text = place(pick(r, kind.names), kind.make(r), kind, r);
      if (text !== null) rows.push({ id, text, label: kind.id, category, source: 'scanward-written', meta: { carrier } });
    }
  }
  return rows;
}

/** Every secret kind in every carrier it fits (category dlp), then every near miss (category benign). */
export function carrierRows(): DataRow[] {
  return [...rowsFor(SECRET_KINDS.map((k) => ({ ...k, secret: true })), 'dlp'), ...rowsFor(NEAR_MISS_KINDS, 'benign')];
}
