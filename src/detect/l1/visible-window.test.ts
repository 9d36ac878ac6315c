import { describe, expect, test } from 'bun:test';
import { visibleWindow } from './visible-window.ts';

describe('visibleWindow', () => {
  test('a window without invisible characters is not rebuilt', () => {
    expect(visibleWindow('Müller GmbH, Hauptstraße 5, 10115 Berlin', 13, 26, 64)).toBeUndefined();
  });

  test('zero-width, soft hyphen, word joiner, BOM and bidi controls are removed and the span mapped into the window', () => {
    const text = 'Acme Gmb\u200BH, Haupt\u00ADstra\u2060ße 5\u200E, Handels\uFEFFregister';
    const start = text.indexOf('Haupt');
    const end = text.indexOf(' 5') + 2;
    const w = visibleWindow(text, start, end, 64)!;
    expect(w.text).toBe('Acme GmbH, Hauptstraße 5, Handelsregister');
    expect(w.text.slice(w.start, w.end)).toBe('Hauptstraße 5');
    expect(w.toOriginal(w.start)).toBe(start);
    expect(w.toOriginal(w.text.indexOf('register'))).toBe(text.indexOf('register'));
  });

  test('only `reach` characters each side are read', () => {
    const text = `${'x'.repeat(100)}Gmb\u200BH 12345 ${'y'.repeat(100)}`;
    const at = text.indexOf('12345');
    const w = visibleWindow(text, at, at + 5, 10)!;
    expect(w.text).toBe('xxxxGmbH 12345 yyyyyyyyy');
    expect(visibleWindow(text, at + 20, at + 25, 5)).toBeUndefined();
  });

  test('tag characters read as normalisation reads them: a lone one inside a word is dropped', () => {
    const text = 'Gmb\u{E0041}H 12345';
    const w = visibleWindow(text, text.indexOf('1'), text.length, 64)!;
    expect(w.text).toBe('GmbH 12345');
    expect(w.text.slice(w.start, w.end)).toBe('12345');
  });
});
