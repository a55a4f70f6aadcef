/* nds_pend.c: the buffer of pending single-element assignments, with a hash of its
   coordinates so that a read finds the last assignment to an element in O(1) */
#include <string.h>
#include "nds.h"

/* the hash slot of coordinates u (m of them) in a table of nslot (a power of 2) */
static int64_t slot_of (const int64_t *u, int64_t m, int64_t nslot)
{
  uint64_t h = 0x9e3779b97f4a7c15u;
  for (int64_t d = 0; d < m; d++)
    {
      h ^= (uint64_t) u[d] + 0x9e3779b97f4a7c15u + (h << 6) + (h >> 2);
      h *= 0xff51afd7ed558ccdu;
    }
  return (int64_t) ((h ^ (h >> 32)) & (uint64_t) (nslot - 1));
}

/* the slot holding u, or the empty slot where it goes */
static int64_t probe (const nds_pend *P, const int64_t *u)
{
  int64_t k = slot_of (u, P->m, P->nslot);
  while (P->slot[k])
    {
      const int64_t e = P->slot[k] - 1;
      if (memcmp (P->subs + e * P->m, u, (size_t) P->m * sizeof (int64_t)) == 0) return k;
      k = (k + 1) & (P->nslot - 1);
    }
  return k;
}

/* P = an empty buffer for coordinates of m dims */
void nds_pend_init (nds_pend *P, int64_t m)
{
  memset (P, 0, sizeof *P);
  P->m = m;
}

void nds_pend_free (nds_pend *P)
{
  nds_free (P->subs);
  nds_free (P->vals);
  nds_free (P->slot);
  nds_pend_init (P, P->m);
}

/* room for cap entries and a table of 2*cap slots (cap a power of 2), rehashed */
static int grow (nds_pend *P, int64_t cap)
{
  int64_t *subs = nds_malloc ((size_t) (cap * P->m), sizeof (int64_t));
  double *vals = nds_malloc ((size_t) cap, sizeof (double));
  int64_t *slot = nds_calloc ((size_t) (2 * cap), sizeof (int64_t));
  if (!subs || !vals || !slot)
    {
      nds_free (subs);
      nds_free (vals);
      nds_free (slot);
      return NDS_ENOMEM;
    }
  if (P->n > 0)
    {
      memcpy (subs, P->subs, (size_t) (P->n * P->m) * sizeof (int64_t));
      memcpy (vals, P->vals, (size_t) P->n * sizeof (double));
    }
  nds_free (P->subs);
  nds_free (P->vals);
  nds_free (P->slot);
  P->subs = subs;
  P->vals = vals;
  P->slot = slot;
  P->cap = cap;
  P->nslot = 2 * cap;
  /* each slot points at the last entry of its coordinates */
  for (int64_t e = 0; e < P->n; e++) P->slot[probe (P, P->subs + e * P->m)] = e + 1;
  return NDS_OK;
}

/* the assignment of v at u appended; the last one of a coordinate wins */
int nds_pend_append (nds_pend *P, const int64_t *u, double v)
{
  if (P->n == P->cap)
    {
      const int st = grow (P, P->cap ? 2 * P->cap : 64);
      if (st != NDS_OK) return st;
    }
  memcpy (P->subs + P->n * P->m, u, (size_t) P->m * sizeof (int64_t));
  P->vals[P->n] = v;
  P->slot[probe (P, u)] = ++P->n;
  return NDS_OK;
}

/* the index of the last assignment at u, or -1 */
int64_t nds_pend_find (const nds_pend *P, const int64_t *u)
{
  if (P->n == 0) return -1;
  return P->slot[probe (P, u)] - 1;
}

/* Q = a copy of P (Q's old contents freed) */
int nds_pend_copy (const nds_pend *P, nds_pend *Q)
{
  nds_pend C;
  nds_pend_init (&C, P->m);
  if (P->n > 0)
    {
      const int st = grow (&C, P->cap);
      if (st != NDS_OK) return st;
      memcpy (C.subs, P->subs, (size_t) (P->n * P->m) * sizeof (int64_t));
      memcpy (C.vals, P->vals, (size_t) P->n * sizeof (double));
      memcpy (C.slot, P->slot, (size_t) P->nslot * sizeof (int64_t));
      C.n = P->n;
    }
  nds_pend_free (Q);
  *Q = C;
  return NDS_OK;
}
