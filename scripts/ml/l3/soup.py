"""Uniform weight average ("model soup") of fine-tuned checkpoints that share one pretrained init.
usage: /usr/bin/python3 soup.py OUT.pt IN1.pt IN2.pt [...]
Each input is a finetune.py checkpoint ({'config', 'model'}); configs must match. The output keeps the first
input's config and is saved in float32 (export.py reads it like any checkpoint)."""
import sys

import torch


def main():
    out, *ins = sys.argv[1:]
    if len(ins) < 2:
        raise SystemExit('usage: soup.py OUT.pt IN1.pt IN2.pt [...]')
    cks = [torch.load(p, map_location='cpu') for p in ins]
    cfg = cks[0]['config']
    for p, ck in zip(ins, cks):
        if ck['config'] != cfg or ck['model'].keys() != cks[0]['model'].keys():
            raise SystemExit(f'{p}: config or weights differ from {ins[0]}')
    avg = {k: sum(ck['model'][k].float() for ck in cks) / len(cks) for k in cks[0]['model']}
    torch.save({'config': cfg, 'model': avg}, out)
    print(f'{out}: average of {len(ins)} checkpoints')


if __name__ == '__main__':
    main()
