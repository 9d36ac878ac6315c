"""Fine-tune the (MLM-pretrained) small BERT as a 2-class injection classifier on 256-position windows.
Rows: JSONL {"text","label":0|1,"source",...,"span":[start,end] optional (char offsets of the injected text)}.
Windows: texts over 254 tokens are cut into 254-token windows (stride 192); a positive with a known span
gives the window(s) overlapping the span plus one centred on it; a positive without span gives all its
windows (max 4); a negative gives all its windows (max 8). Class-balanced loss; time-budgeted.
usage: /usr/bin/python3 finetune.py --train TRAIN.jsonl --init build/ml/l3/mlm/final.pt --out build/ml/l3/ft
        [--minutes 25] [--epochs 4] [--threads 2] [--windows FILE] [--device cuda --bf16] [--half]
--windows FILE keeps the tokenised windows in FILE whatever the train file's path (build them once on one machine,
carry them to another); --half saves the final weights as float16 (half the size, for carrying back)."""
import argparse
import hashlib
import json
import os
import pickle
import random
import time

import numpy as np
import torch
import torch.nn.functional as F

from data import MAX_TOKENS, windows, read_jsonl
from model import Bert
from wordpiece import WordPiece

CLS, SEP = 101, 102


def utf16_to_index(text, off):
    """Python str index of a UTF-16 code-unit offset (dataset.ts spans are JavaScript offsets)."""
    if text.isascii():
        return off
    units = 0
    for i, ch in enumerate(text):
        if units >= off:
            return i
        units += 2 if ord(ch) > 0xFFFF else 1
    return len(text)


def token_span(tok, text, span):
    span = (utf16_to_index(text, span[0]), utf16_to_index(text, span[1]))
    a = len(tok.encode(text[:span[0]]))
    return a, a + len(tok.encode(text[span[0]:span[1]]))


def row_windows(tok, row, rng, max_pos=4, max_neg=8):
    ids = tok.encode(row['text'])
    if not ids:
        return []
    if len(ids) <= MAX_TOKENS:
        return [ids]
    starts = windows(ids)
    span = row.get('span')
    if row['label'] == 1 and span and span[0] >= 0:
        a, b = token_span(tok, row['text'], span)
        ws = [s for s in starts if s < b and s + MAX_TOKENS > a]
        c = max(0, min(len(ids) - MAX_TOKENS, (a + b) // 2 - MAX_TOKENS // 2))
        out = [ids[s:s + MAX_TOKENS] for s in ws[:max_pos]] + [ids[c:c + MAX_TOKENS]]
        return out
    cap = max_pos if row['label'] == 1 else max_neg
    if len(starts) > cap:
        starts = sorted(rng.sample(starts, cap))
    return [ids[s:s + MAX_TOKENS] for s in starts]


def batches(examples, batch_tokens, rng):
    """Length-bucketed shuffled batches of (ids, label, weight)."""
    order = sorted(range(len(examples)), key=lambda i: (len(examples[i][0]) + rng.random() * 8))
    out, cur, cur_max = [], [], 0
    for i in order:
        n = len(examples[i][0]) + 2
        if cur and max(cur_max, n) * (len(cur) + 1) > batch_tokens:
            out.append(cur)
            cur, cur_max = [], 0
        cur.append(i)
        cur_max = max(cur_max, n)
    if cur:
        out.append(cur)
    rng.shuffle(out)
    return out


def collate(examples, idx):
    L = max(len(examples[i][0]) for i in idx) + 2
    ids = torch.zeros((len(idx), L), dtype=torch.long)
    am = torch.zeros((len(idx), L), dtype=torch.long)
    for j, i in enumerate(idx):
        seq = [CLS] + examples[i][0] + [SEP]
        ids[j, :len(seq)] = torch.tensor(seq)
        am[j, :len(seq)] = 1
    y = torch.tensor([examples[i][1] for i in idx])
    w = torch.tensor([examples[i][2] for i in idx], dtype=torch.float)
    return ids, am, y, w


def build_examples(rows, tok, rng, max_pos=4, max_neg=8):
    ex = []
    for r in rows:
        for w in row_windows(tok, r, rng, max_pos, max_neg):
            ex.append([w, int(r['label']), r.get('kind') or r.get('source') or '?'])
    # weights: classes balanced; within a class each kind (email, code, prompt, ...) gets a sqrt-tempered share
    by = {}
    for e in ex:
        by.setdefault(e[1], {}).setdefault(e[2], 0)
        by[e[1]][e[2]] += 1
    for e in ex:
        srcs = by[e[1]]
        total = sum(srcs.values())
        # each source's share is sqrt-tempered
        tempered = {s: c ** 0.5 for s, c in srcs.items()}
        z = sum(tempered.values())
        share = tempered[e[2]] / z
        e[2] = 0.5 * share / srcs[e[2]] * len(ex)
    return [(e[0], e[1], e[2]) for e in ex]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--train', required=True)
    ap.add_argument('--init')
    ap.add_argument('--out', required=True)
    ap.add_argument('--minutes', type=float, default=25)
    ap.add_argument('--epochs', type=float, default=4)
    ap.add_argument('--threads', type=int, default=2)
    ap.add_argument('--lr', type=float, default=2e-4)
    ap.add_argument('--batch_tokens', type=int, default=4096)
    ap.add_argument('--seed', type=int, default=20250601)
    ap.add_argument('--max_pos', type=int, default=4)
    ap.add_argument('--max_neg', type=int, default=8)
    ap.add_argument('--count_only', action='store_true')
    ap.add_argument('--windows')
    ap.add_argument('--device', default='cpu')
    ap.add_argument('--bf16', action='store_true')
    ap.add_argument('--half', action='store_true')
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    torch.manual_seed(a.seed)
    rng = random.Random(a.seed)
    os.makedirs(a.out, exist_ok=True)
    tok = WordPiece()
    t0 = time.time()
    cache = a.windows or os.path.join(a.out, 'windows.pkl')
    have_train = os.path.isfile(a.train)
    if a.windows:
        # the train file's content identifies the windows; with --train none (on a machine without it) the
        # carried windows are taken as they are, as long as the windowing options match
        sig = hashlib.sha1(open(a.train, 'rb').read()).hexdigest() if have_train else None
        key = (a.max_pos, a.max_neg, a.seed, sig)
    else:
        key = (os.path.abspath(a.train), os.path.getmtime(a.train), a.max_pos, a.max_neg)
    ex, nrows = None, None
    if os.path.exists(cache):
        with open(cache, 'rb') as f:
            cached = pickle.load(f)
        ck_key, ck_ex, ck_rows = cached if len(cached) == 3 else (*cached, None)  # older caches: (key, windows)
        if ck_key == key or (a.windows and not have_train and tuple(ck_key[:3]) == key[:3]):
            ex, nrows = ck_ex, ck_rows
    if ex is None and not have_train:
        raise SystemExit(f'no windows in {cache} for these options, and no train file {a.train} to build them from')
    if ex is None:
        rows = [r for r in read_jsonl(a.train) if r.get('split', 'train') == 'train']
        ex, nrows = build_examples(rows, tok, rng, a.max_pos, a.max_neg), len(rows)
        with open(cache, 'wb') as f:
            pickle.dump((key, ex, nrows), f)
    npos = sum(e[1] for e in ex)
    ntok = sum(len(e[0]) + 2 for e in ex)
    print(f'{nrows} rows -> {len(ex)} windows ({npos} positive, {ntok} tokens), tokenised in {time.time() - t0:.0f}s', flush=True)
    if a.count_only:
        return
    dev = torch.device(a.device)
    ck = torch.load(a.init, map_location='cpu') if a.init else None
    model = Bert(ck['config'] if ck else None)
    if ck:
        missing = model.load_state_dict(ck['model'], strict=False)
        print('init from', a.init, missing, flush=True)
    model.to(dev)
    params = [p for n, p in model.named_parameters() if not n.startswith('mlm_')]
    opt = torch.optim.AdamW(params, lr=a.lr, weight_decay=0.01)
    per_epoch = len(batches(ex, a.batch_tokens, rng))
    total_steps = int(per_epoch * a.epochs)
    budget = a.minutes * 60
    log = open(os.path.join(a.out, 'log.tsv'), 'a')
    t0 = time.time()
    step = 0
    avg = None
    model.train()
    stop = False
    while not stop:
        for idx in batches(ex, a.batch_tokens, rng):
            el = time.time() - t0
            frac = max(step / total_steps, el / budget)
            if frac >= 1:
                stop = True
                break
            lr = a.lr * (frac / 0.06 if frac < 0.06 else (1 - frac) / 0.94)
            for g in opt.param_groups:
                g['lr'] = lr
            ids, am, y, w = (t.to(dev, non_blocking=True) for t in collate(ex, idx))
            with torch.autocast(dev.type, dtype=torch.bfloat16, enabled=a.bf16):
                logits = model(ids, am, torch.zeros_like(ids))
            loss = (F.cross_entropy(logits.float(), y, reduction='none') * w).sum() / w.sum()
            opt.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(params, 1.0)
            opt.step()
            step += 1
            if dev.type == 'cpu' or step % 10 == 0:  # .item() waits for the GPU
                li = loss.item()
                avg = li if avg is None else (0.95 if dev.type == 'cpu' else 0.6) * avg + (0.05 if dev.type == 'cpu' else 0.4) * li
            if step % 10 == 0:
                log.write(f'{step}\t{el:.0f}\t{lr:.2e}\t{loss.item():.4f}\t{avg:.4f}\n')
                log.flush()
            if step % 200 == 0:
                torch.save(dict(model=model.state_dict(), config=model.c, step=step), os.path.join(a.out, 'last.pt'))
    state = {k: (v.half() if a.half and v.is_floating_point() else v).cpu() for k, v in model.state_dict().items()}
    torch.save(dict(model=state, config=model.c, step=step), os.path.join(a.out, 'final.pt'))
    json.dump(dict(steps=step, epochs=step / per_epoch, elapsed_s=time.time() - t0, loss_ema=avg, windows=len(ex),
                   positive_windows=npos, rows=nrows), open(os.path.join(a.out, 'summary.json'), 'w'), indent=1)
    print('done', step, 'steps', f'{step / per_epoch:.2f} epochs', avg, flush=True)


if __name__ == '__main__':
    main()
