#!/bin/sh
# bench/ab_bench.sh OLD [NEW]: make bench's tensor rows for two built trees, new / old.
# For the per-call rows and each size (1e5, 1e6, 1e7 nonzeros, capped by BENCH_MAX_NNZ,
# default 1e7) it runs both trees AB_ROUNDS times (default 3), interleaved: round 1
# runs OLD then NEW, round 2 NEW then OLD, and so on, each in a fresh octave-cli with
# that tree's own inst/, src/ and bench/ (its own bench_*.m files, suite_data,
# per_call) and the same data and timer (bench/ab_tensor.m, copied aside).  It then
# matches the rows by bench, op and size and prints per row the median time of each
# side, new / old of the medians, and the spread: the smallest and largest of the
# rounds' own ratios (round k's new over round k's old).  A row is "SLOWER" when the
# median ratio is above 1.05 and every round's ratio is too (it reproduces), "slower?"
# when the median is above 1.05 but some round is not (noise until shown otherwise).
# The same tree twice (an A/A run: ab_bench.sh OLD OLD) measures the method's noise.
# The bench files are those both trees have except bench_idioms (a matrix section
# of its own); AB_BENCHES="bench_core bench_io" picks others.  Left out as make
# bench's other sections: the peers and the cold column (not ndsparse's time),
# conv2d/pooling, the single-precision tables and MPI (their own drivers).
# BENCH_CPU=1 times CPU seconds (run with OMP_NUM_THREADS=1 on a loaded machine);
# then the per-call rows are bench/ab_per_call.m's, otherwise the tree's per_call.
# NDS_THREADS (default: OMP_NUM_THREADS, else the cores) fixes the team size of both
# trees (bench/ab_team.sh: it is exported as OMP_NUM_THREADS too, which the base
# 229d548 reads), so that a task that passes by does not make a call serial in one
# build and not in the other; NDS_THREADS=0 lets the newer tree follow the load.
# Run from a built tree's root, e.g.
#   BENCH_MAX_NNZ=1e6 sh bench/ab_bench.sh /work/wt/old229 .
old=${1:?usage: ab_bench.sh OLD [NEW]}; new=${2:-.}
old=$(cd "$old" && pwd) && new=$(cd "$new" && pwd) || exit 2
here=$(cd "$(dirname "$0")" && pwd)
rounds=${AB_ROUNDS:-3}
. "$here/ab_team.sh"
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
    if [ $((i % 2)) -eq 0 ]; then order="old new"; else order="new old"; fi
    for side in $order; do
      eval tree=\$$side
      (cd "$tree" && octave-cli --norc --quiet --no-history --eval \
        "addpath (genpath ('inst')); addpath ('src'); addpath ('bench'); \
         addpath ('$tmp/drv', '-end'); ab_tensor ($n, {$cell});") 2>>"$tmp/err" \
        | grep "	" | sed "s/^/$side	$n.$i	/" >> "$tmp/all"
    done
    i=$((i + 1))
  done
done
awk -F'\t' -v secs=$(( $(date +%s) - start )) -v rounds="$rounds" -v cpu="${BENCH_CPU:-0}" \
    -v threads="$ab_team" '
  { key = $3 "\t" $4 "\t" $5; v[$1, key, ++n[$1, key]] = $6; at[$1, key, $2] = $6
    if (!((key, $2) in rk)) { rk[key, $2] = 1; rl[key, ++nr[key]] = $2 }
    if (!(key in seen)) { seen[key] = 1; ord[++m] = key } }
  function sorted(a, c,   i, j, x) {
    for (i = 2; i <= c; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j+1] = a[j]; a[j+1] = x } }
  function med(s, k,   c, a, i) {
    c = n[s, k]; if (c == 0) return "none"
    for (i = 1; i <= c; i++) a[i] = v[s, k, i]
    sorted(a, c)
    return (c % 2) ? a[(c+1)/2] : (a[c/2] + a[c/2+1]) / 2 }
  function ok(x) { return x != "" && x != "NaN" && x + 0 > 0 }
  END {
    printf "new / old per row of make bench (%s seconds, median of %d interleaved round(s), team size %s)\n",
           (cpu == "1" ? "CPU" : "wall"), rounds, threads
    printf "lo, hi: the smallest and largest new/old of one round; SLOWER: median and every round above 1.05\n"
    printf "%-18s %-40s %5s %11s %11s %7s %6s %6s\n", "bench", "op", "size", "old s", "new s", "new/old", "lo", "hi"
    for (i = 1; i <= m; i++) {
      k = ord[i]; split(k, f, "\t"); o = med("old", k); w = med("new", k)
      if (o == "none" || w == "none" || o == "NaN" || w == "NaN" || o + 0 <= 0) {
        only[++u] = sprintf("%s %s %s (old %s, new %s)", f[1], f[2], f[3], o, w); continue }
      lo = ""; hi = ""
      for (j = 1; j <= nr[k]; j++) {
        t = rl[k, j]; a1 = at["old", k, t]; b1 = at["new", k, t]
        if (!ok(a1) || !ok(b1)) continue
        q = b1 / a1; if (lo == "" || q < lo) lo = q; if (hi == "" || q > hi) hi = q }
      r = w / o; flag = ""
      if (r > 1.05) { if (lo > 1.05) { flag = "  SLOWER"; slow++ } else { flag = "  slower?"; maybe++ } }
      if (r < 1 / 1.05) faster++
      printf "%-18s %-40s %5s %11.4g %11.4g %7.3f %6.2f %6.2f%s\n", f[1], substr(f[2], 1, 40), f[3], o, w, r, lo, hi, flag
      rows++ }
    printf "%d rows compared: %d SLOWER (every round above 1.05), %d slower? (median only), %d below 1/1.05 (new faster); %d s\n",
           rows, slow, maybe, faster, secs
    if (u) { printf "not compared (one side missing or failed):\n"; for (i = 1; i <= u; i++) printf "  %s\n", only[i] } }' "$tmp/all"
if [ -s "$tmp/err" ]; then
  echo "stderr of the runs (first lines):"; grep -v '^warning: function .* shadows' "$tmp/err" | head -5
fi
