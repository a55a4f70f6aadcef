/* nds_sort.c: stable sort of coordinate rows into column-major order */
#include <string.h>
#include "nds.h"

#define NDS_DIGIT_MAX 11 /* radix digit width: 2048 buckets keep the scatter cache-friendly */
#define NDS_BUCKET ((int64_t) 1 << 15) /* rows per bucket of the top-digit split: in L2,
                                            and many more than a digit's counters */

/* one stable LSD pass on digit (k >> shift) & mask: (k,p) -> (k2,p2); p may be NULL */
static void radix_pass (const uint64_t *k, const int64_t *p, uint64_t *k2, int64_t *p2,
                        int64_t n, int shift, uint64_t mask, int64_t *cnt, int nt)
{
  int64_t nb = (int64_t) mask + 1;
  memset (cnt, 0, sizeof (int64_t) * (size_t) (nb * nt));
  #pragma omp parallel num_threads(nt)
  {
    int t = nds_thread ();
    int64_t lo = nds_blk (n, t, nt), hi = nds_blk (n, t + 1, nt);
    int64_t *c = cnt + nb * t;
    for (int64_t i = lo; i < hi; i++) c[(k[i] >> shift) & mask]++;
    #pragma omp barrier
    #pragma omp single
    {
      /* bucket-major, thread-minor prefix sum keeps the pass stable */
      int64_t sum = 0;
      for (int64_t b = 0; b < nb; b++)
        for (int u = 0; u < nt; u++)
          {
            int64_t v = cnt[nb * u + b];
            cnt[nb * u + b] = sum;
            sum += v;
          }
    }
    for (int64_t i = lo; i < hi; i++)
      {
        int64_t dst = c[(k[i] >> shift) & mask]++;
        k2[dst] = k[i];
        if (p) p2[dst] = p[i];
      }
  }
}

/* LSD passes on bits [lo, lo+nbits) from (k, p) into (kb, pb) and back, in turn;
   1 when the sorted data ends in (kb, pb) */
static int lsd_passes (uint64_t *k, int64_t *p, uint64_t *kb, int64_t *pb, int64_t n,
                       int lo, int nbits, int64_t *cnt, int nt)
{
  int passes = (nbits + NDS_DIGIT_MAX - 1) / NDS_DIGIT_MAX;
  int width = passes ? (nbits + passes - 1) / passes : 0;
  uint64_t *kin = k, *kout = kb;
  int64_t *pin = p, *pout = pb;
  for (int ps = 0; ps < passes; ps++)
    {
      int shift = ps * width;
      int w = nbits - shift < width ? nbits - shift : width;
      radix_pass (kin, pin, kout, pout, n, lo + shift, ((uint64_t) 1 << w) - 1, cnt, nt);
      uint64_t *kt = kin; kin = kout; kout = kt;
      int64_t *pt = pin; pin = pout; pout = pt;
    }
  return passes & 1;
}

/* sort k (and p along, unless NULL) on bits [lo, lo+nbits) by radix passes; the
   sorted data ends in k and p.  Big arrays of packed words (p NULL) first split on
   their top digit, and then each bucket, small enough for the cache, takes its LSD
   passes there: one trip through memory instead of one per digit.  (Keys crowded
   into one bucket sort serially.)  scratch (n words, or NULL) is room the caller
   lends for the keys' buffer: a fresh one costs its page faults. */
static int radix_sort (uint64_t *k, int64_t *p, int64_t n, int lo, int nbits,
                       uint64_t *scratch)
{
  int nt = nds_team (n, 200000);   /* one for a sort per block, inside a region */
  uint64_t *kb = scratch ? scratch : nds_malloc ((size_t) n, sizeof (uint64_t));
  int64_t *pb = p ? nds_malloc ((size_t) n, sizeof (int64_t)) : NULL;
  int64_t *cnt = nds_malloc ((size_t) nt << NDS_DIGIT_MAX, sizeof (int64_t));
  if (!kb || (p && !pb) || !cnt)
    {
      if (!scratch) nds_free (kb);
      nds_free (pb); nds_free (cnt);
      return NDS_ENOMEM;
    }
  /* the top digit makes buckets of about NDS_BUCKET rows */
  int top = 0;
  while (top < NDS_DIGIT_MAX && (n >> top) > NDS_BUCKET) top++;
  if (!p && top > 1 && nbits > NDS_DIGIT_MAX)
    {
      const int64_t nb = (int64_t) 1 << top;
      int rest = nbits - top;
      radix_pass (k, NULL, kb, NULL, n, lo + rest, (uint64_t) nb - 1, cnt, nt);
      /* after a pass the last thread's counters are where the buckets end */
      const int64_t *end = cnt + (int64_t) (nt - 1) * nb;
      #pragma omp parallel for schedule(dynamic, 8) num_threads(nt) if (nt > 1)
      for (int64_t b = 0; b < nb; b++)
        {
          int64_t b0 = b ? end[b - 1] : 0, len = end[b] - b0, c[(int64_t) 1 << NDS_DIGIT_MAX];
          if (!lsd_passes (kb + b0, NULL, k + b0, NULL, len, lo, rest, c, 1))
            memcpy (k + b0, kb + b0, sizeof (uint64_t) * (size_t) len);
        }
    }
  else if (lsd_passes (k, p, kb, pb, n, lo, nbits, cnt, nt))
    {
      memcpy (k, kb, sizeof (uint64_t) * (size_t) n);
      if (p) memcpy (p, pb, sizeof (int64_t) * (size_t) n);
    }
  if (!scratch) nds_free (kb);
  nds_free (pb); nds_free (cnt);
  return NDS_OK;
}

/* perm = stable order of the keys, LSD radix over nbits bits; key ends sorted */
int nds_sort_keys (uint64_t *key, int64_t n, int nbits, int64_t *perm)
{
  int64_t i = 1;
  while (i < n && key[i - 1] <= key[i]) i++;
  int pbits = nds_bits ((uint64_t) n);
  if (i >= n || nbits + pbits > 64)
    {
      #pragma omp parallel for schedule(static) if (n > 100000)
      for (int64_t j = 0; j < n; j++) perm[j] = j;
      /* already in order: no pass; else keys and positions sorted side by side */
      return i >= n ? NDS_OK : radix_sort (key, perm, n, 0, nbits, NULL);
    }
  /* key and position packed in one word: half the memory traffic per pass; only
     the bits some key sets take passes */
  uint64_t pmask = ((uint64_t) 1 << pbits) - 1, used = 0;
  /* the pack and the unpack, 0.5 and 1.0 ns a key on one thread (construction of
     1e5 entries): a team from NDS_SERIAL_NS */
  const int nt = nds_team_ns (n, 1.0);
  #pragma omp parallel for schedule(static) reduction(|:used) num_threads(nt)
  for (int64_t j = 0; j < n; j++)
    {
      used |= key[j];
      key[j] = (key[j] << pbits) | (uint64_t) j;
    }
  while (nbits > 0 && !(used >> (nbits - 1) & 1)) nbits--;
  /* perm is not written until the end: the sort's buffer */
  int st = radix_sort (key, NULL, n, pbits, nbits, (uint64_t *) perm);
  #pragma omp parallel for schedule(static) num_threads(nt)
  for (int64_t j = 0; j < n; j++)
    {
      perm[j] = (int64_t) (key[j] & pmask);
      key[j] >>= pbits;   /* on failure too: the caller gets its keys back */
    }
  return st;
}

/* stable merge sort of row indices by nds_cmp, for sizes with no 64-bit linear key */
static int multikey_sort (const int64_t *s, int64_t n, int64_t m, int64_t *perm)
{
  int64_t *w = nds_malloc ((size_t) n, sizeof (int64_t));
  if (!w) return NDS_ENOMEM;
  for (int64_t i = 0; i < n; i++) perm[i] = i;
  int64_t *a = perm, *b = w;
  for (int64_t width = 1; width < n; width *= 2)
    {
      for (int64_t lo = 0; lo < n; lo += 2 * width)
        {
          int64_t mid = lo + width < n ? lo + width : n;
          int64_t hi = lo + 2 * width < n ? lo + 2 * width : n;
          int64_t i = lo, j = mid, o = lo;
          while (i < mid && j < hi)
            b[o++] = nds_cmp (s, n, a[j], s, n, a[i], m) < 0 ? a[j++] : a[i++];
          while (i < mid) b[o++] = a[i++];
          while (j < hi) b[o++] = a[j++];
        }
      int64_t *t = a; a = b; b = t;
    }
  if (a != perm) memcpy (perm, a, sizeof (int64_t) * (size_t) n);
  nds_free (w);
  return NDS_OK;
}

/* perm = stable column-major order of the rows of s, whose dim d is column order[d]
   (column d when order is NULL); *skey = the sorted linear keys (caller frees) when
   prod(sz) fits in 64 bits, NULL otherwise */
int nds_sort_key (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
                  const int64_t *order, int64_t *perm, uint64_t **skey)
{
  int nbits;
  *skey = NULL;
  if (!nds_key_fits (sz, m, &nbits))
    {
      if (!order) return multikey_sort (s, n, m, perm);
      /* the comparison reads the dims in their columns: copy them in order */
      int64_t *t = nds_malloc ((size_t) n * (size_t) m, sizeof (int64_t));
      if (!t) return NDS_ENOMEM;
      for (int64_t d = 0; d < m; d++)
        memcpy (t + d * n, s + order[d] * n, sizeof (int64_t) * (size_t) n);
      int st = multikey_sort (t, n, m, perm);
      nds_free (t);
      return st;
    }
  uint64_t *key = nds_malloc ((size_t) n, sizeof (uint64_t));
  if (!key) return NDS_ENOMEM;
  nds_key (s, n, m, sz, order, key);
  int st = nds_sort_keys (key, n, nbits, perm);
  if (st == NDS_OK) *skey = key; else nds_free (key);
  return st;
}

/* perm = stable permutation putting the rows of s in column-major order */
int nds_sort (const int64_t *s, int64_t n, int64_t m, const int64_t *sz, int64_t *perm)
{
  uint64_t *key;
  int st = nds_sort_key (s, n, m, sz, NULL, perm, &key);
  nds_free (key);
  return st;
}
