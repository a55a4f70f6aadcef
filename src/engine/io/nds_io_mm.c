/* nds_io_mm.c: MatrixMarket text: the banner, comments, a size line, then
   coordinate entries (i j [value]) or array values in column-major order */
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "nds_io.h"

/* what the head has read and the pieces need */
typedef struct {
  nds_mm *M;
  int stage;            /* 0: banner next, 1: comments or the size line */
  int vw;               /* doubles per value: 0 (pattern), 1, 2 (complex) */
  size_t rec[2];
} mm_ctx;

/* the words of the banner, in the order they appear, and what they mean */
static const char *mm_fields[] = {"real", "integer", "complex", "pattern", "double"};
static const char *mm_syms[] = {"general", "symmetric", "skew-symmetric", "hermitian"};

/* the word at p into w (lower case, at most n-1 bytes); the end of the word */
static const char *mm_word (const char *p, const char *end, char *w, size_t n)
{
  p = nds_io_skip (p);
  size_t k = 0;
  for (; p < end && !nds_io_ends (*p); p++)
    if (k + 1 < n) w[k++] = (char) ((*p >= 'A' && *p <= 'Z') ? *p + 32 : *p);
  w[k] = '\0';
  return p;
}

/* index of w in the n words of list, or -1 */
static int mm_find (const char *w, const char **list, int n)
{
  for (int k = 0; k < n; k++)
    if (strcmp (w, list[k]) == 0) return k;
  return -1;
}

/* the banner line p..eol-1 into M */
static int mm_banner (nds_mm *M, const char *p, const char *eol, nds_io_err *e)
{
  char w[4][32];
  if (strncasecmp (p, "%%MatrixMarket", 14) != 0 || !nds_io_ends (p[14]))
    return nds_io_fail (e, 1, "the file does not start with a %%%%MatrixMarket banner");
  p += 14;
  for (int k = 0; k < 4; k++) p = mm_word (p, eol, w[k], sizeof w[k]);
  if (strcmp (w[0], "matrix") != 0)
    return nds_io_fail (e, 1, "the banner's object is '%s'; only 'matrix' is supported", w[0]);
  if (strcmp (w[1], "coordinate") != 0 && strcmp (w[1], "array") != 0)
    return nds_io_fail (e, 1, "the banner's format is '%s', not coordinate or array", w[1]);
  M->coord = strcmp (w[1], "coordinate") == 0;
  const int f = mm_find (w[2], mm_fields, 5);
  if (f < 0)
    return nds_io_fail (e, 1, "the banner's field is '%s', not real, integer, complex "
                        "or pattern", w[2]);
  M->field = f == 4 ? NDS_MM_REAL : (nds_mm_field) f;
  const int s = mm_find (w[3], mm_syms, 4);
  if (s < 0)
    return nds_io_fail (e, 1, "the banner's symmetry is '%s', not general, symmetric, "
                        "skew-symmetric or hermitian", w[3]);
  M->sym = (nds_mm_sym) s;
  if (nds_io_skip (p) < eol)
    return nds_io_fail (e, 1, "the banner has more than four words after %%%%MatrixMarket");
  if (M->field == NDS_MM_PATTERN && !M->coord)
    return nds_io_fail (e, 1, "an array file cannot have the pattern field");
  if (M->sym == NDS_MM_HERMITIAN && M->field != NDS_MM_COMPLEX)
    return nds_io_fail (e, 1, "a hermitian matrix must have the complex field");
  if (M->sym == NDS_MM_SKEW && M->field == NDS_MM_PATTERN)
    return nds_io_fail (e, 1, "a pattern matrix cannot be skew-symmetric");
  return NDS_OK;
}

/* the size line p..eol-1 (line) into M */
static int mm_size (nds_mm *M, const char *p, const char *eol, int64_t line, nds_io_err *e)
{
  int64_t v[3] = {0, 0, 0};
  const int need = M->coord ? 3 : 2;
  for (int k = 0; k < need; k++)
    {
      p = nds_io_skip (p);
      const char *q = nds_io_uint (p, &v[k]);
      if (!q || !nds_io_ends (*q) || v[k] > NDS_IO_MAXIDX)
        return nds_io_fail (e, line, "the size line must be %s non-negative integers "
                            "(below 2^53)", M->coord ? "rows, columns and entries:"
                            : "rows and columns:");
      p = q;
    }
  if (nds_io_skip (p) < eol)
    return nds_io_fail (e, line, "the size line has more than %d numbers", need);
  M->rows = v[0];
  M->cols = v[1];
  if (M->sym != NDS_MM_GENERAL && M->rows != M->cols)
    return nds_io_fail (e, line, "a %s matrix must be square, not %lld-by-%lld",
                        mm_syms[M->sym], (long long) M->rows, (long long) M->cols);
  if (M->coord)
    M->entries = v[2];
  else
    {
      const __int128 n = M->sym == NDS_MM_GENERAL ? (__int128) v[0] * v[1]
                         : M->sym == NDS_MM_SKEW ? (__int128) v[0] * (v[0] - (v[0] > 0)) / 2
                         : (__int128) v[0] * (v[0] + 1) / 2;
      if (n > NDS_IO_MAXIDX)
        return nds_io_fail (e, line, "a %lld-by-%lld array is too large",
                            (long long) v[0], (long long) v[1]);
      M->entries = (int64_t) n;
    }
  return NDS_OK;
}

/* the head: banner, comments, size line */
static int mm_head (void *vctx, const char *p, const char *end, int last, size_t *used,
                    int64_t *lines, int *done, nds_io_err *e)
{
  mm_ctx *c = vctx;
  nds_mm *M = c->M;
  const char *start = p;
  (void) last;
  while (p < end && !*done)
    {
      const char *eol = nds_io_eol (p, end);
      const int64_t line = *lines + 1;
      int st = NDS_OK;
      if (c->stage == 0)
        {
          st = mm_banner (M, p, eol, e);
          c->stage = 1;
        }
      else if (*p == '%')
        {
          st = nds_io_room (&M->comment, (size_t) (eol - p) + 1);
          if (!st)
            {
              memcpy (M->comment.p + M->comment.n, p + 1, (size_t) (eol - p - 1));
              M->comment.n += (size_t) (eol - p - 1);
              M->comment.p[M->comment.n++] = '\n';
            }
        }
      else if (nds_io_skip (p) < eol)
        {
          st = mm_size (M, p, eol, line, e);
          *done = 1;
        }
      if (st) return st;
      p = eol < end ? eol + 1 : end;
      ++*lines;
    }
  if (!*done && last)
    return nds_io_fail (e, 0, c->stage == 0 ? "the file is empty, not MatrixMarket"
                        : "the file ends before its size line");
  *used = (size_t) (p - start);
  c->vw = M->field == NDS_MM_PATTERN ? 0 : M->field == NDS_MM_COMPLEX ? 2 : 1;
  c->rec[0] = sizeof (double) * (size_t) (c->vw + (M->coord ? 2 : 0));
  c->rec[1] = 0;
  return NDS_OK;
}

/* the statistics of a piece */
enum { MM_OFFDIAG = 0 };   /* entries off the diagonal, mirrored when symmetric */

/* the values of one entry at p into v (vw of them); the end, or NULL with e set */
static const char *mm_values (const mm_ctx *c, const char *p, const char *end, double *v,
                              int64_t line, nds_io_err *e)
{
  char tok[32];
  for (int k = 0; k < c->vw; k++)
    {
      p = nds_io_skip (p);
      const char *q = nds_io_num (p, &v[k]);
      if (!q || !nds_io_ends (*q))
        {
          if (p >= end || *p == '\n')
            nds_io_fail (e, line, "the entry has too few fields");
          else
            {
              nds_io_token (p, end, tok, sizeof tok);
              nds_io_fail (e, line, "the value '%s' is not a number", tok);
            }
          return NULL;
        }
      if (c->M->field == NDS_MM_INTEGER && !(v[k] == floor (v[k]) && fabs (v[k]) < INFINITY))
        {
          nds_io_token (p, end, tok, sizeof tok);
          nds_io_fail (e, line, "the value '%s' is not an integer (the field is integer)", tok);
          return NULL;
        }
      p = q;
    }
  p = nds_io_skip (p);
  if (p < end && *p != '\n')
    {
      nds_io_fail (e, line, "the entry has more fields than expected");
      return NULL;
    }
  return p;
}

/* the index at p, 1..lim, of what (row, column); the end, or NULL with e set */
static const char *mm_index (const char *p, const char *end, int64_t lim, const char *what,
                             int64_t *x, int64_t line, nds_io_err *e)
{
  char tok[32];
  p = nds_io_skip (p);
  const char *q = nds_io_uint (p, x);
  if (!q || !nds_io_ends (*q) || *x == 0)
    {
      if (p >= end || *p == '\n')
        nds_io_fail (e, line, "the entry has too few fields");
      else
        {
          nds_io_token (p, end, tok, sizeof tok);
          nds_io_fail (e, line, "the %s index '%s' is not a positive integer", what, tok);
        }
      return NULL;
    }
  if (*x > lim)
    {
      nds_io_fail (e, line, "the %s index %lld is beyond the %lld %ss of the header", what,
                   (long long) *x, (long long) lim, what);
      return NULL;
    }
  return q;
}

static int mm_piece (const void *vctx, const char *p, const char *end, nds_io_stream *a,
                     nds_io_stream *b, nds_io_piece *P, nds_io_err *e)
{
  const mm_ctx *c = vctx;
  const nds_mm *M = c->M;
  int64_t line = 0, off = 0;
  (void) b;
  while ((p = nds_io_data (p, end, '%', &line)) < end)
    {
      const char *q = p;
      double *r = nds_io_push (a);
      if (!r) return NDS_ENOMEM;
      if (M->coord)
        {
          int64_t i, j;
          q = mm_index (q, end, M->rows, "row", &i, line, e);
          if (q) q = mm_index (q, end, M->cols, "column", &j, line, e);
          if (q) q = mm_values (c, q, end, r + 2, line, e);
          if (!q) return NDS_EPARSE;
          if (M->sym != NDS_MM_GENERAL && (i < j || (i == j && M->sym == NDS_MM_SKEW)))
            return nds_io_fail (e, line, "a %s file holds only the %s triangle, but this "
                                "entry is (%lld, %lld)", mm_syms[M->sym],
                                M->sym == NDS_MM_SKEW ? "strictly lower" : "lower",
                                (long long) i, (long long) j);
          if (M->sym == NDS_MM_HERMITIAN && i == j && r[3] != 0)
            return nds_io_fail (e, line, "a hermitian matrix has a real diagonal, but "
                                "entry (%lld, %lld) is complex", (long long) i, (long long) j);
          const int64_t ij[2] = {i, j};
          memcpy (r, ij, sizeof ij);
          off += i != j;
        }
      else
        {
          q = mm_values (c, q, end, r, line, e);
          if (!q) return NDS_EPARSE;
        }
      p = nds_io_eol (q, end) + 1;
    }
  P->lines = line;
  P->st[MM_OFFDIAG] = off;
  return NDS_OK;
}

int nds_mm_read (const char *path, size_t chunk, nds_mm *M, nds_io_err *e)
{
  memset (M, 0, sizeof *M);
  if (!path) return NDS_EARG;
  mm_ctx c;
  memset (&c, 0, sizeof c);
  c.M = M;
  nds_io_src *S;
  int st = nds_io_src_open (path, chunk, &S, e);
  if (st) return st;
  st = nds_io_parse (S, mm_head, &c, mm_piece, &c, c.rec, &M->P, e);
  nds_io_src_close (S);
  if (st)
    {
      nds_mm_free (M);
      return st;
    }
  const int64_t n = nds_io_count_a (&M->P);
  if (n != M->entries)
    {
      st = nds_io_fail (e, 0, "the size line announces %lld entries, but the file has %lld",
                        (long long) M->entries, (long long) n);
      nds_mm_free (M);
      return st;
    }
  M->nmax = n;
  for (int64_t k = 0; M->coord && M->sym != NDS_MM_GENERAL && k < M->P.npiece; k++)
    M->nmax += M->P.piece[k].st[MM_OFFDIAG];
  return NDS_OK;
}

/* the value an entry mirrored across the diagonal takes: v, -v, or conj (v) */
static inline void mm_mirror (nds_mm_sym sym, int vw, const double *v, double *w)
{
  for (int k = 0; k < vw; k++)
    w[k] = (sym == NDS_MM_SKEW || (sym == NDS_MM_HERMITIAN && k == 1)) ? -v[k] : v[k];
}

/* sort the n entries (row r, vw doubles of x each) of one column by row, stably, with
   workspace wr, wx of n entries */
static void mm_sort_column (int64_t *r, double *x, int64_t n, int vw, int64_t *wr,
                            double *wx)
{
  if (n < 2) return;
  if (n <= 16)
    {
      for (int64_t i = 1; i < n; i++)
        {
          const int64_t ri = r[i];
          double xi[2] = {0, 0};
          memcpy (xi, x + i * vw, sizeof (double) * (size_t) vw);
          int64_t j = i;
          for (; j > 0 && r[j - 1] > ri; j--)
            {
              r[j] = r[j - 1];
              memcpy (x + j * vw, x + (j - 1) * vw, sizeof (double) * (size_t) vw);
            }
          r[j] = ri;
          memcpy (x + j * vw, xi, sizeof (double) * (size_t) vw);
        }
      return;
    }
  const int64_t h = n / 2;
  mm_sort_column (r, x, h, vw, wr, wx);
  mm_sort_column (r + h, x + h * vw, n - h, vw, wr, wx);
  if (r[h - 1] <= r[h]) return;
  memcpy (wr, r, sizeof (int64_t) * (size_t) n);
  memcpy (wx, x, sizeof (double) * (size_t) (n * vw));
  int64_t i = 0, j = h, o = 0;
  while (i < h && j < n)
    {
      const int64_t s = wr[j] < wr[i] ? j++ : i++;
      r[o] = wr[s];
      memcpy (x + o * vw, wx + s * vw, sizeof (double) * (size_t) vw);
      o++;
    }
  for (; i < h; i++, o++)
    {
      r[o] = wr[i];
      memcpy (x + o * vw, wx + i * vw, sizeof (double) * (size_t) vw);
    }
  for (; j < n; j++, o++)
    {
      r[o] = wr[j];
      memcpy (x + o * vw, wx + j * vw, sizeof (double) * (size_t) vw);
    }
}

int nds_mm_emit_csc (nds_mm *M, int64_t *colp, int64_t *rowi, double *val, int64_t *nnz)
{
  const nds_io_parsed *R = &M->P;
  const int64_t nc = M->cols;
  const int vw = M->field == NDS_MM_PATTERN ? 0 : M->field == NDS_MM_COMPLEX ? 2 : 1;
  const int ow = vw == 2 ? 2 : 1;       /* doubles per value out: pattern gives ones */
  const int sym = M->sym != NDS_MM_GENERAL;
  int64_t *cnt = nds_malloc ((size_t) nc + 1, sizeof *cnt);
  if (!cnt) return NDS_ENOMEM;
  /* entries per column (mirrored ones too), then column starts in colp */
  memset (colp, 0, sizeof (int64_t) * (size_t) (nc + 1));
  for (int64_t k = 0; k < R->npiece; k++)
    {
      const nds_io_piece *P = &R->piece[k];
      nds_io_cursor ca = nds_io_at (&R->a[P->thread], P->a0);
      for (int64_t i = 0; i < P->na; i++)
        {
          const int64_t *r = nds_io_next (&ca);
          colp[r[1]]++;
          if (sym && r[0] != r[1]) colp[r[0]]++;
        }
    }
  for (int64_t j = 0; j < nc; j++) colp[j + 1] += colp[j];
  /* shift: colp[c+1] = start of column c, the next free slot while placing */
  for (int64_t j = nc; j > 0; j--) colp[j] = colp[j - 1];
  colp[0] = 0;
  /* each thread places the entries of its range of columns in file order */
  const int64_t total = colp[nc];
  int64_t maxcol = 0;
  #pragma omp parallel if (total > 100000)
  {
    const int nt = nds_io_nthreads (), t = nds_thread ();
    int64_t clo = 0, chi = nc;
    if (nt > 1)
      {
        const int64_t elo = nds_blk (total, t, nt), ehi = nds_blk (total, t + 1, nt);
        while (clo < nc && colp[clo + 1] < elo) clo++;
        chi = clo;
        while (chi < nc && colp[chi + 1] < ehi) chi++;
        if (t == 0) clo = 0;
        if (t == nt - 1) chi = nc;
      }
    #pragma omp barrier
    for (int64_t k = 0; k < R->npiece; k++)
      {
        const nds_io_piece *P = &R->piece[k];
        nds_io_cursor ca = nds_io_at (&R->a[P->thread], P->a0);
        for (int64_t i = 0; i < P->na; i++)
          {
            const int64_t *r = nds_io_next (&ca);
            double v[2] = {0, 0};
            memcpy (v, r + 2, sizeof (double) * (size_t) vw);
            for (int side = 0; side < 1 + (sym && r[0] != r[1]); side++)
              {
                const int64_t col = r[1 - side] - 1, row = r[side] - 1;
                if (col < clo || col >= chi) continue;
                const int64_t pos = colp[col + 1]++;
                rowi[pos] = row;
                if (vw == 0)
                  val[pos] = 1;
                else if (side == 0)
                  memcpy (val + pos * ow, v, sizeof (double) * (size_t) vw);
                else
                  mm_mirror (M->sym, vw, v, val + pos * ow);
              }
          }
      }
  }
  /* now colp[c] .. colp[c+1]-1 is column c: sort each by row, sum duplicates in file
     order (or them for pattern), drop zeros; cnt[c] = what column c keeps */
  for (int64_t j = 0; j < nc; j++)
    if (colp[j + 1] - colp[j] > maxcol) maxcol = colp[j + 1] - colp[j];
  int st = NDS_OK;
  #pragma omp parallel if (total > 100000)
  {
    int64_t *wr = nds_malloc ((size_t) maxcol, sizeof *wr);
    double *wx = nds_malloc ((size_t) (maxcol * ow), sizeof *wx);
    if (!wr || !wx)
      {
        #pragma omp atomic write
        st = NDS_ENOMEM;
      }
    #pragma omp for schedule(dynamic, 1024)
    for (int64_t j = 0; j < nc; j++)
      {
        const int64_t lo = colp[j], n = colp[j + 1] - lo;
        int64_t *r = rowi + lo;
        double *x = val + lo * ow;
        if (wr && wx) mm_sort_column (r, x, n, ow, wr, wx);
        int64_t w = 0;
        for (int64_t i = 0; i < n; )
          {
            const int64_t row = r[i];
            double acc[2] = {x[i * ow], ow == 2 ? x[i * ow + 1] : 0};
            for (i++; i < n && r[i] == row; i++)
              for (int k = 0; k < ow; k++) acc[k] = vw == 0 ? 1 : acc[k] + x[i * ow + k];
            if (acc[0] != 0 || acc[1] != 0 || acc[0] != acc[0] || acc[1] != acc[1])
              {
                r[w] = row;
                memcpy (x + w * ow, acc, sizeof (double) * (size_t) ow);
                w++;
              }
          }
        cnt[j] = w;
      }
    nds_free (wr);
    nds_free (wx);
  }
  if (st)
    {
      nds_free (cnt);
      return st;
    }
  /* close the gaps the dropped entries left */
  int64_t o = 0;
  for (int64_t j = 0; j < nc; j++)
    {
      const int64_t lo = colp[j];
      if (o != lo)
        {
          memmove (rowi + o, rowi + lo, sizeof (int64_t) * (size_t) cnt[j]);
          memmove (val + o * ow, val + lo * ow, sizeof (double) * (size_t) (cnt[j] * ow));
        }
      colp[j] = o;
      o += cnt[j];
    }
  colp[nc] = o;
  *nnz = o;
  nds_free (cnt);
  nds_io_parsed_free (&M->P);
  return NDS_OK;
}

void nds_mm_emit_full (nds_mm *M, double *A)
{
  const nds_io_parsed *R = &M->P;
  const int vw = M->field == NDS_MM_COMPLEX ? 2 : 1;
  const int64_t nr = M->rows;
  int64_t i = M->sym == NDS_MM_SKEW ? 1 : 0, j = 0;   /* the next element's place */
  if (M->sym == NDS_MM_SKEW)
    for (int64_t d = 0; d < nr; d++)
      memset (A + (d + d * nr) * vw, 0, sizeof (double) * (size_t) vw);
  for (int64_t k = 0; k < R->npiece; k++)
    {
      const nds_io_piece *P = &R->piece[k];
      nds_io_cursor ca = nds_io_at (&R->a[P->thread], P->a0);
      for (int64_t e = 0; e < P->na; e++)
        {
          const double *v = nds_io_next (&ca);
          memcpy (A + (i + j * nr) * vw, v, sizeof (double) * (size_t) vw);
          if (M->sym != NDS_MM_GENERAL && i != j) mm_mirror (M->sym, vw, v, A + (j + i * nr) * vw);
          if (++i == nr)
            {
              j++;
              i = M->sym == NDS_MM_GENERAL ? 0 : M->sym == NDS_MM_SKEW ? j + 1 : j;
            }
        }
    }
  nds_io_parsed_free (&M->P);
}

void nds_mm_free (nds_mm *M)
{
  nds_io_parsed_free (&M->P);
  nds_free (M->comment.p);
  memset (&M->comment, 0, sizeof M->comment);
}

/* what a MatrixMarket entry line is written from */
typedef struct {
  const int64_t *colp, *rowi;
  const double *val;
  int64_t cols;
  int vw;               /* values per entry: 0, 1 or 2 */
  int single;           /* values printed to single precision */
} mm_out;

/* the column of entry k: the last c with colp[c] <= k */
static int64_t mm_col_of (const int64_t *colp, int64_t cols, int64_t k)
{
  int64_t lo = 0, hi = cols;    /* colp[lo] <= k < colp[hi] */
  while (hi - lo > 1)
    {
      const int64_t mid = lo + (hi - lo) / 2;
      if (colp[mid] <= k) lo = mid; else hi = mid;
    }
  return lo;
}

/* line k: "i j v" of a coordinate entry, or the value k of an array */
static int mm_line (const void *vctx, int64_t k, nds_io_buf *b)
{
  const mm_out *c = vctx;
  const int st = nds_io_room (b, 120);
  if (st) return st;
  if (c->colp)
    {
      nds_io_put_int (b, c->rowi[k] + 1);
      b->p[b->n++] = ' ';
      nds_io_put_int (b, mm_col_of (c->colp, c->cols, k) + 1);
    }
  for (int i = 0; i < c->vw; i++)
    {
      if (c->colp || i > 0) b->p[b->n++] = ' ';
      if (c->single)
        nds_io_put_num_f (b, c->val[k * c->vw + i]);
      else
        nds_io_put_num (b, c->val[k * c->vw + i]);
    }
  b->p[b->n++] = '\n';
  return NDS_OK;
}

int nds_mm_write (const char *path, const nds_mm_out *A, nds_io_err *e)
{
  if (!A) return NDS_EARG;
  const int64_t rows = A->rows, cols = A->cols, n = A->n;
  const int64_t *colp = A->colp, *rowi = A->rowi;
  const double *val = A->val;
  const nds_mm_field field = A->field;
  const nds_mm_sym sym = A->sym;
  const char *comment = A->comment;
  if (!path || rows < 0 || cols < 0 || n < 0 || (field == NDS_MM_PATTERN && !colp)
      || (colp && n != colp[cols]))
    return NDS_EARG;
  static const char *fields[] = {"real", "integer", "complex", "pattern"};
  nds_io_buf h = {NULL, 0, 0};
  const size_t nc = comment ? strlen (comment) : 0;
  int st = nds_io_room (&h, 200 + 2 * nc);
  if (st) return st;
  h.n = (size_t) snprintf (h.p, 120, "%%%%MatrixMarket matrix %s %s %s\n",
                           colp ? "coordinate" : "array", fields[field], mm_syms[sym]);
  /* each comment line behind a '%' */
  for (size_t i = 0; i < nc; )
    {
      const char *eol = memchr (comment + i, '\n', nc - i);
      const size_t len = eol ? (size_t) (eol - comment - i) : nc - i;
      h.p[h.n++] = '%';
      memcpy (h.p + h.n, comment + i, len);
      h.n += len;
      h.p[h.n++] = '\n';
      i += len + 1;
    }
  h.n += (size_t) (colp ? snprintf (h.p + h.n, 80, "%lld %lld %lld\n", (long long) rows,
                                    (long long) cols, (long long) n)
                   : snprintf (h.p + h.n, 80, "%lld %lld\n", (long long) rows,
                               (long long) cols));
  nds_io_sink *W;
  st = nds_io_sink_open (path, &W, e);
  if (!st)
    {
      const mm_out c = {colp, rowi, val, cols,
                        field == NDS_MM_PATTERN ? 0 : field == NDS_MM_COMPLEX ? 2 : 1,
                        A->single};
      st = nds_io_sink_text (W, h.p, h.n, e);
      if (!st) st = nds_io_sink_lines (W, n, mm_line, &c, e);
      if (st)
        nds_io_sink_abort (W);
      else
        st = nds_io_sink_commit (W, e);
    }
  nds_free (h.p);
  return st;
}
