#!/bin/sh
# bench/idiom_cachesim.sh [N ...]: where a bench_idioms row's cycles go when its
# instructions do not say, on a VM with no cache counters: per call of each side
# (ndsparse, Octave's sparse), callgrind's instructions and its simulated cache
# misses (--cache-sim=yes; L1 32 KB 8-way, the "LL" level set to this Zen 3's
# L2, 512 KB 8-way: the level a call's working set spills from), 10 warm calls
# after IDIOM_WARM (default 1000) untimed ones (bench/idiom_cachesim.m), at N
# nonzeros each (default 1e5 1e6), the sizes run at once (counts do not depend
# on the load; each takes 2-4 minutes).  Columns: Ir instructions; I1mr
# instruction fetches missing L1 (the code a call touches, evicted by the
# interpreter's between calls); ILmr those missing L2 too; D1mr / D1mw data
# reads / writes missing L1; DLmr / DLmw missing L2.  Run from a built tree's
# root; IDIOM_SRC names another tree's src (an A/B of two builds).
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
src=${IDIOM_SRC:-$root/src}
warm=${IDIOM_WARM:-1000}
sizes=${*:-1e5 1e6}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkoctfile -o "$tmp/ab_callgrind.oct" "$here/ab_callgrind.cc" >"$tmp/err" 2>&1 \
  || { cat "$tmp/err" >&2; exit 1; }
for n in $sizes; do
  (cd "$root" && valgrind --tool=callgrind --cache-sim=yes --D1=32768,8,64 --I1=32768,8,64 \
     --LL=524288,8,64 --instr-atstart=no --collect-atstart=no \
     --callgrind-out-file="$tmp/cg.$n" --log-file="$tmp/vg.$n" \
     octave-cli --norc --quiet --no-history --eval "addpath (genpath ('inst')); \
       addpath ('$src'); addpath ('bench'); addpath ('$tmp'); idiom_cachesim ($n, $warm);" \
     >/dev/null 2>>"$tmp/err") &
done
wait
echo "load average $(cut -d' ' -f1-3 /proc/loadavg), $warm warm calls, src $src"
printf "%-6s %-14s %9s %7s %6s %7s %7s %7s %7s\n" nnz call Ir I1mr ILmr D1mr D1mw DLmr DLmw
for n in $sizes; do
  for f in $(ls "$tmp/cg.$n".* 2>/dev/null | sort -V); do
    [ -f "$f" ] || { echo "$n: no dump (stderr: $(head -3 "$tmp/err"))"; continue; }
    label=$(sed -n 's/^desc: Trigger: Client Request: //p' "$f")
    # the summary's events, in the order of the file's "events:" line, per call
    awk -v n="$n" -v label="$label" '
      /^events:/ { for (i = 2; i <= NF; i++) col[$i] = i - 1 }
      /^summary:/ { split(substr($0, 10), v, " ")
        printf "%-6s %-14s %9.0f %7.0f %6.0f %7.0f %7.0f %7.0f %7.0f\n", n, label,
               v[col["Ir"]] / 10, v[col["I1mr"]] / 10, v[col["ILmr"]] / 10, v[col["D1mr"]] / 10,
               v[col["D1mw"]] / 10, v[col["DLmr"]] / 10, v[col["DLmw"]] / 10 }' "$f"
  done
done
