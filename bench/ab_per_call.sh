#!/bin/sh
# bench/ab_per_call.sh OLD [NEW [ROUNDS [FUNC]]]: per_call's loop rows (or those of
# bench/FUNC.m, e.g. ab_pair_op) for two built trees, alternating fresh processes
# ROUNDS times (default 7), CPU time; prints the median microseconds per call of each
# tree and new/old.  Run from a built tree's root, e.g.
#   sh bench/ab_per_call.sh /work/wt/old32 . 7
old=${1:?usage: ab_per_call.sh OLD [NEW [ROUNDS]]}; new=${2:-.}; rounds=${3:-7}; func=${4:-ab_per_call}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
i=0
while [ $i -lt "$rounds" ]; do
  for side in old new; do
    eval tree=\$$side
    (cd "$tree" && octave-cli --norc --quiet --no-history --eval \
      "addpath (genpath ('inst')); addpath ('src'); addpath ('$here'); $func ();") \
      | sed "s/^/$side\t/" >> "$tmp/all"
  done
  i=$((i + 1))
done
awk -F'\t' '
  { key = $2; v[$1, key, ++n[$1, key]] = $3; if (!(key in seen)) { seen[key] = 1; ord[++m] = key } }
  function med(s, k,   c, a, i, j, x) {
    c = n[s, k]; for (i = 1; i <= c; i++) a[i] = v[s, k, i]
    for (i = 2; i <= c; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j+1] = a[j]; a[j+1] = x }
    return (c % 2) ? a[(c+1)/2] : (a[c/2] + a[c/2+1]) / 2 }
  END { printf "%-16s %9s %9s %8s   (CPU us per call, median of %d rounds)\n", "op", "old", "new", "new/old", n["old", ord[1]]
        for (i = 1; i <= m; i++) { o = med("old", ord[i]); w = med("new", ord[i])
          printf "%-16s %9.3f %9.3f %8.3f\n", ord[i], o, w, (o > 0 ? w / o : 0) } }' "$tmp/all"
