#!/bin/sh
# bench/ab_per_call.sh OLD [NEW [ROUNDS [FUNC]]]: per_call's loop rows (or those of
# bench/FUNC.m, e.g. ab_pair_op) for two built trees, alternating fresh processes
# ROUNDS times (default 7; round 1 runs OLD then NEW, round 2 NEW then OLD, and so
# on), CPU time; prints the median microseconds per call of each tree, new/old and
# the rounds' spread of it (ab_medians.awk).  Both trees run one team, NDS_THREADS
# (bench/ab_team.sh; default OMP_NUM_THREADS, else the cores).  The same tree twice
# (ab_per_call.sh OLD OLD) measures the method's noise.  Run from a built tree's
# root, e.g.
#   sh bench/ab_per_call.sh /work/wt/old32 . 7
old=${1:?usage: ab_per_call.sh OLD [NEW [ROUNDS]]}; new=${2:-.}; rounds=${3:-7}; func=${4:-ab_per_call}
here=$(cd "$(dirname "$0")" && pwd)
. "$here/ab_team.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
i=0
while [ $i -lt "$rounds" ]; do
  if [ $((i % 2)) -eq 0 ]; then order="old new"; else order="new old"; fi
  for side in $order; do
    eval tree=\$$side
    (cd "$tree" && octave-cli --norc --quiet --no-history --eval \
      "addpath (genpath ('inst')); addpath ('src'); addpath ('$here'); $func ();") \
      | sed "s/^/$side\t/" >> "$tmp/all"
  done
  i=$((i + 1))
done
echo "load average $(cut -d' ' -f1-3 /proc/loadavg), $rounds rounds, team $ab_team"
awk -F'\t' -v sides="old new" -v unit="CPU us per call" -v w=16 -v fmt="%9.3f" -f "$here/ab_medians.awk" "$tmp/all"
