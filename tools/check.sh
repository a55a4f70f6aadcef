#!/bin/bash
# tools/check.sh: the whole test suite, run by `make check' with the dist tarball:
#   1. C engine unit tests (tests/engine/<wing>/test_*.c under ASan/UBSan), those of the
#      wings with NDS_WIDE kernels again with the clones the processor does not choose
#      (the Makefile's wide-tests), cppcheck, and the layering rules (tools/layers.sh)
#   2. pkg install of the tarball into a throwaway HOME, then tests/run_all.m there
#   3. the MPI tests (tests/mpi/run.sh) under mpirun with that install
# Prints one line per test file (failures in full) and ends with "N passed, N failed".
set -uo pipefail
tarball=$(realpath "$1")
root=$(pwd)
octave=${OCTAVE:-octave-cli}
work=$(mktemp -d "${TMPDIR:-/tmp}/ndsparse-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
t_start=$SECONDS

# show a log indented under its result line
show () { sed 's/^/      | /' "$1"; }

echo "C engine unit tests (tests/engine, -fsanitize=address,undefined)"
# the engine's objects on both cores first; a file that does not compile is reported below
make -s -j2 engine-objects > /dev/null 2>&1 || true
# build and run one engine test: make target $1, its result line named $2
engine_test () {
  local bin=$1 rel=$2 name log t0 rc line p f status
  name=$(basename "$bin")
  log=$work/$name.log
  if ! make -s "$bin" > "$log" 2>&1; then
    echo "  FAIL $rel: does not compile with -Wall -Wextra -Werror"
    show "$log"
    failed=$((failed + 1))
    return
  fi
  t0=$SECONDS
  "$bin" > "$log" 2>&1
  rc=$?
  line=$(grep -E "^$name: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
  p=$(echo "$line" | sed -nE 's/.*: ([0-9]+) passed.*/\1/p')
  f=$(echo "$line" | sed -nE 's/.* ([0-9]+) failed$/\1/p')
  if [ -z "$line" ] || { [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; }; then
    f=$((${f:-0} + 1))   # crashed, or a sanitizer report after the summary
  fi
  p=${p:-0}
  status=ok; [ "$f" -gt 0 ] && status=FAIL
  printf "  %-4s %4d/%-4d %5ds  %s\n" "$status" "$p" "$((p + f))" "$((SECONDS - t0))" "$rel"
  [ "$f" -gt 0 ] && show "$log"
  passed=$((passed + p))
  failed=$((failed + f))
}

for src in tests/engine/*/test_*.c; do
  rel=${src#tests/engine/}
  rel=${rel%.c}
  engine_test "build/engine/$rel" "$rel"
done

echo "The NDS_WIDE kernels' other clones (make wide-tests: -O3, NDS_WIDE empty, -march=...)"
# both cores first, as above
make -s -j2 wide-tests > /dev/null 2>&1 || true
log=$work/cpu_has.log
if ! make -s build/wide/cpu_has > "$log" 2>&1; then
  echo "  FAIL build/wide/cpu_has (tools/cpu_has.c) does not compile"
  show "$log"
  failed=$((failed + 1))
else
  for bin in $(make -s --no-print-directory wide-bins); do
    rel=${bin#build/wide/}
    arch=${rel%%/*}
    if build/wide/cpu_has "$arch"; then
      engine_test "$bin" "$rel"
    else
      echo "  skip $rel: this processor cannot run -march=$arch"
    fi
  done
fi

log=$work/cppcheck.log
if cppcheck --error-exitcode=1 --std=c11 --enable=warning,performance,portability \
            --inline-suppr --quiet -Isrc/engine src/engine > "$log" 2>&1; then
  echo "  ok      1/1         cppcheck src/engine"
  passed=$((passed + 1))
else
  echo "  FAIL    0/1         cppcheck src/engine"
  show "$log"
  failed=$((failed + 1))
fi

log=$work/layers.log
if tools/layers.sh > "$log" 2>&1; then
  echo "  ok      1/1         layers: engine wings and core; src/tensor without interpreter headers"
  passed=$((passed + 1))
else
  echo "  FAIL    0/1         layers (tools/layers.sh)"
  show "$log"
  failed=$((failed + 1))
fi

echo "INDEX"
log=$work/index.log
if tools/mkindex.sh inst 2> "$log" | diff -u INDEX - >> "$log"; then
  echo "  ok      1/1         INDEX is up to date with inst/"
  passed=$((passed + 1))
else
  echo "  FAIL    0/1         INDEX is stale: run \`make index' and commit INDEX"
  show "$log"
  failed=$((failed + 1))
fi

echo "Octave: pkg install $(basename "$tarball") into a throwaway HOME"
home=$work/home
mkdir -p "$home"
log=$work/install.log
# from the checkout's root, as tests/*.tst expect (test ("tests/foo.tst") in the dev loop)
run_octave () {
  (cd "$root" && env HOME="$home" XDG_DATA_HOME="$home/.local/share" \
     XDG_CONFIG_HOME="$home/.config" timeout -s KILL "${limit:-0}" "$octave" --norc --quiet "$@")
}
t0=$SECONDS
if run_octave --eval "pkg install -local '$tarball'" > "$log" 2>&1 \
   && run_octave --eval "pkg list ndsparse" 2>&1 | grep -q ndsparse; then
  echo "  ok      1/1  $(printf '%5ds' $((SECONDS - t0)))  pkg install"
  passed=$((passed + 1))
  log=$work/octave.log
  # a hung test must not hang CI: the suite gets 20 minutes (KILL: no workspace dump)
  limit=1200 run_octave "$root/tests/run_all.m" "$root/tests" 2>&1 | tee "$log" \
    | grep -v "^error: ignoring const execution_exception"
  line=$(grep -E "^octave: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
  if [ -z "$line" ]; then
    echo "  FAIL the Octave test run stopped before its summary: a crash, or over 20 minutes"
    failed=$((failed + 1))
  else
    passed=$((passed + $(echo "$line" | sed -nE 's/^octave: ([0-9]+) passed.*/\1/p')))
    failed=$((failed + $(echo "$line" | sed -nE 's/.* ([0-9]+) failed$/\1/p')))
  fi
  echo "MPI (tests/mpi/run.sh: mpirun with 1 to 4 ranks, failing ranks)"
  log=$work/mpi.log
  (cd "$root" && env HOME="$home" XDG_DATA_HOME="$home/.local/share" \
     XDG_CONFIG_HOME="$home/.config" OCTAVE="$octave" tests/mpi/run.sh) 2>&1 | tee "$log"
  line=$(grep -E "^mpi: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
  if [ -z "$line" ]; then
    echo "  FAIL the MPI tests stopped before their summary"
    failed=$((failed + 1))
  else
    passed=$((passed + $(echo "$line" | sed -nE 's/^mpi: ([0-9]+) passed.*/\1/p')))
    failed=$((failed + $(echo "$line" | sed -nE 's/.* ([0-9]+) failed$/\1/p')))
  fi
else
  echo "  FAIL    0/1  $(printf '%5ds' $((SECONDS - t0)))  pkg install"
  show "$log"
  failed=$((failed + 1))
fi

echo "make check: $((SECONDS - t_start)) s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
