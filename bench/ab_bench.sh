#!/bin/sh
# bench/ab_bench.sh OLD [NEW]: make bench's tensor rows for two built trees, new / old.
# For the per-call rows and each size (1e5, 1e6, 1e7 nonzeros, capped by BENCH_MAX_NNZ,
# default 1e7) it runs OLD then NEW, each in a fresh octave-cli with that tree's own
# inst/, src/ and bench/ (its own bench_*.m files, suite_data, per_call) and the same
# data and timer (bench/ab_tensor.m, copied aside), AB_ROUNDS times (default 1; the
# median is kept), then matches the rows by bench, op and size and prints
# new / old per row, flagging every row above 1.05 with "SLOWER" and counting them.
# The bench files are those both trees have except bench_idioms (a matrix section
# of its own); AB_BENCHES="bench_core bench_io" picks others.  Left out as make
# bench's other sections: the peers and the cold column (not ndsparse's time),
# conv2d/pooling, the single-precision tables and MPI (their own drivers).
# BENCH_CPU=1 times CPU seconds (run with OMP_NUM_THREADS=1 on a loaded machine);
# then the per-call rows are bench/ab_per_call.m's, otherwise the tree's per_call.
# Run from a built tree's root, e.g.
#   BENCH_MAX_NNZ=1e6 sh bench/ab_bench.sh /work/wt/old229 .
old=${1:?usage: ab_bench.sh OLD [NEW]}; new=${2:-.}
old=$(cd "$old" && pwd) && new=$(cd "$new" && pwd) || exit 2
here=$(cd "$(dirname "$0")" && pwd)
rounds=${AB_ROUNDS:-1}
max=${BENCH_MAX_NNZ:-1e7}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/drv" && cp "$here/ab_tensor.m" "$here/ab_per_call.m" "$here/loop_us.m" "$here/bench_data.m" "$tmp/drv/"
if [ -n "$AB_BENCHES" ]; then
  benches=$AB_BENCHES
else
  benches=$( (cd "$old/bench" && ls bench_*.m; cd "$new/bench" && ls bench_*.m) | sort | uniq -d \
             | sed 's/\.m$//' | grep -vx bench_idioms)
fi
cell=$(for b in $benches; do printf "'%s', " "$b"; done | sed 's/, $//')
sizes=$(octave-cli --norc --quiet --no-history --eval \
        "printf ('%g ', unique (min ([1e5 1e6 1e7], $max)))")
start=$(date +%s)
for n in 0 $sizes; do
  i=0
  while [ "$i" -lt "$rounds" ]; do
    for side in old new; do
      eval tree=\$$side
      (cd "$tree" && octave-cli --norc --quiet --no-history --eval \
        "addpath (genpath ('inst')); addpath ('src'); addpath ('bench'); \
         addpath ('$tmp/drv', '-end'); ab_tensor ($n, {$cell});") 2>>"$tmp/err" \
        | grep "	" | sed "s/^/$side	/" >> "$tmp/all"
    done
    i=$((i + 1))
  done
done
awk -F'\t' -v secs=$(( $(date +%s) - start )) -v rounds="$rounds" -v cpu="${BENCH_CPU:-0}" '
  { key = $2 "\t" $3 "\t" $4; v[$1, key, ++n[$1, key]] = $5
    if (!(key in seen)) { seen[key] = 1; ord[++m] = key } }
  function med(s, k,   c, a, i, j, x) {
    c = n[s, k]; if (c == 0) return "none"
    for (i = 1; i <= c; i++) a[i] = v[s, k, i]
    for (i = 2; i <= c; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j+1] = a[j]; a[j+1] = x }
    return (c % 2) ? a[(c+1)/2] : (a[c/2] + a[c/2+1]) / 2 }
  END {
    printf "new / old per row of make bench (%s seconds, median of %d round(s)); SLOWER: above 1.05\n",
           (cpu == "1" ? "CPU" : "wall"), rounds
    printf "%-18s %-40s %5s %11s %11s %7s\n", "bench", "op", "size", "old s", "new s", "new/old"
    for (i = 1; i <= m; i++) {
      split(ord[i], f, "\t"); o = med("old", ord[i]); w = med("new", ord[i])
      if (o == "none" || w == "none" || o == "NaN" || w == "NaN" || o + 0 <= 0) {
        only[++u] = sprintf("%s %s %s (old %s, new %s)", f[1], f[2], f[3], o, w); continue }
      r = w / o; flag = ""
      if (r > 1.05) { flag = "  SLOWER"; slow++ }
      if (r < 1 / 1.05) faster++
      printf "%-18s %-40s %5s %11.4g %11.4g %7.3f%s\n", f[1], substr(f[2], 1, 40), f[3], o, w, r, flag
      rows++ }
    printf "%d rows compared: %d above 1.05 (new slower), %d below 1/1.05 (new faster); %d s\n",
           rows, slow, faster, secs
    if (u) { printf "not compared (one side missing or failed):\n"; for (i = 1; i <= u; i++) printf "  %s\n", only[i] } }' "$tmp/all"
if [ -s "$tmp/err" ]; then
  echo "stderr of the runs (first lines):"; grep -v '^warning: function .* shadows' "$tmp/err" | head -5
fi
