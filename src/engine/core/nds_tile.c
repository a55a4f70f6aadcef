/* nds_tile.c: copies of a tensor's sorted entries along its dims, sorted as made */
#include "nds.h"

/* the tiling under way: the input rows, the copies, the output and where it is */
typedef struct
{
  const int64_t *s;     /* n-by-k sorted distinct rows, column-major */
  int64_t n, k;
  const int64_t *shape, *reps;
  int64_t *os, *from;   /* total-by-k rows written, and the input row of each */
  int64_t total, at;
  int64_t *off;         /* the offset of the copy being made, per dim */
  int64_t low;          /* reps[0..low-1] are all 1 */
} nds_tile_job;

/* rows lo..hi-1 of J's input at J's offsets, in order */
static void tile_emit (nds_tile_job *J, int64_t lo, int64_t hi)
{
  for (int64_t j = 0; j < J->k; j++)
    {
      const int64_t *col = J->s + j * J->n;
      int64_t *out = J->os + j * J->total + J->at, o = J->off[j];
      for (int64_t i = lo; i < hi; i++)
        *out++ = col[i] + o;
    }
  for (int64_t i = lo; i < hi; i++)
    J->from[J->at++] = i;
}

/* the copies of rows lo..hi-1 (equal in dims above d) along dims d..0, sorted: per
   copy along d, per run of rows equal in dim d, the copies along the dims below */
static void tile_rows (nds_tile_job *J, int64_t d, int64_t lo, int64_t hi)
{
  if (d < J->low)
    {
      tile_emit (J, lo, hi);
      return;
    }
  const int64_t *col = J->s + d * J->n;
  for (int64_t c = 0; c < J->reps[d]; c++)
    {
      J->off[d] = c * J->shape[d];
      for (int64_t a = lo, b; a < hi; a = b)
        {
          for (b = a + 1; b < hi && col[b] == col[a]; b++)
            ;
          tile_rows (J, d - 1, a, b);
        }
    }
  J->off[d] = 0;
}

/* the n sorted distinct rows s (n-by-k, 1-based, of a tensor of dims shape)
   repeated reps[d] >= 1 times along each dim d (copy c at offset c * shape[d]), as
   repmat makes them: os (n * prod (reps) rows by k) sorted column-major as written,
   no sort, and from[i] the row of s that row i of os copies.  NDS_ENOMEM, or NDS_OK */
int nds_tile (const int64_t *s, int64_t n, int64_t k, const int64_t *shape,
              const int64_t *reps, int64_t *os, int64_t *from)
{
  int64_t total = n;
  for (int64_t j = 0; j < k; j++)
    total *= reps[j];
  int64_t *off = nds_calloc ((size_t) (k ? k : 1), sizeof (int64_t));
  if (! off)
    return NDS_ENOMEM;
  nds_tile_job J = { s, n, k, shape, reps, os, from, total, 0, off, 0 };
  while (J.low < k && reps[J.low] == 1)
    J.low++;
  tile_rows (&J, k - 1, 0, n);
  nds_free (off);
  return NDS_OK;
}
