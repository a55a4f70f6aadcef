# bench/ab_team.sh, sourced by the A/B scripts (ab_bench.sh, ab_pages.sh,
# ab_per_call.sh): one OpenMP team for both trees.  A tree whose team follows the
# machine's load (src/engine/core/nds_threads.c) fixes it at NDS_THREADS; the base
# 229d548 reads OMP_NUM_THREADS alone and otherwise takes every core.  NDS_THREADS
# (default: OMP_NUM_THREADS, else the cores) is therefore exported as both, so that
# NDS_THREADS=1 gives both trees a team of one, and a script that leaves it unset no
# longer compares the newer tree's team of one under load with the base's team of
# all cores.  NDS_THREADS=0 lets the newer tree follow the load (the base keeps
# OMP_NUM_THREADS, or every core).  Sets ab_team to the team size or "load".
if [ -z "$NDS_THREADS" ]; then
  NDS_THREADS=${OMP_NUM_THREADS:-$(nproc)}
fi
if [ "$NDS_THREADS" = 0 ]; then
  unset NDS_THREADS
  ab_team=load
else
  OMP_NUM_THREADS=$NDS_THREADS
  export NDS_THREADS OMP_NUM_THREADS
  ab_team=$NDS_THREADS
fi
