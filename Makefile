# Makefile: ndsparse's user and developer targets (README.md says which to type).
#   make run     install the Debian packages, build, pkg install, run the guided demo
#   make check   the whole test suite (C engine + Octave, from a throwaway install)
#   make dist    the tarball pkg install takes      make install   pkg install it (-local)
#   make bench   the benchmark suite                 make doc       the HTML user guide
#   make figures redraw the guide's pictures (doc/figures/, kept in git) from the demos
#   make index   regenerate INDEX from inst/         make clean
#   make scale   the Netflix-sized demo (ndsparse_scale) at full size, ~10 GB of memory
#   make bench-readme   paste the last bench run's table into bench/README.md
#   make bench-idioms   the bench's idioms section alone (ndsparse against Octave's sparse)
#   make bench-single   the bench's single and complex table alone (against double values)
#   make bench-ab OLD=dir   make bench's tensor rows, this tree over a built OLD tree's
#   make bench-count OLD=dir   the same rows in instructions and page faults per call

NAME     := ndsparse
VERSION  := $(shell sed -n 's/^Version: *//p' DESCRIPTION)
DIST     := $(NAME)-$(VERSION)
TARBALL  := dist/$(DIST).tar.gz
OCTAVE   ?= octave-cli
# no history: Octave 7 writes it at exit to ~/.local/share/octave/history and, when
# that directory does not exist (a fresh account), prints
# "error: ignoring const execution_exception& while preparing to exit"
OCT_RUN  := $(OCTAVE) --norc --quiet --no-history

# Debian packages, by the target that needs them: building and using the package (make run,
# make install; the tarball holds the HTML guide, made by makeinfo, which octave depends
# on, and python3), the test suite's tools and peers (make check), the benchmark's peers
# (make bench), the guide's tools (make doc) and its pictures' (make figures); make deps
# installs them all
DOC_DEBS   := texinfo python3
RUN_DEBS   := octave liboctave-dev libgraphblas-dev libopenblas-dev zlib1g-dev \
              libopenmpi-dev openmpi-bin $(DOC_DEBS)
CHECK_DEBS := $(RUN_DEBS) cppcheck gnuplot-nox fonts-freefont-otf \
              python3-sklearn python3-scipy python3-pandas libsvm-tools
BENCH_DEBS := $(RUN_DEBS) gnuplot-nox fonts-freefont-otf python3-sparse octave-sparsersb \
              python3-sklearn python3-scipy python3-pandas
FIG_DEBS   := $(RUN_DEBS) gnuplot-nox fonts-freefont-otf
DEBS       := $(sort $(RUN_DEBS) $(CHECK_DEBS) $(BENCH_DEBS) $(FIG_DEBS))

# the C engine (src/engine/<wing>/) and its unit tests (tests/engine/<wing>/test_*.c, each
# linked with every engine file and what the engine may call; malloc, calloc and
# posix_memalign wrapped for failure injection).  A new wing is a new folder: the wildcards find it.
# (the mpi wing's communication file needs mpi.h and libmpi: only __ndsmpi__.oct links it,
# and the MPI tests under mpirun, tests/mpi/, are what test it)
ENGINE_SRC  := $(filter-out src/engine/mpi/nds_mpi_comm.c,$(sort $(wildcard src/engine/*/*.c)))
ENGINE_HDR  := $(wildcard src/engine/*/*.h)
ENGINE_TEST := $(sort $(wildcard tests/engine/*/test_*.c))
TEST_CFLAGS := -std=c11 -Wall -Wextra -Werror -g -O1 -fopenmp \
               -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer \
               -Isrc/engine -Itests/engine
TEST_LIBS   := -lgraphblas -lblas -lz -lm -Wl,--wrap=malloc,--wrap=calloc,--wrap=posix_memalign
ENGINE_BIN  := $(patsubst tests/engine/%.c,build/engine/%,$(ENGINE_TEST))
# the engine compiled once under the sanitizers, each test linked to these objects
# (compiling the whole engine into each of 13 tests took 30 of CI's 36 minutes)
ENGINE_OBJ  := $(patsubst src/engine/%.c,build/engine/obj/%.o,$(ENGINE_SRC))

# the NDS_WIDE kernels (core/nds.h) as the target_clones a processor does not choose
# are compiled: the tests of the wings that have such kernels run again, linked with
# those files built as the default and the x86-64-v3 clone are (NDS_WIDE empty and the
# clone's -march), at the package's -O3 and warnings, without the sanitizers (under
# them GCC 12 vectorizes no loop, so no clone's vector code would be tested); an arch
# the processor cannot run (build/wide/cpu_has) is skipped.  The clone the processor
# chooses runs in the package's own tests (x86-64-v4 on an AVX-512 processor: one
# more arch here would add 50 s of CPU to make check).  Only where the compiler
# targets x86-64, the one place NDS_WIDE makes clones
WIDE_ARCHS  := $(if $(filter x86_64-%,$(shell $(CC) -dumpmachine)),x86-64 x86-64-v3)
WIDE_HDR    := $(notdir $(shell grep -l NDS_WIDE $(filter %_t.h,$(ENGINE_HDR))))
WIDE_SRC    := $(shell grep -l -e NDS_WIDE $(WIDE_HDR:%=-e '"%"') $(ENGINE_SRC))
WIDE_WINGS  := $(sort $(foreach f,$(WIDE_SRC),$(word 3,$(subst /, ,$(f)))))
WIDE_TEST   := $(foreach w,$(WIDE_WINGS),$(filter tests/engine/$(w)/%,$(ENGINE_TEST)))
WIDE_BIN    := $(foreach a,$(WIDE_ARCHS),$(WIDE_TEST:tests/engine/%.c=build/wide/$(a)/%))
WIDE_CFLAGS := -std=c11 -O3 -fopenmp -Wall -Wextra -Werror=switch -DNDS_WIDE= -Isrc/engine
# the flags src/Makefile adds for these two files
WIDE_FP     := -fno-math-errno -fno-trapping-math -ffp-contract=off
WIDE_FP_SRC := src/engine/kern/nds_cabs.c src/engine/kern/nds_cdiv.c

# a test compiled once for every arch
build/wide/test/%.o: tests/engine/%.c tests/engine/nds_test.h $(ENGINE_HDR)
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -c -o $@ $<

# one arch's objects of WIDE_SRC, and its tests: the engine's other objects as make
# check-engine's
define WIDE_RULES
build/wide/$(1)/obj/%.o: src/engine/%.c $$(ENGINE_HDR)
	@mkdir -p $$(@D)
	$$(CC) $$(WIDE_CFLAGS) -march=$(1) $$(if $$(filter $$<,$$(WIDE_FP_SRC)),$$(WIDE_FP)) -c -o $$@ $$<

build/wide/$(1)/%: build/wide/test/%.o $$(ENGINE_OBJ) \
                   $$(WIDE_SRC:src/engine/%.c=build/wide/$(1)/obj/%.o)
	@mkdir -p $$(@D)
	$$(CC) $$(TEST_CFLAGS) -o $$@ $$< \
	  $$(filter-out $$(WIDE_SRC:src/engine/%.c=build/engine/obj/%.o),$$(ENGINE_OBJ)) \
	  $$(WIDE_SRC:src/engine/%.c=build/wide/$(1)/obj/%.o) $$(TEST_LIBS)
endef
$(foreach a,$(WIDE_ARCHS),$(eval $(call WIDE_RULES,$(a))))

# what goes into the tarball (with the HTML guide, doc/html, made first); build
# products never do
DIST_FILES := DESCRIPTION COPYING NEWS post_install.m inst src doc
DIST_JUNK  := -name '*.o' -o -name '*.a' -o -name '*.oct' -o -name '*.mex' -o -name '*-tst' \
              -o -name 'fntests.log' -o -name PKG_ADD -o -name '*~' -o -name '.*.swp'

.PHONY: all deps run install dist check check-engine engine-tests engine-objects wide-tests wide-bins bench bench-idioms bench-single bench-ab bench-count bench-cachesim bench-readme doc figures index clean scale

all:
	$(MAKE) -C src -j2

deps:
	@tools/deps.sh $(DEBS)

dist: $(TARBALL)

# always rebuilt: cheap, and never stale
$(TARBALL): FORCE
	@$(MAKE) -s --no-print-directory -C doc
	@rm -rf build/dist && mkdir -p build/dist/$(DIST) dist
	@for f in $(DIST_FILES); do [ -e "$$f" ] && cp -R "$$f" build/dist/$(DIST)/; done; true
	@mkdir -p build/dist/$(DIST)/doc
	@find build/dist/$(DIST) \( $(DIST_JUNK) \) -exec rm -f {} +
	@rm -rf build/dist/$(DIST)/doc/figures build/dist/$(DIST)/doc/functions.texi*
	@tools/mkindex.sh inst > build/dist/$(DIST)/INDEX
	@# pkg install harvests "// PKG_ADD:" lines from src/*.cc only, not src/<floor>/
	@find src -name '*.cc' | sort | xargs sed -n 's,^// PKG_ADD: ,,p' > build/dist/$(DIST)/PKG_ADD
	@tar -C build/dist --sort=name --owner=0 --group=0 --numeric-owner \
	     -czf $@ $(DIST)
	@echo "dist: $@"

install:
	@tools/deps.sh $(RUN_DEBS)
	@$(MAKE) --no-print-directory dist
	$(OCT_RUN) --eval 'pkg install -local $(TARBALL)'

run: install
	$(OCT_RUN) --eval 'pkg load $(NAME); ndsparse_tour ()'

check:
	@tools/deps.sh $(CHECK_DEBS)
	@$(MAKE) --no-print-directory dist
	@tools/check.sh $(TARBALL)

# the C engine unit tests and the layering rules alone (make check runs them too, and
# counts them)
check-engine: engine-tests wide-tests
	@tools/layers.sh
	@for t in $(ENGINE_BIN); do $$t || exit 1; done
	@for t in $(WIDE_BIN); do \
	  a=$${t#build/wide/}; a=$${a%%/*}; \
	  if build/wide/cpu_has $$a; then echo "$$t:"; $$t || exit 1; \
	  else echo "$$t: skipped, this processor cannot run -march=$$a"; fi; done

engine-tests: $(ENGINE_BIN)

wide-tests: $(WIDE_BIN) build/wide/cpu_has

# the tests of the NDS_WIDE clones, for tools/check.sh
wide-bins:
	@echo $(WIDE_BIN)

build/wide/cpu_has: tools/cpu_has.c
	@mkdir -p $(@D)
	$(CC) -O1 -o $@ $<

engine-objects: $(ENGINE_OBJ)

build/engine/obj/%.o: src/engine/%.c $(ENGINE_HDR)
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -c -o $@ $<

build/engine/%: tests/engine/%.c tests/engine/nds_test.h $(ENGINE_OBJ)
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -o $@ $< $(ENGINE_OBJ) $(TEST_LIBS)

export BENCH_MAX_NNZ

# The bench targets run with glibc's default malloc.  BENCH_MALLOC is put before each
# benchmark process's command (e.g. BENCH_MALLOC=GLIBC_TUNABLES=glibc.malloc.hugetlb=1 for
# transparent huge pages for malloc, the default until 2026-11-29).  On this VM huge pages
# made the 1e7 contraction rows slower, not faster: A'*A (A 1e6 x 1e5, 1e7 nonzeros),
# ndsparse's product, 11.4 then 8.5 s of CPU with the tunable against 5.9 then 6.0
# without, and the first touch of 800 MB of fresh memory 1.87 s of CPU against 0.36 (a
# 4 KiB page fault: 1.8 us of CPU, 6-8 us of wall on the loaded VM); how measured:
# bench/README.md.  The cold first calls always run in fresh processes without it
# (bench/fresh_octave.m, peers.py).
# The build is quiet, so the terminal shows the report alone.
BENCH_MALLOC ?=
bench:
	@tools/deps.sh $(BENCH_DEBS)
	@$(MAKE) -s --no-print-directory -C src -j2
	@$(BENCH_MALLOC) $(OCT_RUN) --eval 'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); run_bench ();'

# the idioms section of make bench alone (bench/bench_idioms.m), quiet and under load
bench-idioms:
	@tools/deps.sh $(BENCH_DEBS)
	@$(MAKE) -s --no-print-directory -C src -j2
	@mkdir -p bench/results
	@$(BENCH_MALLOC) $(OCT_RUN) --eval 'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); bench_idioms ("bench/results");'

# the single and complex section of make bench alone (bench/single_complex_table.m):
# single / double and complex / double per streaming row at 1e5 and 1e7 nonzeros
# (BENCH_MAX_NNZ caps them), CPU and wall time, interleaved rounds
bench-single:
	@tools/deps.sh $(BENCH_DEBS)
	@$(MAKE) -s --no-print-directory -C src -j2
	@$(BENCH_MALLOC) $(OCT_RUN) --eval 'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); single_complex_table ();'
	@echo "one thread (NDS_THREADS=1 OMP_NUM_THREADS=1: CPU time exact, bench/README.md):"
	@NDS_THREADS=1 OMP_NUM_THREADS=1 $(BENCH_MALLOC) $(OCT_RUN) --eval 'addpath (genpath ("inst")); addpath ("src"); addpath ("bench"); single_complex_table ();'

# make bench's tensor rows (per call and every size), each built tree's own bench files,
# new / old per row, rows over 1.05 flagged (bench/ab_bench.sh), with make bench's malloc
# (BENCH_MALLOC)
bench-ab:
	@test -n "$(OLD)" || { echo "bench-ab: say OLD=<a built tree>" >&2; exit 1; }
	@$(MAKE) -s --no-print-directory -C src -j2
	@$(BENCH_MALLOC) sh bench/ab_bench.sh $(OLD) .

# the same rows at one size in counts the load does not move: instructions (callgrind)
# and minor page faults per call, new against OLD (bench/ab_count.sh)
bench-count:
	@test -n "$(OLD)" || { echo "bench-count: say OLD=<a built tree>" >&2; exit 1; }
	@$(MAKE) -s --no-print-directory -C src -j2
	@$(BENCH_MALLOC) sh bench/ab_count.sh $(OLD) .

# bench_idioms' A(:, cols) and T(:, :, ks), ndsparse's side and Octave's, in counts the
# load does not move: instructions and simulated cache misses a call at 1e5 and 1e6
# nonzeros (bench/idiom_cachesim.sh; the machine has no cache counters)
bench-cachesim:
	@$(MAKE) -s --no-print-directory -C src -j2
	@sh bench/idiom_cachesim.sh

# paste bench/results/README_table.md, written by the last make bench, into bench/README.md
# between the lines <!-- bench:begin --> and <!-- bench:end -->
bench-readme: bench/results/README_table.md
	@grep -q '^<!-- bench:begin -->$$' bench/README.md && grep -q '^<!-- bench:end -->$$' bench/README.md \
	  || { echo "bench-readme: bench/README.md lacks the bench:begin/bench:end markers" >&2; exit 1; }
	@awk -v table=$< '/^<!-- bench:end -->$$/ { skip = 0 } !skip { print } \
	  /^<!-- bench:begin -->$$/ { while ((getline line < table) > 0) print line; skip = 1 }' \
	  bench/README.md > bench/README.md.tmp && mv bench/README.md.tmp bench/README.md
	@echo "bench-readme: bench/README.md now holds $<"

# ndsparse_scale at the Netflix prize's 1.005e8 ratings (SCALE_NRATINGS=1e6 scales it
# down), with make bench's malloc (BENCH_MALLOC)
SCALE_NRATINGS ?= 1.005e8
scale:
	@tools/deps.sh $(RUN_DEBS)
	$(MAKE) -C src -j2
	$(BENCH_MALLOC) $(OCT_RUN) --eval 'addpath (genpath ("inst")); addpath ("src"); ndsparse_scale ($(SCALE_NRATINGS));'

# the guide needs no compiled package (its pictures are in git; make figures redraws them)
doc:
	@tools/deps.sh $(DOC_DEBS)
	$(MAKE) -C doc

figures:
	@tools/deps.sh $(FIG_DEBS)
	$(MAKE) -C doc figures

index:
	tools/mkindex.sh inst > INDEX

clean:
	$(MAKE) -C src clean
	[ ! -f doc/Makefile ] || $(MAKE) -C doc clean
	rm -rf build dist fntests.log

FORCE:
