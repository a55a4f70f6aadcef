#!/bin/sh
# bench/ab_count.sh OLD [NEW]: make bench's tensor rows for two built trees in
# counts that the machine's load does not move: per call of each row, the
# instructions (valgrind --tool=callgrind, collection on for the row's calls
# alone: bench/ab_callgrind.cc) and the minor page faults (getrusage, native
# runs: the first 10 calls after an untimed one, and the 10 after them), the old
# tree's against the new's, same data (bench/bench_data.m) and driver
# (bench/ab_tensor.m with AB_COUNT, copied aside), each tree's own bench files.  One size, BENCH_COUNT_NNZ nonzeros (default 1e5); AB_BENCHES picks the
# bench files (default: those both trees have but bench_idioms).  The team is
# fixed (bench/ab_team.sh) at NDS_THREADS, here 1 by default: a team's waiting
# threads spin, and their instructions would follow the scheduler.  A row is
# "WORSE" when new/old of the instructions is above 1.05, or when the new tree
# takes more than 1.05 times the old's steady page faults plus one.
# AB_COUNT_KEEP=dir keeps callgrind's dumps there (DIR/old.N, DIR/new.N, each
# row's calls, named by its call in the dump's "Trigger" line, after the
# "empty window" dump its count is taken less) for
# callgrind_annotate.  The peers'
# calls (Octave's sparse, dlmread, wc: their text matches AB_COUNT_SKIP) are not
# counted: under callgrind Octave's textscan alone takes over ten minutes.  The two
# trees run at once (counts do not depend on the load).  Run from a
# built tree's root, e.g.
#   AB_BENCHES="bench_elementwise bench_io" sh bench/ab_count.sh /work/wt/old229 .
old=${1:?usage: ab_count.sh OLD [NEW]}; new=${2:-.}
old=$(cd "$old" && pwd) && new=$(cd "$new" && pwd) || exit 2
here=$(cd "$(dirname "$0")" && pwd)
NDS_THREADS=${NDS_THREADS:-1}
. "$here/ab_team.sh"
n=${BENCH_COUNT_NNZ:-1e5}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/drv" && cp "$here/ab_tensor.m" "$here/bench_data.m" "$tmp/drv/"
mkoctfile -o "$tmp/drv/ab_callgrind.oct" "$here/ab_callgrind.cc" >"$tmp/err" 2>&1 \
  || { cat "$tmp/err" >&2; exit 1; }
benches=${AB_BENCHES:-$( (cd "$old/bench" && ls bench_*.m; cd "$new/bench" && ls bench_*.m) \
                         | sort | uniq -d | sed 's/\.m$//' | grep -vx bench_idioms)}
cell=$(for b in $benches; do printf "'%s', " "$b"; done | sed 's/, $//')
skip='_route|system|octave_|norm \(v\)|[ (]S\w*([^\w]|$)|^@\(\) sparse'
export AB_COUNT_SKIP="${AB_COUNT_SKIP-$skip}"
start=$(date +%s)
for side in old new; do
  (eval tree=\$$side
  run="addpath (genpath ('inst')); addpath ('src'); addpath ('bench'); \
       addpath ('$tmp/drv'); ab_tensor ($n, {$cell});"
  for kind in minflt0 minflt; do
    (cd "$tree" && AB_COUNT=$kind octave-cli --norc --quiet --no-history --eval "$run") \
      2>>"$tmp/err" | grep "	" | sed "s/^/$side	$kind	/" >> "$tmp/$side"
  done
  (cd "$tree" && AB_COUNT=instr AB_CALLGRIND_OUT="$tmp/cg.$side" valgrind --tool=callgrind \
     --instr-atstart=no --collect-atstart=no --callgrind-out-file="$tmp/cg.$side" \
     --log-file="$tmp/vg.$side" octave-cli --norc --quiet --no-history --eval "$run") \
    2>>"$tmp/err" | grep "	" | sed "s/^/$side	instr	/" >> "$tmp/$side"
  if [ -n "$AB_COUNT_KEEP" ]; then
    mkdir -p "$AB_COUNT_KEEP"
    for f in "$tmp/cg.$side".*; do cp "$f" "$AB_COUNT_KEEP/$side.${f##*.}"; done
  fi) &
done
wait
echo "load average $(cut -d' ' -f1-3 /proc/loadavg), team $ab_team, $n nonzeros, $(( $(date +%s) - start )) s"
awk -F'\t' '
  { key = $3 "\t" $4; v[$1, $2, key] = $6; if (!(key in seen)) { seen[key] = 1; ord[++m] = key } }
  function num(x) { return x != "" && x != "NaN" }
  END {
    printf "per call: instructions (callgrind), minor page faults of calls 2-11 (first) and 12-21 (steady)\n"
    printf "WORSE: instructions new/old above 1.05, or steady page faults new above 1.05 old + 1\n"
    printf "%-18s %-36s %12s %12s %7s %15s %15s\n", "bench", "op", "old instr", "new instr", "new/old",
           "first old/new", "steady old/new"
    for (i = 1; i <= m; i++) {
      k = ord[i]; split(k, f, "\t")
      oi = v["old", "instr", k]; ni = v["new", "instr", k]; of = v["old", "minflt", k]; nf = v["new", "minflt", k]
      o0 = v["old", "minflt0", k]; n0 = v["new", "minflt0", k]
      if (!num(oi) || !num(ni) || !num(of) || !num(nf) || oi + 0 <= 0) {
        only[++u] = sprintf("%s %s (instr old %s new %s, minflt old %s new %s)", f[1], f[2], oi, ni, of, nf); continue }
      r = ni / oi; flag = ""
      if (r > 1.05 || nf > 1.05 * of + 1) { flag = "  WORSE"; worse++ }
      printf "%-18s %-36s %12.0f %12.0f %7.3f %7.1f/%-7.1f %7.1f/%-7.1f%s\n", f[1], substr(f[2], 1, 36), oi, ni, r,
             o0, n0, of, nf, flag
      rows++ }
    printf "%d rows compared, %d WORSE\n", rows, worse
    if (u) { printf "not compared (one side missing or failed):\n"; for (i = 1; i <= u; i++) printf "  %s\n", only[i] } }' "$tmp/old" "$tmp/new"
if grep -qv '^warning: function .* shadows' "$tmp/err"; then
  echo "stderr of the runs (first lines):"; grep -v '^warning: function .* shadows' "$tmp/err" | head -5
fi
