/* nds_io_tns.c: FROSTT .tns text: one nonzero per line, N 1-based indices and a value */
#include <stdlib.h>
#include <string.h>
#include "nds_io.h"

/* what every piece of a file needs: the mode count and the index limits */
typedef struct {
  int64_t m;
  int64_t lim[64];        /* the largest index accepted per mode */
  int given;              /* lim is the SZ the caller gave */
  int64_t nsz;
  size_t rec[2];          /* record bytes: m indices and a value; none in stream b */
} tns_ctx;

/* the fields on the line at p: the count, up to its newline or end */
static int64_t tns_fields (const char *p, const char *end)
{
  int64_t k = 0;
  for (;;)
    {
      while (p < end && nds_io_blank (*p)) p++;
      if (p >= end || *p == '\n') return k;
      k++;
      while (p < end && !nds_io_blank (*p) && *p != '\n') p++;
    }
}

/* 1 when the line [p, eol) holds a carriage return with more than blanks after it:
   lines ended by a CR alone (old Mac files), which would read as one line */
static int tns_lone_cr (const char *p, const char *eol)
{
  for (const char *cr; (cr = memchr (p, '\r', (size_t) (eol - p))) != NULL; p = cr + 1)
    for (const char *q = cr + 1; q < eol && *q != '\r'; q++)
      if (!nds_io_blank (*q)) return 1;
  return 0;
}

/* the failure for a carriage return that does not end its line */
static int tns_cr_fail (int64_t line, nds_io_err *e)
{
  return nds_io_fail (e, line, "a carriage return ends a line without a line "
                      "feed (old Mac line ends): lines must end in \\n or \\r\\n");
}

/* whether the given SZ has more elements than m and all of them past m are 1, as Octave's
   sizes may (zeros ([2 4 1]) is 2 x 4) */
static int tns_ones_from (const tns_ctx *c, int64_t m)
{
  if (m >= c->nsz) return 0;
  for (int64_t d = m; d < c->nsz; d++)
    if (c->lim[d] != 1) return 0;
  return 1;
}

/* the head: comment and blank lines, up to the first data line, whose fields give m */
static int tns_head (void *vctx, const char *p, const char *end, int last, size_t *used,
                     int64_t *lines, int *done, nds_io_err *e)
{
  tns_ctx *c = vctx;
  const char *start = p;
  (void) last;
  while (p < end)
    {
      const char *q = nds_io_skip (p);
      const char *eol = nds_io_eol (p, end);
      if (tns_lone_cr (p, eol)) return tns_cr_fail (*lines + 1, e);
      if (q < eol && *q != '#')
        {
          const int64_t f = tns_fields (q, eol);
          if (f < 2)
            return nds_io_fail (e, *lines + 1, "a data line needs one or more indices "
                                "and a value, but this one has 1 field");
          if (c->given && f - 1 != c->nsz && !tns_ones_from (c, f - 1))
            return nds_io_fail (e, *lines + 1, "the first data line has %lld indices, "
                                "but SZ has %lld elements", (long long) (f - 1),
                                (long long) c->nsz);
          if (f - 1 > 64)
            return nds_io_fail (e, *lines + 1, "the first data line has %lld indices; "
                                "at most 64 are supported", (long long) (f - 1));
          c->m = f - 1;
          c->rec[0] = sizeof (int64_t) * (size_t) f;
          *done = 1;
          break;
        }
      p = eol < end ? eol + 1 : end;
      ++*lines;
    }
  *used = (size_t) (p - start);
  return NDS_OK;
}

/* the message for field k (0-based) of a line that does not parse */
static int tns_bad_field (const tns_ctx *c, int64_t line, int64_t k, const char *p,
                          const char *end, nds_io_err *e)
{
  char tok[32];
  if (p >= end || *p == '\n')
    return nds_io_fail (e, line, "expected %lld fields (%lld indices and a value), found %lld",
                        (long long) (c->m + 1), (long long) c->m, (long long) k);
  nds_io_token (p, end, tok, sizeof tok);
  if (k == c->m)
    return nds_io_fail (e, line, "the value '%s' is not a number", tok);
  return nds_io_fail (e, line, "index %lld is '%s', not a positive integer",
                      (long long) (k + 1), tok);
}

/* a piece of data lines: records of m int64 indices and a double value; st[d] = the
   largest index of mode d */
static int tns_piece (const void *vctx, const char *p, const char *end, nds_io_stream *a,
                      nds_io_stream *b, nds_io_piece *P, nds_io_err *e)
{
  const tns_ctx *c = vctx;
  const int64_t m = c->m;
  int64_t mx[64] = {0}, line = 0;
  (void) b;
  while ((p = nds_io_data (p, end, '#', &line)) < end)
    {
      const char *ls = p;
      int64_t *r = nds_io_push (a);
      if (!r) return NDS_ENOMEM;
      for (int64_t d = 0; d < m; d++)
        {
          int64_t x;
          const char *q = nds_io_uint (p, &x);
          if (!q || !nds_io_ends (*q) || x == 0) return tns_bad_field (c, line, d, p, end, e);
          if (*q == '\r' && tns_lone_cr (q, nds_io_eol (q, end))) return tns_cr_fail (line, e);
          if (x > c->lim[d])
            {
              if (c->given)
                return nds_io_fail (e, line, "index %lld is %lld, beyond SZ(%lld) = %lld",
                                    (long long) (d + 1), (long long) x, (long long) (d + 1),
                                    (long long) c->lim[d]);
              return nds_io_fail (e, line, "index %lld is %lld, beyond 2^53 - 1",
                                  (long long) (d + 1), (long long) x);
            }
          r[d] = x;
          if (x > mx[d]) mx[d] = x;
          p = nds_io_skip (q);
        }
      double v;
      const char *q = nds_io_num (p, &v);
      if (!q || !nds_io_ends (*q)) return tns_bad_field (c, line, m, p, end, e);
      memcpy (r + m, &v, sizeof v);
      p = nds_io_skip (q);
      if (p < end && *p != '\n' && tns_lone_cr (ls, nds_io_eol (p, end)))
        return tns_cr_fail (line, e);
      if (p < end && *p != '\n')
        return nds_io_fail (e, line, "expected %lld fields (%lld indices and a value), "
                            "found more", (long long) (m + 1), (long long) m);
      p++;
    }
  P->lines = line;
  memcpy (P->st, mx, sizeof mx);
  return NDS_OK;
}

int nds_tns_read (const char *path, size_t chunk, const int64_t *sz, int64_t nsz,
                  nds_tns *T, nds_io_err *e)
{
  memset (T, 0, sizeof *T);
  if (!path || nsz < 0 || nsz > 64 || (nsz > 0 && !sz)) return NDS_EARG;
  tns_ctx c;
  memset (&c, 0, sizeof c);
  c.given = sz != NULL;
  c.nsz = nsz;
  for (int64_t d = 0; d < 64; d++)
    c.lim[d] = (sz && d < nsz && sz[d] < NDS_IO_MAXIDX) ? sz[d] : NDS_IO_MAXIDX;
  nds_io_src *S;
  int st = nds_io_src_open (path, chunk, &S, e);
  if (st) return st;
  st = nds_io_parse (S, tns_head, &c, tns_piece, &c, c.rec, &T->P, e);
  nds_io_src_close (S);
  if (st) return st;
  T->m = c.m ? c.m : (c.given ? nsz : 0);
  T->n = nds_io_count_a (&T->P);
  for (int64_t d = 0; d < T->m; d++)
    {
      T->sz[d] = c.given ? sz[d] : 0;
      for (int64_t k = 0; !c.given && k < T->P.npiece; k++)
        if (T->P.piece[k].st[d] > T->sz[d]) T->sz[d] = T->P.piece[k].st[d];
    }
  return NDS_OK;
}

void nds_tns_emit (nds_tns *T, int64_t *subs, double *vals)
{
  const int64_t n = T->n, m = T->m;
  int64_t o = 0;
  for (int64_t k = 0; k < T->P.npiece; k++)
    {
      const nds_io_piece *P = &T->P.piece[k];
      nds_io_stream *a = &T->P.a[P->thread];
      #pragma omp parallel if (P->na > 100000)
      {
        const int nt = nds_io_nthreads ();
        const int64_t lo = nds_blk (P->na, nds_thread (), nt);
        const int64_t hi = nds_blk (P->na, nds_thread () + 1, nt);
        nds_io_cursor cur = nds_io_at (a, P->a0 + lo);
        for (int64_t i = o + lo; i < o + hi; i++)
          {
            const int64_t *r = nds_io_next (&cur);
            for (int64_t d = 0; d < m; d++) subs[i + d * n] = r[d];
            memcpy (&vals[i], r + m, sizeof (double));
          }
      }
      o += P->na;
      nds_io_release (a, P->a0 + P->na);
    }
  nds_io_parsed_free (&T->P);
}

void nds_tns_free (nds_tns *T)
{
  nds_io_parsed_free (&T->P);
}

/* what a .tns line is written from */
typedef struct {
  const int64_t *subs;
  const double *vals;
  int64_t n, m;
  int single;
} tns_out;

/* line k: its indices and value */
static int tns_line (const void *vctx, int64_t k, nds_io_buf *b)
{
  const tns_out *c = vctx;
  const int st = nds_io_room (b, (size_t) (21 * c->m + 40));
  if (st) return st;
  for (int64_t d = 0; d < c->m; d++)
    {
      nds_io_put_int (b, c->subs[k + d * c->n]);
      b->p[b->n++] = ' ';
    }
  if (c->single)
    nds_io_put_num_f (b, c->vals[k]);
  else
    nds_io_put_num (b, c->vals[k]);
  b->p[b->n++] = '\n';
  return NDS_OK;
}

int nds_tns_write (const char *path, const int64_t *subs, const double *vals, int64_t n,
                   int64_t m, nds_io_err *e)
{
  return nds_tns_write_prec (path, subs, vals, n, m, 0, e);
}

int nds_tns_write_prec (const char *path, const int64_t *subs, const double *vals,
                        int64_t n, int64_t m, int single, nds_io_err *e)
{
  if (!path || n < 0 || m < 1 || (n > 0 && (!subs || !vals))) return NDS_EARG;
  for (int64_t i = 0; i < n * m; i++)
    if (subs[i] < 1) return NDS_ESUB;
  nds_io_sink *W;
  int st = nds_io_sink_open (path, &W, e);
  if (st) return st;
  const tns_out c = {subs, vals, n, m, single};
  st = nds_io_sink_lines (W, n, tns_line, &c, e);
  if (st)
    {
      nds_io_sink_abort (W);
      return st;
    }
  return nds_io_sink_commit (W, e);
}
