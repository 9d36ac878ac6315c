/**
 * The request bodies as the OpenAPI document shows them (spec §2.1–2.2): everything the server enforces, the
 * schema checks and the hand-written ones together. The validators (src/api/scan-config.ts, scan-request.ts)
 * keep the looser schemas of spec.ts and check enums, uniqueness, reserved keys and whitespace in code, so each
 * 422 names the field and the reason; request-docs.test.ts holds both to the same accept/reject answers.
 */
import { t } from 'elysia';
import { DETECTOR_ID_PATTERN, RESERVED_IDS } from './spec.ts';

const closed = { additionalProperties: false } as const;

/** The four category names of §1, lower case as the server normalises them. */
export const CATEGORY_NAMES = ['injection', 'dlp', 'pii', 'threat'] as const;

const anyCase = (word: string) => [...word].map((c) => `[${c.toUpperCase()}${c}]`).join('');
/** A category name in any letter case: exactly the strings the server accepts. */
export const CATEGORY_PATTERN = `^(?:${CATEGORY_NAMES.map(anyCase).join('|')})$`;
/** A detector id that is not a reserved name (the lookahead keeps one regex for validators without `not`). */
export const SWITCH_KEY_PATTERN = `^(?!(?:${RESERVED_IDS.join('|')})$)${DETECTOR_ID_PATTERN.slice(1)}`;

const switchMap = (what: string) =>
  t.Record(t.String({ pattern: SWITCH_KEY_PATTERN }), t.Boolean(), {
    ...closed,
    maxProperties: 512,
    propertyNames: { pattern: DETECTOR_ID_PATTERN, not: { enum: [...RESERVED_IDS] } },
    description: `${what} id → enabled (JSON boolean only). Up to 512 entries; ids are 1–128 characters of ` +
      'A-Z a-z 0-9 _ : . / - and not __proto__, constructor or prototype. Ids are forwarded unchanged: an accepted ' +
      'id need not exist.',
  });

const LEVEL_RULES = '`threat` needs level L2: it cannot be combined with max_level L1 or gates.l2 false. With all ' +
  'four categories use max_level L3 or leave max_level and gates unset. Both are checked by the server (422).';

export const DocumentedGates = t.Object(
  {
    l1: t.Optional(t.Boolean()),
    l2: t.Optional(t.Boolean()),
    l3: t.Optional(t.Boolean()),
    rules: t.Optional(switchMap('Rule')),
    models: t.Optional(switchMap('Model')),
  },
  { ...closed, description: 'Switches constrain the analysis; an enabled level is not guaranteed to run.' },
);

export const DocumentedScanConfig = t.Object(
  {
    categories: t.Optional(
      t.Array(t.String({ pattern: CATEGORY_PATTERN, description: 'injection, dlp, pii or threat, in any letter case' }), {
        minItems: 1,
        maxItems: 4,
        uniqueItems: true,
        description: 'Default ["injection","dlp"]. Names are normalised to lower case; names that are equal after ' +
          'that ("DLP", "dlp") are duplicates and rejected.',
      }),
    ),
    max_level: t.Optional(t.Union([t.Literal('L1'), t.Literal('L2'), t.Literal('L3')], {
      description: `Highest analysis level allowed (default L3). ${LEVEL_RULES}`,
    })),
    gates: t.Optional(DocumentedGates),
  },
  { ...closed, description: `ScanConfig (§2.1). ${LEVEL_RULES}` },
);

const config = t.Optional(DocumentedScanConfig);
const httpsUrl = (what: string) => t.String({
  format: 'uri',
  description: `Absolute https URL of a public ${what}; no credentials; private and loopback addresses are refused (422).`,
});

export const DocumentedTextScan = t.Object(
  {
    text: t.String({
      minLength: 1,
      pattern: '\\S',
      description: 'Non-empty, with at least one non-whitespace character; well-formed Unicode (no lone surrogates).',
    }),
    config,
  },
  { ...closed, title: 'TextScan' },
);
export const DocumentedUrlScan = t.Object({ url: httpsUrl('webpage (static content)'), config }, { ...closed, title: 'UrlScan' });
export const DocumentedMcpServerScan = t.Object(
  { mcp_server_url: httpsUrl('remote MCP endpoint'), config },
  { ...closed, title: 'McpServerScan' },
);
export const DocumentedScanJsonBody = t.Union([DocumentedTextScan, DocumentedUrlScan, DocumentedMcpServerScan], {
  description: 'Exactly one of TextScan, UrlScan, McpServerScan.',
});
export const DocumentedMultipartBody = t.Object(
  {
    text: t.Optional(t.String({ description: 'Non-empty UTF-8 text with a non-whitespace character; at most once.' })),
    files: t.Optional(t.Array(t.String({ format: 'binary' }), {
      description: 'One part per file (TXT, Markdown, HTML, PDF, DOCX), each non-empty and at most 10 MB. Text and ' +
        'files together: 1 to 100 documents.',
    })),
    config: t.Optional(t.String({ description: 'JSON-encoded ScanConfig (see the JSON body), supplied once.' })),
  },
  { ...closed, description: 'A text part, file parts, or both; no other parts.' },
);
