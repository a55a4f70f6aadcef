/* nds_mem.c: checked allocation, so callers test one NULL and never overflow a size */
#define _GNU_SOURCE          /* madvise, mincore, MADV_POPULATE_WRITE */
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>
#include <string.h>
#include <stdatomic.h>
#include <sys/mman.h>
#include "nds.h"
#ifdef __GLIBC__
#include <malloc.h>
#endif

/* blocks nds_malloc and nds_calloc gave and nds_free has not taken back; and the
   countdown to an allocation made to fail (-1: none), for the tests that show every
   path frees what it holds */
static _Atomic int64_t live_blocks = 0;
static _Atomic int64_t fail_countdown = -1;

/* the k-th next allocation (0: the next) fails; -1: none */
void nds_mem_inject (int64_t k)
{
  atomic_store (&fail_countdown, k);
}

/* 1 when this allocation is the one made to fail */
int nds_mem_fail (void)
{
  if (atomic_load_explicit (&fail_countdown, memory_order_relaxed) < 0) return 0;
  return atomic_fetch_sub (&fail_countdown, 1) == 0;
}

/* the number of blocks held */
int64_t nds_mem_live (void)
{
  return atomic_load (&live_blocks);
}

/* a transparent huge page.  Fresh memory costs a fault per page on first write: on
   this project's virtual machine 1.5 us per 4 KB page in 2026-11 (10 us measured
   earlier), a 2 MB one several ms when the host backs it on first touch */
#define NDS_HUGE ((size_t) 2 << 20)

/* fresh pages for p[0..bytes-1] at the least cost: huge pages over the whole 2 MB
   pages inside, and the 4 KB pages at either end made present in one call.  Memory
   the allocator recycles is present already and left as it is. */
static void advise_huge (void *p, size_t bytes)
{
#ifdef MADV_HUGEPAGE
  if (!p || bytes < 2 * NDS_HUGE) return;
  const uintptr_t small = 4096, a = (uintptr_t) p & ~(small - 1), b = (uintptr_t) p + bytes;
  const uintptr_t lo = (a + NDS_HUGE - 1) & ~(NDS_HUGE - 1), hi = b & ~(NDS_HUGE - 1);
  unsigned char in;
  if (mincore ((void *) lo, small, &in) == 0 && (in & 1)) return;
  (void) madvise ((void *) lo, hi - lo, MADV_HUGEPAGE);
#ifdef MADV_POPULATE_WRITE
  (void) madvise ((void *) a, lo - a, MADV_POPULATE_WRITE);
  (void) madvise ((void *) hi, (b - hi + small - 1) & ~(small - 1), MADV_POPULATE_WRITE);
#endif
#else
  (void) p; (void) bytes;
#endif
}

/* the huge-page rule, by use, NDS_HUGEPAGES in the environment overriding it
   ("1": every large fresh block, "0": none).  A block written in part or out of
   order (a product's, GraphBLAS's workspace, a reader's buffer of a bound) takes
   huge pages only when NDS_HUGEPAGES=1 asks: on this project's VM the advice made
   large products slower.  Measured 2026-11-29 (loaded VM, THP "madvise", defrag
   "madvise", glibc 2.36), user / system CPU seconds of the second call, 1e7
   nonzeros: power-law G*G (1e8 entries) 4.63 / 4.71 advised, 4.51 / 1.23 not (776k
   4 KB faults, 1.5 us each), 4.19 / 5.33 with GLIBC_TUNABLES=glibc.malloc.hugetlb=1;
   A'*A 5.70 / 3.25 advised, 5.09 / 1.07 not, 4.43 / 5.07 hugetlb.  The kernel's
   time goes to clear_page_erms (47% of a G*G run's samples in perf): a huge page
   is zeroed whole, written or not, and on this VM from memory the host backs on
   first touch. */
void nds_hugepages (void *p, size_t bytes)
{
  /* (a small block is never advised: no getenv, 50 ns, on every small call's blocks) */
  if (bytes < 2 * NDS_HUGE) return;
  const char *on = getenv ("NDS_HUGEPAGES");
  if (on && on[0] == '1') advise_huge (p, bytes);
}

/* the largest block malloc keeps for the next call (nds_mem_recycle), 0 when it
   keeps none; set once, at the type's install */
static size_t recycled = 0;

/* A block the caller fills completely (a copy of a weight, a parameter's block)
   takes huge pages when it is larger than the blocks malloc recycles, or when
   NDS_HUGEPAGES=1 asks; never when NDS_HUGEPAGES=0.  Every byte of it is written,
   so a huge page zeroes nothing in vain and saves 511 faults of 1.5 us; but on
   this VM a huge page a process touches first costs about 4.5 ms (the host backs
   it then), three times its 4 KB pages.  A recycled block pays its fresh pages in
   its first call alone, where huge pages cost more; a larger one is mapped fresh
   on every call, where they pay (adam_update's three copies of 1e6 x 64 mapped
   fresh, 2026-11-29: 0.307 s in 4 KB pages, 0.073 s advised).  First calls in
   fresh processes, 2026-11-30: see nds_mem_recycle. */
void nds_hugepages_filled (void *p, size_t bytes)
{
  if (bytes < 2 * NDS_HUGE) return;
  const char *on = getenv ("NDS_HUGEPAGES");
  if (on && on[0] == '0') return;
  if (bytes > recycled || (on && on[0] == '1')) advise_huge (p, bytes);
}

/* p = malloc (n*size), NULL on overflow or failure; never NULL for n == 0; at a
   cache line's boundary when lines; fresh large blocks advised by the rule for
   blocks written in part (nds_hugepages), or, when filled, for blocks the caller
   writes completely (nds_hugepages_filled) */
static void *mem_alloc (size_t n, size_t size, int filled, int lines)
{
  if ((size && n > SIZE_MAX / size) || nds_mem_fail ()) return NULL;
  size_t bytes = (n ? n : 1) * (size ? size : 1);
  void *p = NULL;
  if (!lines) p = malloc (bytes);
  else if (posix_memalign (&p, 64, bytes) != 0) p = NULL;
  if (filled) nds_hugepages_filled (p, bytes);
  else nds_hugepages (p, bytes);
  if (p) atomic_fetch_add (&live_blocks, 1);
  return p;
}

/* p = malloc (n*size), NULL on overflow or failure; never NULL for n == 0 */
void *nds_malloc (size_t n, size_t size)
{
  return mem_alloc (n, size, 0, 0);
}

/* the same for a block the caller writes completely: huge pages where fresh */
void *nds_malloc_filled (size_t n, size_t size)
{
  return mem_alloc (n, size, 1, 0);
}

/* p = nds_malloc (n, size) at a 64-byte boundary (posix_memalign: free takes it) */
void *nds_malloc_lines (size_t n, size_t size)
{
  return mem_alloc (n, size, 0, 1);
}

/* p[0..bytes-1] = 0, a large buffer in parallel: its fresh pages fault in each thread */
void nds_zero (void *p, size_t bytes)
{
  const size_t blk = (size_t) 1 << 20;
  const int64_t nb = (int64_t) ((bytes + blk - 1) / blk);
  /* (a region whose if clause is false still costs libgomp 250 ns and a syscall) */
  if (nb <= 4)
    {
      memset (p, 0, bytes);
      return;
    }
  #pragma omp parallel for schedule(static)
  for (int64_t b = 0; b < nb; b++)
    {
      const size_t lo = (size_t) b * blk;
      memset ((char *) p + lo, 0, bytes - lo < blk ? bytes - lo : blk);
    }
}

/* p = calloc (n, size), NULL on failure; never NULL for n == 0 */
void *nds_calloc (size_t n, size_t size)
{
  if (nds_mem_fail ()) return NULL;
  void *p = calloc (n ? n : 1, size ? size : 1);
  if (p) atomic_fetch_add (&live_blocks, 1);
  return p;
}

void nds_free (void *p)
{
  if (p) atomic_fetch_sub (&live_blocks, 1);
  free (p);
}

/* Large blocks freed go back to malloc's heap, not to the system, up to bytes each:
   the next large result takes them again with their pages already mapped, where a
   fresh mmap pays a page fault per page (a result of 8.3e6 entries, 2 * T: 7.6 ms of
   CPU fresh, 3.6 ms recycled, glibc 2.36 on this VM).  The heap's free top is kept
   up to bytes too: setting the mmap threshold stops glibc from raising its trim
   threshold with it, and at the default 128 KB every large free gave its pages back
   to the system, to fault in again on the next call ([A; B] of 1e5 entries each:
   a third of the CPU time in page faults).  The top pad makes that bound hold
   when a free passes it: glibc trims the free top down to its pad, 128 KB by
   default, so a call whose large blocks add up to more than bytes (adam_update's
   three 512 MB copies) gave every page back and faulted all of them in again on
   every call; now it keeps bytes and faults in only the excess.  So malloc holds
   at most bytes of free top (and whatever free chunks lie below live ones, as
   always).  Nothing when bytes is 0 or the C library is not glibc. */
void nds_mem_recycle (size_t bytes)
{
#ifdef __GLIBC__
  /* (a sanitizer's malloc takes no option: its mallopt fails) */
  if (bytes > 0 && bytes <= INT_MAX && mallopt (M_MMAP_THRESHOLD, (int) bytes) == 1)
    {
      mallopt (M_TRIM_THRESHOLD, (int) bytes);
      mallopt (M_TOP_PAD, (int) bytes);
      recycled = bytes;
    }
#else
  (void) bytes;
#endif
}
