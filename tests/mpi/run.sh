#!/bin/bash
# tests/mpi/run.sh: the MPI tests, each under mpirun (Open MPI; --oversubscribe, so 3
# and 4 ranks run on 2 cores; as root, Open MPI needs OMPI_ALLOW_RUN_AS_ROOT*):
#   1. tests/mpi/mpi_checks.m on 1, 2, 3 and 4 ranks (an odd count, grids with idle
#      ranks, a file written on 1 rank and read on P), against single-process results;
#   2. a rank that errors and a rank that is killed mid-operation: the job must end
#      within 30 s, naming the rank, with a nonzero status;
#   3. a writer killed midway leaves no half-written file.
# Run from the checkout's root, with the package installed (make check does that) or
# with NDS_MPI_SETUP='addpath (genpath ("inst")); addpath ("src");' in the dev loop.
# Prints one line per test and ends with "mpi: N passed, N failed".
set -u
octave=${OCTAVE:-octave-cli}
setup=${NDS_MPI_SETUP:-"pkg load ndsparse;"}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# containers forbid the cross-memory attach Open MPI's shared-memory transport tries
export OMPI_MCA_btl_vader_single_copy_mechanism=none
work=$(mktemp -d "${TMPDIR:-/tmp}/ndsparse-mpi.XXXXXX")
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

report () {   # report ok|FAIL SECONDS NAME [LOG]
  printf "  %-4s %4d/%-4d %5ds  %s\n" "$1" "$([ "$1" = ok ] && echo 1 || echo 0)" 1 "$2" "$3"
  if [ "$1" = ok ]; then passed=$((passed + 1)); else
    failed=$((failed + 1)); [ -n "${4:-}" ] && sed 's/^/      | /' "$4" | tail -30; fi
}

if ! command -v mpirun > /dev/null; then
  echo "  FAIL mpirun not found: install openmpi-bin and libopenmpi-dev (make deps)"
  echo "mpi: 0 passed, 1 failed"
  exit 1
fi

# mpi NP SECONDS CODE: run CODE on NP ranks, killed after SECONDS (a rank that mpirun
# stops before MPI started must not leave an octave-workspace file here)
mpi () {
  timeout -s KILL "$2" mpirun --oversubscribe -np "$1" "$octave" --norc --quiet --no-history \
    --eval "sigterm_dumps_octave_core (false); $setup $3" 2>&1
}

# 1. the checks against single-process results
for np in 1 2 3 4; do
  log=$work/checks$np.log
  t0=$SECONDS
  mpi "$np" 300 "source ('tests/mpi/mpi_checks.m');" > "$log"
  line=$(grep -E "^mpi P=$np: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
  p=$(echo "$line" | sed -nE 's/.*: ([0-9]+) passed.*/\1/p')
  f=$(echo "$line" | sed -nE 's/.* ([0-9]+) failed$/\1/p')
  if [ -z "$line" ] || [ "$f" -gt 0 ]; then
    printf "  FAIL %4d/%-4d %5ds  mpi_checks on %d ranks\n" "${p:-0}" "$((${p:-0} + ${f:-1}))" \
      "$((SECONDS - t0))" "$np"
    sed 's/^/      | /' "$log" | grep -v "^      | *$" | tail -40
    failed=$((failed + ${f:-1}))
    [ -z "$line" ] && [ "${f:-1}" -eq 0 ] && failed=$((failed + 1))
  else
    printf "  ok   %4d/%-4d %5ds  mpi_checks on %d ranks\n" "$p" "$p" "$((SECONDS - t0))" "$np"
  fi
  passed=$((passed + ${p:-0}))
done

# 2. a failing rank ends the job, named, within 30 s (the survivors wait in collectives)
prep="rand ('seed', 1); T = ndsprand ([60 50 40], 0.01); D = distribute (T);"
for kind in error kill; do
  log=$work/$kind.log
  if [ "$kind" = error ]; then
    who=2; act="error ('ndsparse:test', 'injected failure');"
  else
    who=1; act="kill (getpid (), 9);"
  fi
  t0=$SECONDS
  mpi 3 60 "$prep if (mpirank () == $who) $act endif; for k = 1:50 norm (D); mttkrp (D, {rand(60,2), rand(50,2), rand(40,2)}, 1); endfor; mpibarrier (); disp ('survived');" > "$log"
  rc=$?
  dt=$((SECONDS - t0))
  if [ "$rc" -ne 0 ] && [ "$dt" -lt 30 ] && grep -q "rank $who" "$log" && ! grep -q survived "$log"; then
    report ok "$dt" "a rank that fails ($kind on rank $who of 3) ends the job, named"
  else
    echo "      (exit status $rc after $dt s)" >> "$log"
    report FAIL "$dt" "a rank that fails ($kind on rank $who of 3) ends the job, named" "$log"
  fi
done

# 3. rank 0 killed 0.3 s into writing a 1.2e6-line file (about 2 s of work): the file
#    is either absent or whole, never partial
f=$work/big.tns
log=$work/write.log
t0=$SECONDS
mpi 2 60 "T = []; if (mpirank () == 0) rand ('seed', 2); T = ndsprand ([400 300 200], 0.05); endif; T = collect (distribute (T)); if (mpirank () == 0) system (sprintf ('(sleep 0.3; kill -9 %d) &', getpid ())); tnswrite ('$f', T); endif; mpibarrier ();" > "$log"
rc=$?
dt=$((SECONDS - t0))
lines=$( [ -e "$f" ] && wc -l < "$f" || echo 0)
state=absent
[ -e "$f" ] && state=whole
ls "$f".*.part > /dev/null 2>&1 && state="$state; the writer was stopped midway"
if [ "$rc" -ne 0 ] && { [ ! -e "$f" ] || [ "$lines" -eq 1200000 ]; }; then
  report ok "$dt" "a job killed while rank 0 writes leaves no half-written file ($state)"
else
  echo "      (exit status $rc; $f has $lines lines)" >> "$log"
  report FAIL "$dt" "a job killed while rank 0 writes leaves no half-written file" "$log"
fi

echo "mpi: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
