"""Data helpers: read ../shared/data, a group-held-out fallback split, and 256-token windowing."""
import hashlib
import json
import os

from wordpiece import ROOT

SHARED = os.path.abspath(os.path.join(ROOT, '..', 'shared', 'data'))
MAX_TOKENS = 254  # + [CLS] [SEP] = 256 positions (src/lib/chunker.ts DEFAULT_MAX_TOKENS)
STRIDE = 192


def read_jsonl(path):
    with open(path, encoding='utf-8') as f:
        return [json.loads(line) for line in f if line.strip()]


def shared_files():
    out = []
    for sub in ('injection', 'benign', 'mcp', 'pii', 'dlp', 'threat'):
        d = os.path.join(SHARED, sub)
        for name in sorted(os.listdir(d)):
            if name.endswith('.jsonl'):
                out.append(os.path.join(d, name))
    return out


def _h(s, salt='l3'):
    return int(hashlib.sha256((salt + ':' + str(s)).encode()).hexdigest()[:8], 16) / 0xFFFFFFFF


def shared_rows(split_path=None):
    """Every row of the injection, benign and mcp files of ../shared/data as
    {id,text,label,kind,source,group,split,span} for the injection task (label 1 = category injection).
    split/group come from scripts/ml/split.ts (`bun scripts/ml/split.ts --write build/ml/split.jsonl`):
    whole groups (BIPIA attacks and contexts, latent instructions, near-dup groups, JBB behaviours) held apart."""
    split_path = split_path or os.path.join(ROOT, 'build', 'ml', 'split.jsonl')
    split = {}
    for r in read_jsonl(split_path):
        split[(r['file'], r['id'])] = (r['split'], r['group'])
    rows = []
    for rel in sorted(set(k[0] for k in split)):
        for r in read_jsonl(os.path.join(SHARED, rel)):
            sp = split.get((rel, r['id']))
            if sp is None:
                continue
            text = r['text']
            cat = r.get('category')
            if cat not in ('injection', 'benign'):
                continue  # mcp tool poisoning / threat rows: not this model's task
            meta = r.get('meta') or {}
            span = None
            for s in r.get('spans') or []:
                if s.get('label') == 'injection':
                    v = s.get('value') or ''
                    i = text.find(v) if v else -1
                    span = [i, i + len(v)] if i >= 0 else None
            rows.append(dict(id=r['id'], text=text, label=1 if cat == 'injection' else 0,
                             kind=meta.get('task') or r.get('label'), source=os.path.basename(rel)[:-6],
                             group=sp[1], split=sp[0], span=span))
    return rows


def windows(ids, max_tokens=MAX_TOKENS, stride=STRIDE):
    """Start offsets of token windows covering ids (last window aligned to the end)."""
    if len(ids) <= max_tokens:
        return [0]
    starts = list(range(0, len(ids) - max_tokens + 1, stride))
    if starts[-1] + max_tokens < len(ids):
        starts.append(len(ids) - max_tokens)
    return starts


def char_to_token_span(tok, text, span):
    """Token index range [a, b) of the char span (approximate: counts tokens of the prefix)."""
    a = len(tok.encode(text[:span[0]]))
    b = a + len(tok.encode(text[span[0]:span[1]]))
    return a, b
