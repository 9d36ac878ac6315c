/**
 * The loop shared by the normaliser stages that turn regex matches into edits (accents.ts, entities.ts,
 * markup-breaks.ts): each match of the global regex `re` gives at most one edit, within a size budget
 * (`maxEdits`) and a time budget (`deadline`, read once per `stride` matches, since reading the clock costs more
 * than a match). The scan resumes at each edit's end, so an edit may cover less than its match (a legacy reference
 * prefix gives back what followed it) or more (an accented letter with the marks stacked after it).
 */
import type { Edit } from './mapped-text.ts';

export interface EditBudget {
  maxEdits: number;
  stride: number;
  deadline: number;
}

export function scanEdits(
  text: string,
  re: RegExp,
  budget: EditBudget,
  edit: (m: RegExpExecArray, edits: readonly Edit[]) => Edit | undefined,
): Edit[] {
  const edits: Edit[] = [];
  re.lastIndex = 0;
  let seen = 0;
  for (let m = re.exec(text); m && edits.length < budget.maxEdits; m = re.exec(text)) {
    if (++seen % budget.stride === 0 && Date.now() > budget.deadline) break;
    const e = edit(m, edits);
    if (!e) continue;
    edits.push(e);
    re.lastIndex = e.end;
  }
  return edits;
}
