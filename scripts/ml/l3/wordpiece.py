"""BERT-uncased WordPiece tokenizer (pure Python), matching src/lib/wordpiece.ts (scanward-wordpiece-v1)
and Hugging Face BertTokenizer(do_lower_case=True): clean text, CJK chars separate, lower-case,
strip accents (NFD, drop Mn), split punctuation, greedy longest-match WordPiece, 100-char words -> [UNK].
Literal [PAD] [UNK] [CLS] [SEP] [MASK] in the input are one token each."""
import os
import re
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..'))
VOCAB_PATH = os.path.join(ROOT, 'models', 'tokenizer', 'vocab.txt')
SPECIALS = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]']
_SPECIAL_RE = re.compile('(' + '|'.join(re.escape(s) for s in SPECIALS) + ')')


def _is_whitespace(ch):
    if ch in ' \t\n\r':
        return True
    return unicodedata.category(ch) == 'Zs'


def _is_control(ch):
    if ch in '\t\n\r':
        return False
    return unicodedata.category(ch).startswith('C')


def _is_punct(ch):
    cp = ord(ch)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(ch).startswith('P')


def _is_cjk(cp):
    return (0x4E00 <= cp <= 0x9FFF or 0x3400 <= cp <= 0x4DBF or 0x20000 <= cp <= 0x2A6DF
            or 0x2A700 <= cp <= 0x2B73F or 0x2B740 <= cp <= 0x2B81F or 0x2B820 <= cp <= 0x2CEAF
            or 0xF900 <= cp <= 0xFAFF or 0x2F800 <= cp <= 0x2FA1F)


class WordPiece:
    def __init__(self, vocab_path=VOCAB_PATH):
        with open(vocab_path, encoding='utf-8') as f:
            self.pieces = [line.rstrip('\n') for line in f]
        self.vocab = {p: i for i, p in enumerate(self.pieces)}
        self.unk = self.vocab['[UNK]']
        self.cls = self.vocab['[CLS]']
        self.sep = self.vocab['[SEP]']
        self.pad = self.vocab['[PAD]']
        self.mask = self.vocab['[MASK]']
        self._cache = {}

    def _basic(self, text):
        out = []
        for ch in text:
            cp = ord(ch)
            if cp == 0 or cp == 0xFFFD or _is_control(ch):
                continue
            if _is_whitespace(ch):
                out.append(' ')
            elif _is_cjk(cp):
                out.append(' ' + ch + ' ')
            else:
                out.append(ch)
        words = []
        for w in ''.join(out).split():
            w = unicodedata.normalize('NFD', w.lower())
            w = ''.join(c for c in w if unicodedata.category(c) != 'Mn')
            cur = []
            for c in w:
                if _is_punct(c):
                    if cur:
                        words.append(''.join(cur))
                        cur = []
                    words.append(c)
                else:
                    cur.append(c)
            if cur:
                words.append(''.join(cur))
        return words

    def _word(self, w):
        r = self._cache.get(w)
        if r is not None:
            return r
        if len(w) > 100:
            r = [self.unk]
        else:
            r = []
            start = 0
            while start < len(w):
                end = len(w)
                cur = None
                while start < end:
                    sub = w[start:end]
                    if start > 0:
                        sub = '##' + sub
                    if sub in self.vocab:
                        cur = self.vocab[sub]
                        break
                    end -= 1
                if cur is None:
                    r = [self.unk]
                    break
                r.append(cur)
                start = end
        if len(self._cache) < 500000:
            self._cache[w] = r
        return r

    def encode(self, text):
        ids = []
        for part in _SPECIAL_RE.split(text):
            if not part:
                continue
            if part in self.vocab and part in SPECIALS:
                ids.append(self.vocab[part])
                continue
            for w in self._basic(part):
                ids.extend(self._word(w))
        return ids


if __name__ == '__main__':
    import sys, json
    tok = WordPiece()
    for line in sys.stdin:
        print(json.dumps(tok.encode(json.loads(line))))
