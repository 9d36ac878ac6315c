"""Tokenise a JSONL corpus ({"text": ...} per line) into one int32 id stream, documents separated by [SEP].
Exact duplicates (whitespace-collapsed, lower-cased) are dropped.
usage: /usr/bin/python3 tokenize_corpus.py IN.jsonl [IN2.jsonl ...] OUT.npy"""
import hashlib
import json
import sys
from multiprocessing import Pool

import numpy as np

from wordpiece import WordPiece

_tok = None


def _enc(text):
    global _tok
    if _tok is None:
        _tok = WordPiece()
    return np.asarray(_tok.encode(text), dtype=np.int32)


def main():
    *ins, out = sys.argv[1:]
    seen = set()
    texts = []
    for path in ins:
        with open(path, encoding='utf-8') as f:
            for line in f:
                t = json.loads(line)['text']
                key = hashlib.sha1(' '.join(t.lower().split()).encode()).digest()
                if key in seen or not t.strip():
                    continue
                seen.add(key)
                texts.append(t)
    sep = np.asarray([102], dtype=np.int32)
    parts = []
    with Pool(2) as pool:
        for ids in pool.imap(_enc, texts, chunksize=64):
            if len(ids):
                parts.append(ids)
                parts.append(sep)
    arr = np.concatenate(parts) if parts else np.zeros(0, np.int32)
    np.save(out, arr)
    print(f'{len(texts)} docs, {len(arr)} tokens -> {out}')


if __name__ == '__main__':
    main()
