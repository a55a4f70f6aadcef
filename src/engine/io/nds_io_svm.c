/* nds_io_svm.c: SVMlight / LibSVM text: per line a label, an optional qid:n and
   ascending index:value features, '#' to the end of the line a comment */
#include <stdlib.h>
#include <string.h>
#include "nds_io.h"

/* a line: its label, qid and number of stored (nonzero) features */
typedef struct { double y; int64_t qid, nf; } svm_line;
/* a stored feature */
typedef struct { int64_t idx; double v; } svm_feat;

/* the statistics of a piece (nds_io_piece.st) */
enum { SVM_ANY = 0,      /* 1 when the piece has a feature */
       SVM_MIN,          /* its least index */
       SVM_MAX,          /* its largest index */
       SVM_MAXLINE,      /* the line (in the piece) where SVM_MAX first occurs */
       SVM_QID };        /* 1 when a line has a qid */

typedef struct {
  int zero_based;       /* 0, 1, or -1 for auto */
  int64_t ncol;         /* > 0: the number of features given */
} svm_ctx;

/* 1 when a field may end before c: as nds_io_ends, and a comment */
static inline int svm_ends (char c)
{
  return nds_io_ends (c) || c == '#';
}

/* the signed integer at p (an optional '-'); its end or NULL */
static const char *svm_int (const char *p, int64_t *v)
{
  const int neg = *p == '-';
  const char *q = nds_io_uint (p + neg, v);
  if (q && neg) *v = -*v;
  return q;
}

static int svm_piece (const void *vctx, const char *p, const char *end, nds_io_stream *a,
                      nds_io_stream *b, nds_io_piece *P, nds_io_err *e)
{
  const svm_ctx *c = vctx;
  const int64_t base = c->zero_based == 0 ? 1 : 0;   /* the least index allowed */
  int64_t line = 0, lo = INT64_MAX, hi = -1, hiline = 0;
  int qid = 0;
  char tok[32];
  while ((p = nds_io_data (p, end, '#', &line)) < end)
    {
      svm_line *L = nds_io_push (a);
      if (!L) return NDS_ENOMEM;
      const char *q = nds_io_num (p, &L->y);
      if (!q || !svm_ends (*q))
        {
          nds_io_token (p, end, tok, sizeof tok);
          return nds_io_fail (e, line, "the label '%s' is not a number", tok);
        }
      L->qid = 0;
      L->nf = 0;
      p = nds_io_skip (q);
      if (strncmp (p, "qid:", 4) == 0)
        {
          q = svm_int (p + 4, &L->qid);
          if (!q || !svm_ends (*q))
            {
              nds_io_token (p, end, tok, sizeof tok);
              return nds_io_fail (e, line, "'%s' is not qid:<integer>", tok);
            }
          qid = 1;
          p = nds_io_skip (q);
        }
      int64_t prev = -1;
      while (p < end && *p != '\n' && *p != '#')
        {
          int64_t idx;
          double v;
          q = nds_io_uint (p, &idx);
          if (!q || *q != ':')
            {
              nds_io_token (p, end, tok, sizeof tok);
              if (q && nds_io_ends (*q))
                return nds_io_fail (e, line, "the feature '%s' has no ':' (expected "
                                    "index:value)", tok);
              return nds_io_fail (e, line, "'%s' is not index:value with a non-negative "
                                  "integer index", tok);
            }
          if (idx > NDS_IO_MAXIDX)
            return nds_io_fail (e, line, "feature index %lld is beyond 2^53 - 1",
                                (long long) idx);
          if (idx < base)
            return nds_io_fail (e, line, "feature index 0, but zero_based is false "
                                "(the first feature is 1)");
          if (idx <= prev)
            return nds_io_fail (e, line, "feature index %lld follows %lld: indices must "
                                "be strictly ascending", (long long) idx, (long long) prev);
          if (c->zero_based >= 0 && c->ncol > 0 && idx - base >= c->ncol)
            return nds_io_fail (e, line, "feature index %lld is beyond n_features = %lld",
                                (long long) idx, (long long) c->ncol);
          const char *r = nds_io_num (q + 1, &v);
          if (!r || !svm_ends (*r))
            {
              nds_io_token (q + 1, end, tok, sizeof tok);
              return nds_io_fail (e, line, "the value '%s' of feature %lld is not a number",
                                  tok, (long long) idx);
            }
          prev = idx;
          if (idx < lo) lo = idx;
          if (idx > hi)
            {
              hi = idx;
              hiline = line;
            }
          if (v != 0)
            {
              svm_feat *F = nds_io_push (b);
              if (!F) return NDS_ENOMEM;
              F->idx = idx;
              F->v = v;
              L->nf++;
            }
          p = nds_io_skip (r);
        }
      p = nds_io_eol (p, end) + 1;
    }
  P->lines = line;
  P->st[SVM_ANY] = hi >= 0;
  P->st[SVM_MIN] = lo;
  P->st[SVM_MAX] = hi;
  P->st[SVM_MAXLINE] = hiline;
  P->st[SVM_QID] = qid;
  return NDS_OK;
}

int nds_svm_read (const char *path, size_t chunk, int zero_based, int64_t ncol,
                  nds_svm *X, nds_io_err *e)
{
  memset (X, 0, sizeof *X);
  if (!path || zero_based < -1 || zero_based > 1 || ncol < 0) return NDS_EARG;
  const svm_ctx c = {zero_based, ncol};
  nds_io_src *S;
  int st = nds_io_src_open (path, chunk, &S, e);
  if (st) return st;
  const size_t rec[2] = {sizeof (svm_line), sizeof (svm_feat)};
  st = nds_io_parse (S, NULL, NULL, svm_piece, &c, rec, &X->P, e);
  nds_io_src_close (S);
  if (st) return st;
  X->n = nds_io_count_a (&X->P);
  X->nnz = nds_io_count_b (&X->P);
  int64_t lo = INT64_MAX, hi = -1, hiline = 0;
  for (int64_t k = 0; k < X->P.npiece; k++)
    {
      const nds_io_piece *P = &X->P.piece[k];
      X->has_qid |= P->st[SVM_QID] != 0;
      if (!P->st[SVM_ANY]) continue;
      if (P->st[SVM_MIN] < lo) lo = P->st[SVM_MIN];
      if (P->st[SVM_MAX] > hi)
        {
          hi = P->st[SVM_MAX];
          hiline = P->line0 + P->st[SVM_MAXLINE];
        }
    }
  X->base = zero_based == 1 ? 0 : zero_based == 0 ? 1 : (lo == 0 ? 0 : 1);
  if (ncol > 0 && hi - X->base >= ncol)
    {
      st = nds_io_fail (e, hiline, "feature index %lld is beyond n_features = %lld",
                        (long long) hi, (long long) ncol);
      nds_svm_free (X);
      return st;
    }
  X->ncol = ncol > 0 ? ncol : (hi >= 0 ? hi - X->base + 1 : 0);
  return NDS_OK;
}

int nds_svm_emit (const nds_svm *X, double *y, double *qid, int64_t *colp, int64_t *rowi,
                  double *val)
{
  const nds_io_parsed *R = &X->P;
  const int64_t nc = X->ncol, base = X->base;
  /* the labels, and the number of entries of each column in colp[c+1] */
  memset (colp, 0, sizeof (int64_t) * (size_t) (nc + 1));
  int64_t r = 0;
  for (int64_t k = 0; k < R->npiece; k++)
    {
      const nds_io_piece *P = &R->piece[k];
      nds_io_cursor ca = nds_io_at (&R->a[P->thread], P->a0);
      nds_io_cursor cb = nds_io_at (&R->b[P->thread], P->b0);
      for (int64_t i = 0; i < P->na; i++, r++)
        {
          const svm_line *L = nds_io_next (&ca);
          y[r] = L->y;
          qid[r] = (double) L->qid;
          for (int64_t f = 0; f < L->nf; f++)
            {
              const svm_feat *F = nds_io_next (&cb);
              colp[F->idx - base + 1]++;
            }
        }
    }
  for (int64_t j = 0; j < nc; j++) colp[j + 1] += colp[j];
  /* each thread places the entries of its own range of columns, walking every line
     in order, so rows ascend within each column; colp[c] is column c's next free
     slot while it runs, and the start of column c+1 after */
  #pragma omp parallel if (X->nnz > 100000)
  {
    const int nt = nds_io_nthreads (), t = nds_thread ();
    int64_t clo = 0, chi = nc;
    if (nt > 1)
      {
        /* columns split where the entries before them pass t/nt of all */
        const int64_t elo = nds_blk (X->nnz, t, nt), ehi = nds_blk (X->nnz, t + 1, nt);
        clo = 0;
        while (clo < nc && colp[clo] < elo) clo++;
        chi = clo;
        while (chi < nc && colp[chi] < ehi) chi++;
        if (t == nt - 1) chi = nc;
        if (t == 0) clo = 0;
      }
    #pragma omp barrier
    int64_t row = 0;
    for (int64_t k = 0; k < R->npiece; k++)
      {
        const nds_io_piece *P = &R->piece[k];
        nds_io_cursor ca = nds_io_at (&R->a[P->thread], P->a0);
        nds_io_cursor cb = nds_io_at (&R->b[P->thread], P->b0);
        for (int64_t i = 0; i < P->na; i++, row++)
          {
            const svm_line *L = nds_io_next (&ca);
            for (int64_t f = 0; f < L->nf; f++)
              {
                const svm_feat *F = nds_io_next (&cb);
                const int64_t col = F->idx - base;
                if (col < clo || col >= chi) continue;
                const int64_t pos = colp[col]++;
                rowi[pos] = row;
                val[pos] = F->v;
              }
          }
      }
  }
  for (int64_t j = nc; j > 0; j--) colp[j] = colp[j - 1];
  colp[0] = 0;
  return NDS_OK;
}

void nds_svm_free (nds_svm *X)
{
  nds_io_parsed_free (&X->P);
}

/* what an SVMlight line is written from */
typedef struct {
  const double *y, *qid;
  const int64_t *rowp, *col;
  const double *val;
  int64_t base;
  int single;
} svm_out;

/* line k: label, qid, features */
static int svm_line_out (const void *vctx, int64_t k, nds_io_buf *b)
{
  const svm_out *c = vctx;
  const int64_t lo = c->rowp[k], hi = c->rowp[k + 1];
  const int st = nds_io_room (b, (size_t) (80 + 56 * (hi - lo)));
  if (st) return st;
  if (c->single)
    nds_io_put_num_f (b, c->y[k]);
  else
    nds_io_put_num (b, c->y[k]);
  if (c->qid)
    {
      const int64_t q = (int64_t) c->qid[k];
      memcpy (b->p + b->n, " qid:", 5);
      b->n += 5;
      if (q < 0) b->p[b->n++] = '-';
      nds_io_put_int (b, q < 0 ? -q : q);
    }
  for (int64_t f = lo; f < hi; f++)
    {
      b->p[b->n++] = ' ';
      nds_io_put_int (b, c->col[f] + c->base);
      b->p[b->n++] = ':';
      if (c->single)
        nds_io_put_num_f (b, c->val[f]);
      else
        nds_io_put_num (b, c->val[f]);
    }
  b->p[b->n++] = '\n';
  return NDS_OK;
}

int nds_svm_write (const char *path, const nds_svm_out *X, nds_io_err *e)
{
  if (!path || !X || X->n < 0 || !X->rowp || (X->base != 0 && X->base != 1)) return NDS_EARG;
  const int64_t n = X->n;
  nds_io_sink *W;
  int st = nds_io_sink_open (path, &W, e);
  if (st) return st;
  const svm_out c = {X->y, X->qid, X->rowp, X->col, X->val, X->base, X->single};
  st = nds_io_sink_lines (W, n, svm_line_out, &c, e);
  if (st)
    {
      nds_io_sink_abort (W);
      return st;
    }
  return nds_io_sink_commit (W, e);
}
