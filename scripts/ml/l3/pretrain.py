"""Masked-LM pretraining of the small BERT on a token stream (tokenize_corpus.py output).
Sequences are random slices of the stream, 128 or 256 positions ([CLS] ... [SEP]) so every position is
trained; 15% of tokens masked 80/10/10; time-budgeted linear-decay LR; checkpoint every few minutes.
usage: /usr/bin/python3 pretrain.py --corpus build/ml/l3/corpus_shared.npy:0.25,build/ml/l3/corpus_ext.npy:0.75 --minutes 60 --out build/ml/l3/mlm
        [--threads 1] [--resume CKPT | --init CKPT --seed N] [--device cuda --bf16 --layers N]
--resume continues a run with its own time-based schedule; --init starts a fresh schedule (warm-up, decay over
--minutes) from a checkpoint's weights and AdamW moments, to continue pretraining a finished run (use a new --seed,
or the same random slices are drawn again).
--device cuda keeps the token streams on the GPU and draws and masks batches there (the same sampling and 80/10/10
masking as make_batch); --bf16 runs the forward pass under bfloat16 autocast; --layers sets num_hidden_layers
(the checkpoint's config records it, and finetune.py and export.py build the model from that config)."""
import argparse
import json
import os
import time

import numpy as np
import torch
import torch.nn.functional as F

from model import Bert, DEFAULT_CONFIG

CLS, SEP, MASK, PAD = 101, 102, 103, 0
FIRST_REAL = 999  # ids below are [unused]/special in bert-base-uncased; random replacements avoid them


def make_batch(streams, weights, rng, seq_len, batch):
    n = seq_len - 2
    which = rng.choice(len(streams), size=batch, p=weights)
    ids = np.stack([streams[w][s:s + n] for w in which for s in rng.integers(0, len(streams[w]) - n, size=1)])
    ids = np.concatenate([np.full((batch, 1), CLS), ids, np.full((batch, 1), SEP)], axis=1).astype(np.int64)
    labels = np.full_like(ids, -100)
    cand = (ids != CLS) & (ids != SEP) & (ids != PAD)
    sel = (rng.random(ids.shape) < 0.15) & cand
    labels[sel] = ids[sel]
    r = rng.random(ids.shape)
    inp = ids.copy()
    inp[sel & (r < 0.8)] = MASK
    rnd = sel & (r >= 0.8) & (r < 0.9)
    inp[rnd] = rng.integers(FIRST_REAL, DEFAULT_CONFIG['vocab_size'], size=int(rnd.sum()))
    return torch.from_numpy(inp), torch.from_numpy(labels)


def make_batch_gpu(streams, weights, gen, seq_len, batch):
    """make_batch on the GPU: streams are 1-D int64 tensors on the device, weights a probability tensor."""
    dev = streams[0].device
    n = seq_len - 2
    which = torch.multinomial(weights, batch, replacement=True, generator=gen)
    ids = torch.empty((batch, n), dtype=torch.long, device=dev)
    offs = torch.arange(n, device=dev)
    for w in range(len(streams)):
        sel = (which == w).nonzero(as_tuple=True)[0]
        if len(sel):
            starts = torch.randint(0, len(streams[w]) - n, (len(sel),), device=dev, generator=gen)
            ids[sel] = streams[w][starts[:, None] + offs[None, :]]
    ids = torch.cat([torch.full((batch, 1), CLS, device=dev), ids, torch.full((batch, 1), SEP, device=dev)], dim=1)
    cand = (ids != CLS) & (ids != SEP) & (ids != PAD)
    sel = (torch.rand(ids.shape, device=dev, generator=gen) < 0.15) & cand
    labels = torch.where(sel, ids, torch.full_like(ids, -100))
    r = torch.rand(ids.shape, device=dev, generator=gen)
    rnd_ids = torch.randint(FIRST_REAL, DEFAULT_CONFIG['vocab_size'], ids.shape, device=dev, generator=gen)
    inp = torch.where(sel & (r < 0.8), torch.full_like(ids, MASK), ids)
    inp = torch.where(sel & (r >= 0.8) & (r < 0.9), rnd_ids, inp)
    return inp, labels


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--corpus', required=True)
    ap.add_argument('--minutes', type=float, default=60)
    ap.add_argument('--out', required=True)
    ap.add_argument('--threads', type=int, default=1)
    ap.add_argument('--lr', type=float, default=1e-3)
    ap.add_argument('--tokens_per_step', type=int, default=4096)
    ap.add_argument('--long_frac', type=float, default=0.3)
    ap.add_argument('--ckpt_minutes', type=float, default=5)
    ap.add_argument('--resume')
    ap.add_argument('--init')
    ap.add_argument('--seed', type=int, default=20250601)
    ap.add_argument('--device', default='cpu')
    ap.add_argument('--bf16', action='store_true')
    ap.add_argument('--layers', type=int)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    torch.manual_seed(a.seed)
    rng = np.random.default_rng(a.seed)
    os.makedirs(a.out, exist_ok=True)
    parts = [c.rsplit(':', 1) if ':' in c else (c, '1') for c in a.corpus.split(',')]
    streams = [np.load(p) for p, _ in parts]
    weights = np.array([float(w) for _, w in parts])
    weights = weights / weights.sum()
    dev = torch.device(a.device)
    gen = None
    if dev.type == 'cuda':
        streams = [torch.from_numpy(x.astype(np.int64)).to(dev) for x in streams]
        weights = torch.tensor(weights, dtype=torch.float, device=dev)
        gen = torch.Generator(device=dev)
        gen.manual_seed(a.seed)
    ck = torch.load(a.resume or a.init, map_location=dev) if (a.resume or a.init) else None
    if ck and a.layers and ck['config']['num_hidden_layers'] != a.layers:
        raise SystemExit(f"--layers {a.layers} but the checkpoint has {ck['config']['num_hidden_layers']} layers")
    # a checkpoint's own config decides the shape; --layers only shapes a fresh model
    model = Bert(ck['config'] if ck else ({'num_hidden_layers': a.layers} if a.layers else None)).to(dev)
    opt = torch.optim.AdamW([p for n, p in model.named_parameters() if not n.startswith(('pooler', 'classifier'))],
                            lr=a.lr, betas=(0.9, 0.98), eps=1e-6, weight_decay=0.01)
    done_s, step = 0.0, 0
    if a.resume:
        model.load_state_dict(ck['model'])
        opt.load_state_dict(ck['opt'])
        done_s, step = ck['elapsed_s'], ck['step']
    elif a.init:
        model.load_state_dict(ck['model'])
        opt.load_state_dict(ck['opt'])  # keep the moments; the LR schedule below starts afresh
        for g in opt.param_groups:
            g['lr'] = a.lr
        print('init from', a.init, 'step', ck['step'], 'loss', ck.get('loss'), flush=True)
    budget = a.minutes * 60
    log = open(os.path.join(a.out, 'log.tsv'), 'a')
    t0 = time.time() - done_s
    last_ck = time.time()
    avg = None
    model.train()

    def save(tag):
        ck = dict(model=model.state_dict(), opt=opt.state_dict(), elapsed_s=time.time() - t0, step=step,
                  config=model.c, loss=avg)
        tmp = os.path.join(a.out, tag + '.pt.tmp')
        torch.save(ck, tmp)
        os.replace(tmp, os.path.join(a.out, tag + '.pt'))

    while True:
        el = time.time() - t0
        if el >= budget:
            break
        frac = el / budget
        lr = a.lr * frac / 0.03 if frac < 0.03 else a.lr * max(0.05, (1 - frac) / 0.97)
        for g in opt.param_groups:
            g['lr'] = lr
        seq = 256 if rng.random() < a.long_frac else 128
        if gen is not None:
            inp, labels = make_batch_gpu(streams, weights, gen, seq, max(1, a.tokens_per_step // seq))
        else:
            inp, labels = make_batch(streams, weights, rng, seq, max(1, a.tokens_per_step // seq))
        am = torch.ones_like(inp)
        with torch.autocast(dev.type, dtype=torch.bfloat16, enabled=a.bf16):
            h = model.encode(inp, am, torch.zeros_like(inp))
            m = labels != -100
            logits = model.mlm_logits(h[m])
        loss = F.cross_entropy(logits.float(), labels[m])
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        step += 1
        if gen is None:
            avg = loss.item() if avg is None else 0.98 * avg + 0.02 * loss.item()
        elif step % 20 == 0:  # .item() waits for the GPU: read the loss every 20 steps only
            avg = loss.item() if avg is None else 0.67 * avg + 0.33 * loss.item()
        if step % 20 == 0:
            log.write(f'{step}\t{el:.0f}\t{lr:.2e}\t{seq}\t{loss.item():.4f}\t{avg:.4f}\n')
            log.flush()
        if time.time() - last_ck > a.ckpt_minutes * 60:
            save('last')
            last_ck = time.time()
    save('last')
    save('final')
    json.dump(dict(steps=step, elapsed_s=time.time() - t0, loss_ema=avg, corpus_tokens=[int(len(x)) for x in streams], corpus=a.corpus,
                   tokens_per_step=a.tokens_per_step, device=a.device, bf16=a.bf16, config=model.c),
              open(os.path.join(a.out, 'summary.json'), 'w'), indent=1)
    print('done', step, avg)


if __name__ == '__main__':
    main()
