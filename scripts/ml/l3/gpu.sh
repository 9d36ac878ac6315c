#!/usr/bin/env bash
# GPU part of the L3 build, for a lent GPU machine (the tool library's `device`); run from the repo root there.
# Masked-LM pretraining of one encoder per depth in $LAYERS, in parallel on the one GPU (the model is far too small
# to fill it alone), then fine-tuning of each; the fine-tuned weights come back as float16 checkpoints, split in
# 15 MB parts, for export.py and calibrate.ts on the CPU machine (models/l3-injection/README.md, "Training").
# $DATA holds what the CPU steps of train.sh made, packed to travel (uint16 ids, xz):
#   corpus_shared.npy.xz corpus_ext.npy.xz corpus_code.npy.xz  (tokenize_corpus.py outputs)
#   windows-n<N>.pkl.xz for each N in $MAX_NEGS  (finetune.py --count_only --windows ... --max_pos 3 --max_neg N:
#   the tokenised fine-tuning windows); each pretrained depth is fine-tuned once per N, in parallel.
# Making $DATA (.gpu/, listed in .git/info/exclude; carried with the device tool's `carry`), after train.sh's corpus
# steps and `bun scripts/ml/dataset.ts`, from the repo root:
#   /usr/bin/python3 scripts/ml/l3/corpus.py --python /usr/lib/python3/dist-packages --out build/ml/l3/corpus_code.jsonl
#   /usr/bin/python3 scripts/ml/l3/tokenize_corpus.py build/ml/l3/corpus_code.jsonl build/ml/l3/corpus_code.npy
#   each build/ml/l3/corpus_*.npy saved as uint16 and `xz -6` -> .gpu/corpus_*.npy.xz (~20 MB together)
#   (cd scripts/ml/l3 && /usr/bin/python3 finetune.py --train ../../../build/ml/injection/train.jsonl --out /tmp/ftc \
#     --windows ../../../build/ml/l3/windows-n4.pkl --count_only --max_pos 3 --max_neg 4); xz -> .gpu/windows-n4.pkl.xz
# Session 35 ran `LAYERS="4 6" MLM_MIN=5 FT_MIN=2.75` and `LAYERS=4 MAX_NEGS="4 12" MLM_MIN=5 FT_MIN=3.4` (DEST=$OUT),
# each ~8.5 min on one H100; results and the decision in models/l3-injection/README.md ("GPU candidates").
# Fine-tuning only, from an encoder pretrained earlier: INIT=<fp16 checkpoint in $DATA> skips the corpus and the MLM
# step, and FT_JOBS="name:windows:epochs ..." fine-tunes once per job from $DATA/windows-<windows>.pkl.xz (its
# max_neg is the windows name's -n<N> suffix), all in parallel. Session 43 ran
#   INIT=mlm4b-fp16.pt FT_JOBS="t4:tech-n4:3 t12:tech-n12:3 t12e5:tech-n12:5" FT_MIN=8
set -uo pipefail
cd "$(dirname "$0")"
DATA=$(realpath "${DATA:-../../../.gpu}")
DEST=$(realpath -m "${DEST:-${OUT:-../../../build/ml/l3/gpu}}")
MLM_MIN=${MLM_MIN:-5.5}
FT_MIN=${FT_MIN:-2.5}
LAYERS=${LAYERS:-"4 6"}
MAX_NEGS=${MAX_NEGS:-4}
W=${WORK:-/tmp/l3gpu}
export PYTHONUNBUFFERED=1
mkdir -p "$W" "$DEST"
if [ -n "${INIT:-}" ]; then
  nvidia-smi --query-gpu=name,memory.total,clocks.max.sm --format=csv,noheader
  pids=(); names=(); declare -A unpacked=()
  for job in $FT_JOBS; do
    IFS=: read -r name win epochs <<<"$job"
    n=${win##*-n}
    # once per windows file: jobs sharing one (t12, t12e5) must not rewrite it while an earlier job reads it
    if [ -z "${unpacked[$win]:-}" ]; then
      xz -dc "$DATA/windows-$win.pkl.xz" > "$W/windows-$win.pkl" || exit 1
      unpacked[$win]=1
    fi
    python3 finetune.py --train none --windows "$W/windows-$win.pkl" --init "$DATA/$INIT" --out "$W/$name" \
      --minutes "$FT_MIN" --epochs "$epochs" --device cuda --bf16 --half --max_pos 3 --max_neg "$n" \
      --batch_tokens 3072 --lr 2e-4 > "$W/$name.log" 2>&1 &
    pids+=($!); names+=("$name")
  done
  for p in "${pids[@]}"; do wait "$p"; echo "ft pid $p rc $?"; done
  for name in "${names[@]}"; do
    [ -f "$W/$name/final.pt" ] && split -b 15m "$W/$name/final.pt" "$DEST/$name.pt.part-"
    echo "== $name"; tail -n 2 "$W/$name.log"
  done
  (cd "$W" && tar czf "$DEST/logs.tgz" --exclude='*.pt' --exclude='*.pkl' "${names[@]}" *.log)
  ls -la "$DEST"
  exit 0
fi
python3 - "$DATA" "$W" $MAX_NEGS <<'EOF' || exit 1
import io, lzma, shutil, sys
import numpy as np
d, w, *negs = sys.argv[1:]
for n in ('shared', 'ext', 'code'):
    a = np.load(io.BytesIO(lzma.open(f'{d}/corpus_{n}.npy.xz').read()))
    np.save(f'{w}/corpus_{n}.npy', a.astype(np.int32))
    print(n, len(a), 'tokens')
for n in negs:
    with lzma.open(f'{d}/windows-n{n}.pkl.xz') as f, open(f'{w}/windows-n{n}.pkl', 'wb') as g:
        shutil.copyfileobj(f, g)
EOF
nvidia-smi --query-gpu=name,memory.total,clocks.max.sm --format=csv,noheader
C="$W/corpus_shared.npy:0.25,$W/corpus_ext.npy:0.6,$W/corpus_code.npy:0.15"
pids=()
for L in $LAYERS; do
  python3 pretrain.py --corpus "$C" --minutes "$MLM_MIN" --out "$W/mlm$L" --device cuda --bf16 --layers "$L" \
    --tokens_per_step 32768 --lr 7e-4 --ckpt_minutes 100 > "$W/mlm$L.log" 2>&1 &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; echo "mlm pid $p rc $?"; done
pids=()
for L in $LAYERS; do
  for N in $MAX_NEGS; do
    python3 finetune.py --train none --windows "$W/windows-n$N.pkl" --init "$W/mlm$L/final.pt" --out "$W/ft$L-n$N" \
      --minutes "$FT_MIN" --epochs 3 --device cuda --bf16 --half --max_pos 3 --max_neg "$N" --batch_tokens 3072 \
      --lr 2e-4 > "$W/ft$L-n$N.log" 2>&1 &
    pids+=($!)
  done
done
for p in "${pids[@]}"; do wait "$p"; echo "ft pid $p rc $?"; done
for L in $LAYERS; do
  echo "== L$L"; tail -n 1 "$W/mlm$L.log" "$W/mlm$L/log.tsv"
  for N in $MAX_NEGS; do
    [ -f "$W/ft$L-n$N/final.pt" ] && split -b 15m "$W/ft$L-n$N/final.pt" "$DEST/ft$L-n$N.pt.part-"
    tail -n 1 "$W/ft$L-n$N.log"
  done
done
(cd "$W" && tar czf "$DEST/logs.tgz" --exclude='*.pt' --exclude='*.pkl' --exclude='*.npy' mlm* ft*)
ls -la "$DEST"
