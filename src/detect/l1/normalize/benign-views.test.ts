/**
 * The decoding stages added for issue 5 item 3 (character references, string escapes, variation-selector
 * smuggling, accent folding) must not make benign text fire: no accepted finding, in any category, may come
 * through one of them on the shared benign sets, on accented French, German and Spanish prose, or on ordinary
 * markup, JSON, paths, regexes and LaTeX. Findings the raw text already had are not this test's business
 * (scanViews keeps the raw one, so they carry no transforms).
 */
import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chunkText } from '../../../lib/chunker.ts';
import type { Finding } from '../../types.ts';
import { bundledPacks } from '../bundled-packs.ts';
import { createL1Detectors } from '../engine.ts';
import { loadRuleSet } from '../rule-set.ts';
import { contextFor } from '../test-fixtures.ts';
import { derivedViews } from './chunk-views.ts';
import { makeVariant } from './test-variants.ts';

const NEW_TRANSFORMS = new Set(['html entities decoded', 'escapes decoded', 'letters encoded', 'variation selectors decoded', 'accents stripped']);
const detectors = createL1Detectors(loadRuleSet({ bundled: bundledPacks() }));
const DATA = resolve(import.meta.dir, '../../../../../shared/data');
const SETS = ['benign/benign_prompts_shared.jsonl', 'injection/bipia_indirect_train.jsonl'].map((f) => resolve(DATA, f));

/** Accepted findings of every category, chunked as the pipeline chunks, with each rule at its default. */
function accepted(text: string): Finding[] {
  const ctx = contextFor(text);
  return chunkText(text).flatMap((chunk) => detectors.flatMap((d) => d.scanChunk(chunk, ctx))).filter((f) => f.accepted);
}

/** The accepted findings that only a new stage made visible, described for a readable failure. */
function throughNewStages(texts: string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    for (const f of accepted(text)) {
      const transforms = f.explanation.transforms ?? [];
      if (transforms.some((t) => NEW_TRANSFORMS.has(t))) out.push(`${f.ruleId} [${transforms}]: ${JSON.stringify(text.slice(f.start, f.end))}`);
    }
  }
  return out;
}

const FRENCH = [
  "Bonjour, pourriez-vous m'aider à préparer une présentation sur l'histoire de la Révolution française ?",
  "J'ai ignoré les consignes du médecin et je le regrette : que se passe-t-il si l'on arrête les antibiotiques ?",
  'Les règles du jeu sont simples : chaque joueur révèle une carte, puis le système compte les points.',
  "Veuillez trouver ci-joint le relevé de compte du trimestre précédent ; n'hésitez pas à me contacter.",
  "L'été dernier, nous avons visité Nîmes, Arles et Aigues-Mortes ; la cathédrale était fermée.",
  'Pour réinitialiser votre mot de passe, cliquez sur « Mot de passe oublié » et suivez les étapes indiquées.',
  "Le développeur a oublié de mettre à jour la documentation après la dernière mise à jour de l'API.",
];
const GERMAN = [
  'Können Sie mir bitte erklären, wie die Photosynthese in Pflanzen funktioniert?',
  'Ich möchte mein Passwort zurücksetzen, aber die Bestätigungs-E-Mail kommt nicht an.',
  'Bitte ignorieren Sie die vorherige Nachricht, sie wurde versehentlich verschickt. Entschuldigen Sie die Störung.',
  'Die Größe des Gebäudes übertrifft alle Erwartungen; die Fassade wurde 1998 renoviert.',
  'Für Rückfragen stehe ich Ihnen gern zur Verfügung. Mit freundlichen Grüßen, Jürgen Müller',
  'Vergessen Sie nicht, die Anweisungen auf der Rückseite der Verpackung zu lesen, bevor Sie das Gerät öffnen.',
  'Über das Wochenende fällt in München, Köln und Düsseldorf voraussichtlich Schnee.',
];
const SPANISH = [
  '¿Podrías explicarme cómo funciona el sistema de pensiones en España?',
  'Olvidé mi contraseña y no puedo acceder a mi cuenta; ¿qué debo hacer?',
  'Según las instrucciones anteriores del fabricante, el paquete llegará el miércoles por la mañana.',
  'El niño aprendió a nadar en la piscina municipal durante el verano pasado.',
  'Ignoré el mensaje porque pensé que era publicidad, pero resultó ser de mi banco.',
  'La canción más famosa de la película ganó un premio en el festival de cine de San Sebastián.',
  'Recuerde revisar la configuración del módem antes de llamar al servicio técnico.',
];
// Markup, JSON and code a user pastes: references and escapes that are just escaping, and backslashes that are
// no escapes at all.
const TECHNICAL = [
  '<p>Fish &amp; chips &mdash; only &pound;5 &copy; 2024 Caf&eacute; du Port, &laquo; bon app&eacute;tit &raquo;</p>',
  'Q&amp;A: AT&amp;T and R&amp;D &ndash; see https://example.com/?a=1&amp;b=2&copy=3',
  '{"title": "Meeting notes", "body": "Agenda:\\n1. Budget\\n2. Hiring\\n\\nSee you at 10:00.\\n", "author": "Jos\\u00e9"}',
  'Open C:\\Users\\Public\\Documents\\notes.txt, then C:\\Windows\\System32\\drivers\\etc\\hosts in Notepad.',
  'The pattern ^\\d{3}-\\d{4}$ matches local numbers; \\s+ matches whitespace and \\n a newline.',
  '$\\frac{\\partial f}{\\partial x} = \\nabla \\cdot \\vec{v}$, \\textbf{Theorem} \\newline \\rho \\theta \\tau',
  "Python prints b'\\xe4\\xbd\\xa0\\xe5\\xa5\\xbd' for the UTF-8 bytes of 你好 and '\\t' for a tab.",
  'Great job \u{1f44d}\ufe0f, see you soon \u2764\ufe0f\u{1f600}',
];

describe('benign text stays quiet through the new stages', () => {
  test.each([['French', FRENCH], ['German', GERMAN], ['Spanish', SPANISH]])('%s prose with accents', (_lang, texts) => {
    for (const text of texts) {
      const chunk = chunkText(text)[0];
      expect(derivedViews(chunk, 'injection', Infinity).some((v) => v.transforms.includes('accents stripped'))).toBe(true);
    }
    expect(throughNewStages(texts)).toEqual([]);
  });

  test('markup, JSON, Windows paths, regexes and LaTeX', () => {
    const seen = new Set(TECHNICAL.flatMap((text) => derivedViews(chunkText(text)[0], 'injection', Infinity).flatMap((v) => v.transforms)));
    expect(['html entities decoded', 'escapes decoded'].filter((t) => seen.has(t))).toHaveLength(2); // the stages did run
    expect(throughNewStages(TECHNICAL)).toEqual([]);
  });

  const haveData = SETS.every((f) => existsSync(f));
  const rows = () => SETS.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)))
    .filter((r) => r.category === 'benign').map((r) => r.text as string);

  test.skipIf(!haveData)('the shared benign sets (benign prompts, BIPIA clean contexts)', () => {
    const texts = rows();
    expect(texts.length).toBeGreaterThan(7000);
    expect(throughNewStages(texts)).toEqual([]);
  });

  test.skipIf(!haveData)('the benign sets accented: no rule accepts what it did not accept on the plain text', () => {
    const extra: string[] = [];
    for (const text of rows()) {
      const variant = makeVariant('accented', text, text);
      if (!variant) continue;
      const plain = new Set(accepted(text).map((f) => f.ruleId));
      for (const f of accepted(variant.text)) if (!plain.has(f.ruleId)) extra.push(`${f.ruleId}: ${JSON.stringify(text.slice(0, 60))}`);
    }
    expect(extra).toEqual([]);
  });
});
