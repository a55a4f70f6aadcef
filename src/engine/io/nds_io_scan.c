/* nds_io_scan.c: the readers' shared half: numbers, the chunked source (plain or
   gzip), record streams, and the parallel parse of chunks split at line ends */
#define _GNU_SOURCE          /* uselocale, newlocale */
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <zlib.h>
#include "nds_io.h"

/* ---------------------------------------------------------------- numbers */

/* 10^k for k = 0..22: every one exact in a double */
static const double nds_io_p10[23] = {
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
};

/* Eisel-Lemire: *v = w * 10^e10 (w > 0) correctly rounded, when the 128-bit product
   with nds_io_pow10 decides it (1); 0 when it cannot, and strtod must.  As Go's
   strconv.eiselLemire64 (Lemire, "Number parsing at a gigabyte per second", 2021). */
static int io_eisel_lemire (uint64_t w, int64_t e10, int neg, double *v)
{
  if (e10 < -348 || e10 > 347) return 0;
  const int clz = __builtin_clzll (w);
  w <<= clz;
  /* floor (e10 * 217706 / 2^16): 217706 / 2^16 is log2 (10) to the precision needed
     over this range */
  const int64_t t = 217706 * e10, lg = t >= 0 ? t / 65536 : -((65535 - t) / 65536);
  uint64_t exp2 = (uint64_t) (lg + 64 + 1023) - (uint64_t) clz;
  const uint64_t *p10 = nds_io_pow10[e10 + 348];
  const unsigned __int128 x = (unsigned __int128) w * p10[1];
  uint64_t xhi = (uint64_t) (x >> 64), xlo = (uint64_t) x;
  if ((xhi & 0x1FF) == 0x1FF && xlo + w < w)
    {
      /* the low 64 bits of the power may carry into the bits that round */
      const unsigned __int128 y = (unsigned __int128) w * p10[0];
      const uint64_t yhi = (uint64_t) (y >> 64), ylo = (uint64_t) y;
      uint64_t mhi = xhi, mlo = xlo + yhi;
      if (mlo < xlo) mhi++;
      if ((mhi & 0x1FF) == 0x1FF && mlo + 1 == 0 && ylo + w < w) return 0;
      xhi = mhi;
      xlo = mlo;
    }
  const uint64_t msb = xhi >> 63;
  uint64_t mant = xhi >> (msb + 9);
  exp2 -= 1 ^ msb;
  if (xlo == 0 && (xhi & 0x1FF) == 0 && (mant & 3) == 1) return 0;   /* a tie */
  mant += mant & 1;
  mant >>= 1;
  if (mant >> 53)
    {
      mant >>= 1;
      exp2++;
    }
  if (exp2 - 1 >= 0x7FF - 1) return 0;   /* subnormal, or beyond the largest double */
  uint64_t bits = exp2 << 52 | (mant & UINT64_C (0x000FFFFFFFFFFFFF));
  if (neg) bits |= UINT64_C (0x8000000000000000);
  memcpy (v, &bits, sizeof bits);
  return 1;
}

/* the decimal number at p, correctly rounded.  The token's grammar is checked here;
   a mantissa of at most 2^53 with a power of ten up to 22 is one exact operand times
   or over another, which IEEE arithmetic rounds correctly (Clinger's fast path);
   other mantissas of up to 19 digits go through Eisel-Lemire, and longer ones too
   when their first 19 digits and those plus one round alike; what remains goes to
   strtod, which glibc rounds correctly. */
const char *nds_io_num (const char *p, double *v)
{
  const char *q = p;
  int neg = 0;
  if (*q == '+' || *q == '-') neg = *q++ == '-';
  if ((*q | 0x20) == 'i' || (*q | 0x20) == 'n')
    {
      if (strncasecmp (q, "nan", 3) == 0)
        {
          *v = NAN;
          return q + 3;
        }
      if (strncasecmp (q, "inf", 3) != 0) return NULL;
      *v = neg ? -INFINITY : INFINITY;
      return strncasecmp (q, "infinity", 8) == 0 ? q + 8 : q + 3;
    }
  /* w = the first 19 significant digits; those after them only move the point
     (e10) or, when not zero, cut the mantissa short */
  uint64_t w = 0;
  int nd = 0, cut = 0;
  int64_t e10 = 0;
  const char *digits = q;
  while (*q == '0') q++;
  for (; nd < 19 && (unsigned) (q[0] - '0') < 10; q++, nd++) w = w * 10 + (unsigned) (q[0] - '0');
  for (; (unsigned) (*q - '0') < 10; q++)
    {
      e10++;
      cut |= *q != '0';
    }
  int any = q > digits;
  if (*q == '.')
    {
      const char *frac = ++q;
      if (nd == 0)
        while (*q == '0') q++;
      e10 -= q - frac;
      const char *sig = q;
      for (; nd < 19 && (unsigned) (q[0] - '0') < 10; q++, nd++) w = w * 10 + (unsigned) (q[0] - '0');
      e10 -= q - sig;
      for (; (unsigned) (*q - '0') < 10; q++) cut |= *q != '0';
      any |= q > frac;
    }
  if (!any) return NULL;
  if ((*q | 0x20) == 'e')
    {
      const char *r = q + 1;
      int eneg = 0;
      if (*r == '+' || *r == '-') eneg = *r++ == '-';
      if ((unsigned) (*r - '0') < 10)
        {
          int64_t x = 0;
          for (; (unsigned) (*r - '0') < 10; r++)
            if (x < 100000) x = x * 10 + (*r - '0');
          e10 += eneg ? -x : x;
          q = r;
        }
    }
  if (w == 0)
    *v = neg ? -0.0 : 0.0;
  else if (!cut && w <= (UINT64_C (1) << 53) && e10 >= -22 && e10 <= 22)
    {
      const double d = (double) w;
      *v = e10 < 0 ? d / nds_io_p10[-e10] : d * nds_io_p10[e10];
      if (neg) *v = -*v;
    }
  else
    {
      double r = 0, r1 = 0;
      if (io_eisel_lemire (w, e10, neg, &r) && (!cut || (io_eisel_lemire (w + 1, e10, neg, &r1)
                                                       && r1 == r)))
        *v = r;
      else
        {
          char *end;
          *v = strtod (p, &end);
          if (end != q) return NULL;   /* cannot happen for the grammar above */
        }
    }
  return q;
}

/* ---------------------------------------------------------------- errors */

int nds_io_fail (nds_io_err *e, int64_t line, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (e->msg, sizeof e->msg, fmt, ap);
  va_end (ap);
  e->line = line;
  return NDS_EPARSE;
}

void nds_io_token (const char *p, const char *end, char *out, size_t n)
{
  size_t k = 0;
  for (; k + 1 < n && p + k < end && !nds_io_blank (p[k]) && p[k] != '\n'; k++)
    out[k] = (p[k] >= 32 && p[k] < 127) ? p[k] : '?';
  out[k] = '\0';
}

/* NDS_EFILE with "what: the system's reason" */
static int io_file_error (nds_io_err *e, const char *what, const char *why)
{
  snprintf (e->msg, sizeof e->msg, "%s: %s", what, why);
  e->line = 0;
  return NDS_EFILE;
}

/* ---------------------------------------------------------------- memory */

/* a region of bytes (rounded up to 2 MB) aligned to 2 MB, from malloc, taking huge
   pages on first touch: on this project's VM a 4 KB page fault costs 11 us, and the
   readers' buffers are fresh memory (unaligned, nds_hugepages would make the
   partial pages at both ends present, up to 2 MB of them); free with io_huge_free */
static void *io_huge_alloc (size_t bytes)
{
  const size_t huge = (size_t) 2 << 20;
  if (bytes > SIZE_MAX / 2) return NULL;
  bytes = (bytes + huge - 1) & ~(huge - 1);
  const size_t ptr = sizeof (unsigned char *);
  unsigned char *b = malloc (bytes + huge + ptr);
  if (!b) return NULL;
  unsigned char *p = (unsigned char *) (((uintptr_t) b + ptr + huge - 1)
                                        & ~(uintptr_t) (huge - 1));
  memcpy (p - ptr, &b, ptr);     /* the start, for io_huge_free */
  nds_hugepages (p, bytes);
  /* cppcheck-suppress memleak ; b is kept just before p, io_huge_free frees it */
  return p;
}

static void io_huge_free (void *p)
{
  if (!p) return;
  unsigned char *b;
  memcpy (&b, (unsigned char *) p - sizeof b, sizeof b);
  free (b);
}

/* ---------------------------------------------------------------- the source */

/* Two buffers: while the threads parse the text of one, one of them reads (and
   for gzip, inflates) the next chunk into the other. */
struct nds_io_src {
  int fd;             /* a plain file, or -1 */
  gzFile gz;          /* a .gz file, or NULL */
  char *mem[2];       /* cap bytes of text and a NUL after them, each */
  size_t len[2];      /* bytes of text held */
  int end[2];         /* 1 when the file ends with the text held */
  int cur;            /* the buffer being parsed */
  size_t cap;
  size_t minpar;      /* text shorter than this is parsed as one piece */
};

/* 1 when path ends in ".gz" */
static int io_is_gz (const char *path)
{
  const size_t n = strlen (path);
  return n > 3 && strcmp (path + n - 3, ".gz") == 0;
}

/* open path; S holds a buffer of chunk bytes */
int nds_io_src_open (const char *path, size_t chunk, nds_io_src **S, nds_io_err *e)
{
  *S = NULL;
  if (!path) return NDS_EARG;
  if (chunk == 0) chunk = NDS_IO_CHUNK;
  nds_io_src *s = nds_calloc (1, sizeof *s);
  if (!s) return NDS_ENOMEM;
  s->fd = -1;
  s->cap = chunk;
  /* the threads' start costs more than they save on less than 64 KB; a smaller
     chunk (the unit tests') splits from a quarter of it */
  s->minpar = chunk / 4 < 65536 ? chunk / 4 : 65536;
  s->mem[0] = io_huge_alloc (chunk + 1);
  if (!s->mem[0])
    {
      nds_free (s);
      return NDS_ENOMEM;
    }
  const int fd = open (path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    {
      nds_io_src_close (s);
      return io_file_error (e, "cannot open it", strerror (errno));
    }
  if (io_is_gz (path))
    {
      s->gz = gzdopen (fd, "rb");
      if (!s->gz)
        {
          close (fd);
          nds_io_src_close (s);
          return NDS_ENOMEM;
        }
      gzbuffer (s->gz, 1 << 20);
    }
  else
    {
      s->fd = fd;
      (void) posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
    }
  *S = s;
  return NDS_OK;
}

void nds_io_src_close (nds_io_src *S)
{
  if (!S) return;
  if (S->gz) gzclose (S->gz);
  if (S->fd >= 0) close (S->fd);
  io_huge_free (S->mem[0]);
  io_huge_free (S->mem[1]);
  nds_free (S);
}

/* read up to n bytes into p: the count, 0 at the end, -1 on an error (in e) */
static int64_t io_read (nds_io_src *S, char *p, size_t n, nds_io_err *e)
{
  if (S->gz)
    {
      const int k = gzread (S->gz, p, (unsigned) (n > (1u << 30) ? 1u << 30 : n));
      if (k < 0)
        {
          int code;
          const char *why = gzerror (S->gz, &code);
          io_file_error (e, "cannot read its gzip data", why);
          return -1;
        }
      /* a stream cut short ends like a whole one, but leaves Z_BUF_ERROR behind */
      int code = Z_OK;
      if (k == 0) gzerror (S->gz, &code);
      if (code != Z_OK)
        {
          io_file_error (e, "cannot read its gzip data", "the file ends in the middle of "
                         "a gzip stream (truncated?)");
          return -1;
        }
      return k;
    }
  for (;;)
    {
      const ssize_t k = read (S->fd, p, n);
      if (k >= 0) return k;
      if (errno != EINTR)
        {
          io_file_error (e, "cannot read it", strerror (errno));
          return -1;
        }
    }
}

/* buffer b = the ntail bytes at tail (the unparsed end of the other buffer), then
   as much of the file as fits (all that is left, when it fits: then S->end[b]) */
static int io_fill (nds_io_src *S, int b, const char *tail, size_t ntail, nds_io_err *e)
{
  if (!S->mem[b] && !(S->mem[b] = io_huge_alloc (S->cap + 1))) return NDS_ENOMEM;
  char *t = S->mem[b];
  if (ntail) memcpy (t, tail, ntail);
  size_t len = ntail;
  int end = 0;
  while (!end && len < S->cap)
    {
      const int64_t k = io_read (S, t + len, S->cap - len, e);
      if (k < 0) return NDS_EFILE;
      end = k == 0;
      len += (size_t) k;
    }
  t[len] = '\0';
  S->len[b] = len;
  S->end[b] = end;
  return NDS_OK;
}

/* *hi = the end of the whole lines of the current buffer (the last line may lack its
   newline only at the end of the file); line0 is the line number before its text,
   for the error of a line longer than the buffer */
static int io_lines (const nds_io_src *S, size_t *hi, int64_t line0, nds_io_err *e)
{
  const char *t = S->mem[S->cur];
  size_t end = S->len[S->cur];
  if (!S->end[S->cur])
    {
      while (end > 0 && t[end - 1] != '\n') end--;
      if (end == 0)
        return nds_io_fail (e, line0 + 1, "the line is longer than %zu bytes", S->cap);
    }
  *hi = end;
  return NDS_OK;
}

/* ---------------------------------------------------------------- streams */

/* bytes of the largest stream block: with its alignment slack above glibc's largest
   mmap threshold (32 MB), so that each is its own mapping and freeing it returns its
   memory at once; the first block has 4 MB (two huge pages) and each next one twice
   the last */
#define NDS_IO_BLOCK ((size_t) 32 << 20)
#define NDS_IO_BLOCK0 ((size_t) 4 << 20)

void *nds_io_push (nds_io_stream *s)
{
  if (s->n == (s->nblk ? s->first[s->nblk] : 0))
    {
      if (s->nblk == s->cap)
        {
          const int64_t cap = s->cap ? 2 * s->cap : 16;
          unsigned char **b = nds_malloc ((size_t) cap, sizeof *b);
          int64_t *f = nds_malloc ((size_t) cap + 1, sizeof *f);
          if (!b || !f)
            {
              nds_free (b);
              nds_free (f);
              return NULL;
            }
          f[0] = 0;
          if (s->nblk)
            {
              memcpy (b, s->blk, (size_t) s->nblk * sizeof *b);
              memcpy (f, s->first, (size_t) (s->nblk + 1) * sizeof *f);
            }
          nds_free (s->blk);
          nds_free (s->first);
          s->blk = b;
          s->first = f;
          s->cap = cap;
        }
      const size_t bytes = s->nblk < 4 ? NDS_IO_BLOCK0 << s->nblk : NDS_IO_BLOCK;
      const int64_t per = (int64_t) ((bytes < NDS_IO_BLOCK ? bytes : NDS_IO_BLOCK) / s->rec);
      unsigned char *blk = io_huge_alloc ((size_t) (per > 0 ? per : 1) * s->rec);
      if (!blk) return NULL;
      s->blk[s->nblk] = blk;
      s->first[s->nblk + 1] = s->first[s->nblk] + (per > 0 ? per : 1);
      s->nblk++;
    }
  const int64_t b = s->nblk - 1;
  return s->blk[b] + (size_t) (s->n++ - s->first[b]) * s->rec;
}

nds_io_cursor nds_io_at (const nds_io_stream *s, int64_t k)
{
  int64_t lo = 0, hi = s->nblk;     /* first[lo] <= k < first[hi] */
  while (hi - lo > 1)
    {
      const int64_t mid = lo + (hi - lo) / 2;
      if (s->first[mid] <= k) lo = mid; else hi = mid;
    }
  nds_io_cursor c = {s, lo, k - (s->nblk ? s->first[lo] : 0),
                     s->nblk ? s->first[lo + 1] - s->first[lo] : 0};
  return c;
}

void nds_io_release (nds_io_stream *s, int64_t k)
{
  for (int64_t b = 0; b < s->nblk && s->first[b + 1] <= k; b++)
    {
      io_huge_free (s->blk[b]);
      s->blk[b] = NULL;
    }
}

static void io_stream_init (nds_io_stream *s, size_t rec)
{
  memset (s, 0, sizeof *s);
  s->rec = rec ? rec : 1;
}

static void io_stream_free (nds_io_stream *s)
{
  for (int64_t k = 0; k < s->nblk; k++) io_huge_free (s->blk[k]);
  nds_free (s->blk);
  nds_free (s->first);
  memset (s, 0, sizeof *s);
}

/* ---------------------------------------------------------------- the parse */

void nds_io_parsed_free (nds_io_parsed *R)
{
  for (int t = 0; t < R->nthr; t++)
    {
      if (R->a) io_stream_free (&R->a[t]);
      if (R->b) io_stream_free (&R->b[t]);
    }
  nds_free (R->a);
  nds_free (R->b);
  nds_free (R->piece);
  memset (R, 0, sizeof *R);
}

int64_t nds_io_count_a (const nds_io_parsed *R)
{
  int64_t n = 0;
  for (int64_t k = 0; k < R->npiece; k++) n += R->piece[k].na;
  return n;
}

int64_t nds_io_count_b (const nds_io_parsed *R)
{
  int64_t n = 0;
  for (int64_t k = 0; k < R->npiece; k++) n += R->piece[k].nb;
  return n;
}

/* room for np more pieces in R */
static int io_more_pieces (nds_io_parsed *R, int64_t np)
{
  if (R->npiece + np <= R->cap) return NDS_OK;
  int64_t cap = R->cap ? 2 * R->cap : 64;
  while (cap < R->npiece + np) cap *= 2;
  nds_io_piece *p = nds_malloc ((size_t) cap, sizeof *p);
  if (!p) return NDS_ENOMEM;
  if (R->npiece) memcpy (p, R->piece, (size_t) R->npiece * sizeof *p);
  nds_free (R->piece);
  R->piece = p;
  R->cap = cap;
  return NDS_OK;
}

/* the start of the line holding byte k of t[0..n-1] (or n), at or after k */
static size_t io_line_start (const char *t, size_t n, size_t k)
{
  if (k == 0 || k >= n) return k >= n ? n : 0;
  const char *nl = memchr (t + k - 1, '\n', n - (k - 1));
  return nl ? (size_t) (nl - t) + 1 : n;
}

/* parse the whole lines t[0..n-1] (line0 lines before them) as R->nthr pieces (one
   when n < minpar), appended to R, while one thread fills buffer `fill' of S with
   the ntail bytes at tail and what follows in the file (none when fill < 0); the
   first error in file order is returned */
static int io_parse_text (const char *t, size_t n, size_t minpar, int64_t line0,
                          nds_io_piece_fn fn, const void *ctx, locale_t loc,
                          nds_io_parsed *R, nds_io_err *errs, int *stat, nds_io_src *S,
                          int fill, const char *tail, size_t ntail, nds_io_err *e)
{
  const int np = n < minpar ? 1 : R->nthr;
  int st = io_more_pieces (R, np);
  if (st) return st;
  nds_io_piece *P = R->piece + R->npiece;
  size_t cut[65];
  for (int k = 0; k <= np; k++) cut[k] = io_line_start (t, n, (size_t) (((__int128) n * k) / np));
  for (int k = 0; k < np; k++)
    {
      memset (&P[k], 0, sizeof P[k]);
      P[k].thread = k;
      P[k].a0 = R->a[k].n;
      P[k].b0 = R->b[k].n;
      stat[k] = NDS_OK;
    }
  int fst = NDS_OK;
  nds_io_err fe;
  const int team = fill >= 0 && R->nthr > np ? np + 1 : np;
  #pragma omp parallel num_threads(team) if (team > 1)
  {
    /* the piece k goes to stream k whichever thread parses it, so the records do
       not depend on the threads; the one that reads takes pieces when done */
    #pragma omp single nowait
    if (fill >= 0) fst = io_fill (S, fill, tail, ntail, &fe);
    #pragma omp for schedule(dynamic, 1) nowait
    for (int k = 0; k < np; k++)
      {
        const locale_t old = uselocale (loc);
        stat[k] = fn (ctx, t + cut[k], t + cut[k + 1], &R->a[k], &R->b[k], &P[k], &errs[k]);
        P[k].na = R->a[k].n - P[k].a0;
        P[k].nb = R->b[k].n - P[k].b0;
        uselocale (old);
      }
  }
  int64_t line = line0;
  for (int k = 0; k < np; k++)
    {
      P[k].line0 = line;
      if (stat[k])
        {
          *e = errs[k];
          if (stat[k] == NDS_EPARSE) e->line += line;
          return stat[k];
        }
      line += P[k].lines;
    }
  if (fst)
    {
      *e = fe;
      return fst;
    }
  R->npiece += np;
  R->lines = line;
  return NDS_OK;
}

/* the whole source, head first, then the text in chunks of pieces */
int nds_io_parse (nds_io_src *S, nds_io_head_fn head, void *hctx, nds_io_piece_fn fn,
                  const void *ctx, const size_t *rec, nds_io_parsed *R, nds_io_err *e)
{
  memset (R, 0, sizeof *R);
  e->line = 0;
  e->msg[0] = '\0';
  int nthr = nds_team (1, 1);
  if (nthr > 64) nthr = 64;
  R->nthr = nthr;
  R->a = nds_calloc ((size_t) nthr, sizeof *R->a);
  R->b = nds_calloc ((size_t) nthr, sizeof *R->b);
  nds_io_err *errs = nds_malloc ((size_t) nthr, sizeof *errs);
  int *stat = nds_malloc ((size_t) nthr, sizeof *stat);
  const locale_t loc = newlocale (LC_ALL_MASK, "C", (locale_t) 0);
  int st = (R->a && R->b && errs && stat && loc != (locale_t) 0) ? NDS_OK : NDS_ENOMEM;
  int done = head == NULL, ready = 0;
  int64_t line = 0;
  if (!st) st = io_fill (S, 0, NULL, 0, e);
  S->cur = 0;
  size_t lo = 0;     /* the start of the current buffer's text not yet taken */
  while (!st)
    {
      size_t hi = 0;
      st = io_lines (S, &hi, line, e);
      if (st) break;
      const char *t = S->mem[S->cur];
      const int last = S->end[S->cur];    /* nothing follows this buffer's text */
      if (!done)
        {
          size_t used = 0;
          int64_t lines = 0;
          const locale_t old = uselocale (loc);
          st = head (hctx, t + lo, t + hi, last, &used, &lines, &done, e);
          uselocale (old);
          line += lines;
          lo += used;
          if (st) break;
          if (!done && lo != hi) st = NDS_EARG;   /* a head takes all it is given */
          if (st) break;
        }
      const int next = last ? -1 : S->cur ^ 1;
      const size_t len = S->len[S->cur];
      if (lo < hi)
        {
          for (int k = 0; !ready && k < nthr; k++)
            {
              io_stream_init (&R->a[k], rec[0]);   /* the head may have set the sizes */
              io_stream_init (&R->b[k], rec[1]);
            }
          ready = 1;
          st = io_parse_text (t + lo, hi - lo, S->minpar, line, fn, ctx, loc, R, errs, stat,
                              S, next, t + hi, len - hi, e);
          line = R->lines;
        }
      else if (next >= 0)
        st = io_fill (S, next, t + hi, len - hi, e);
      if (st || next < 0) break;
      S->cur = next;
      lo = 0;
    }
  R->lines = line;
  if (loc != (locale_t) 0) freelocale (loc);
  nds_free (errs);
  nds_free (stat);
  if (st) nds_io_parsed_free (R);
  return st;
}
