/**
 * A compact Aho–Corasick automaton answering "which keywords occur in this text?" in one pass.
 * Hand-written rather than a library: the project ships as one offline binary with few dependencies,
 * we only need presence (not positions), and ~60 lines are easier to audit than a package.
 */

interface AcNode {
  next: Map<number, number>;
  fail: number;
  /** Keyword ids ending here, including those reached through fail links. */
  out: number[];
}

/** Keyword automaton built once; `find` returns the ids (indexes into the keyword list) present in a text. */
export class AhoCorasick {
  private readonly nodes: AcNode[] = [{ next: new Map(), fail: 0, out: [] }];

  constructor(keywords: readonly string[]) {
    keywords.forEach((kw, id) => this.insert(kw, id));
    this.link();
  }

  /** Ids of the keywords that occur at least once in `text` (compare lower-cased text to lower-case keywords). */
  find(text: string): Set<number> {
    const found = new Set<number>();
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      state = this.step(state, text.charCodeAt(i));
      for (const id of this.nodes[state].out) found.add(id);
    }
    return found;
  }

  private insert(keyword: string, id: number): void {
    if (!keyword) return;
    let state = 0;
    for (let i = 0; i < keyword.length; i++) {
      const c = keyword.charCodeAt(i);
      let nxt = this.nodes[state].next.get(c);
      if (nxt === undefined) {
        nxt = this.nodes.push({ next: new Map(), fail: 0, out: [] }) - 1;
        this.nodes[state].next.set(c, nxt);
      }
      state = nxt;
    }
    this.nodes[state].out.push(id);
  }

  /** Breadth-first fail links; outputs are merged so `find` never walks the fail chain. */
  private link(): void {
    const queue = [...this.nodes[0].next.values()];
    for (let q = 0; q < queue.length; q++) {
      const node = this.nodes[queue[q]];
      for (const [c, child] of node.next) {
        // Queue holds depth >= 1 nodes (depth-1 keep fail = 0); a child follows its parent's fail link.
        this.nodes[child].fail = this.step(node.fail, c);
        this.nodes[child].out.push(...this.nodes[this.nodes[child].fail].out);
        queue.push(child);
      }
    }
  }

  private step(state: number, c: number): number {
    for (let s = state; ; s = this.nodes[s].fail) {
      const nxt = this.nodes[s].next.get(c);
      if (nxt !== undefined) return nxt;
      if (s === 0) return 0;
    }
  }
}
