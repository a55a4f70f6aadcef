#!/bin/sh
# bench/ab_pages.sh OLD [NEW [ROUNDS [N]]]: bench/ab_pages.m's rows (the huge-page
# rule's) for three sides in fresh processes, interleaved ROUNDS times (default 3,
# the order turned each round): the OLD tree, the NEW tree with NDS_HUGEPAGES=0 (no
# advice: the rule before it was by use) and the NEW tree as it is; N the products'
# nonzeros (default 1e6).  Prints the median CPU ms per call of each side and
# new/old, new/before; AB_CLOCK=wall times wall ms instead.  Both trees run one
# team, NDS_THREADS (bench/ab_team.sh; default OMP_NUM_THREADS, else the cores):
# without it the newer tree's team follows the load, one thread on a busy machine,
# and its CPU time is that of a serial call beside the base's team of two.  Run from
# a built tree's root, e.g.
#   sh bench/ab_pages.sh /work/wt/old229 . 3
old=${1:?usage: ab_pages.sh OLD [NEW [ROUNDS [N]]]}; new=${2:-.}; rounds=${3:-3}; n=${4:-1e6}
old=$(cd "$old" && pwd) && new=$(cd "$new" && pwd) || exit 2
here=$(cd "$(dirname "$0")" && pwd)
. "$here/ab_team.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cp "$here/ab_pages.m" "$tmp/"
side () {
  case $1 in
    old) tree=$old; hp=${NDS_HUGEPAGES-} ;;
    before) tree=$new; hp=0 ;;
    new) tree=$new; hp=${NDS_HUGEPAGES-} ;;
  esac
  (cd "$tree" && NDS_HUGEPAGES=$hp octave-cli --norc --quiet --no-history --eval \
    "addpath (genpath ('inst')); addpath ('src'); addpath ('$tmp'); ab_pages ($n);") \
    | sed "s/^/$1\t/" >> "$tmp/all"
}
i=0
while [ $i -lt "$rounds" ]; do
  if [ $((i % 2)) = 0 ]; then order="old before new"; else order="new before old"; fi
  for s in $order; do side $s; done
  i=$((i + 1))
done
echo "load average $(cut -d' ' -f1-3 /proc/loadavg), $rounds rounds, team $ab_team"
[ "$AB_CLOCK" = wall ] && unit="wall ms per call" || unit="CPU ms per call"
awk -F'\t' -v sides="old before new" -v unit="$unit" -v w=26 -v fmt="%9.1f" -f "$here/ab_medians.awk" "$tmp/all"
