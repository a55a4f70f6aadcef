#!/bin/bash
# tools/libsvmiter_memory.sh [MB] [LIMIT_KB]: libsvmiter's memory on a LibSVM file
# larger than the memory it may use.  Writes a random file of about MB megabytes
# (default 1200; 1e6 columns, 5-30 entries a line) in $TMPDIR, reads it whole in
# batches of 1024 in an Octave limited to LIMIT_KB of address space (ulimit -v,
# default 700000: Octave alone takes about 350 MB), and prints the samples,
# entries and label sum (checked against awk), the time, VmPeak and VmHWM.
set -euo pipefail
mb=${1:-1200}
limit=${2:-700000}
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(mktemp -d "${TMPDIR:-/tmp}/libsvmiter.XXXXXX")
trap 'rm -rf "$dir"' EXIT
python3 - "$dir/big.t" "$mb" <<'PY'
import random, sys
random.seed(1)
path, target = sys.argv[1], int(sys.argv[2]) * 10**6
size, buf = 0, []
with open(path, "w") as f:
    while size < target:
        cols = sorted(random.sample(range(10**6), random.randint(5, 30)))
        line = "%d %s\n" % (random.randint(0, 1),
                            " ".join("%d:%.4g" % (c, random.random()) for c in cols))
        buf.append(line)
        size += len(line)
        if len(buf) >= 10000:
            f.write("".join(buf))
            buf = []
    f.write("".join(buf))
PY
echo "file: $(stat -c %s "$dir/big.t") bytes; awk: $(awk '{s+=$1; e+=NF-1} END {print NR " samples, " e " entries, label sum " s}' "$dir/big.t")"
(
  ulimit -v "$limit"
  octave-cli --norc --quiet --no-history --eval "
    addpath (genpath ('$root/inst')); addpath ('$root/src');
    tic;
    it = libsvmiter ('$dir/big.t', 'data_shape', 1e6, 'batch_size', 1024, 'round_batch', false);
    n = 0; e = 0; ysum = 0;
    while (hasnext (it))
      [Xb, yb] = next (it);
      n += numel (yb); e += nnz (Xb); ysum += sum (yb);
    endwhile
    printf ('libsvmiter under ulimit -v $limit: %d samples, %d entries, label sum %d, %.0f s\n', n, e, ysum, toc);
    disp (strjoin (regexp (fileread ('/proc/self/status'), 'Vm(Peak|HWM):[^\n]*', 'match'), '  '));"
)
