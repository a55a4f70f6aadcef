/* nds_io_sink.c: the writers' shared half: numbers as text, and a file written
   through a temporary beside it, in blocks of lines formatted (and gzip-compressed)
   in parallel */
#define _GNU_SOURCE          /* uselocale, newlocale */
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include "nds_io.h"

/* lines per block: fixed, so that the gzip members (one per block) and hence the
   bytes written are the same for every number of threads */
#define NDS_IO_LINES 65536

/* ---------------------------------------------------------------- text */

int nds_io_room (nds_io_buf *b, size_t k)
{
  if (b->cap - b->n >= k) return NDS_OK;
  size_t cap = b->cap ? 2 * b->cap : 4096;
  while (cap - b->n < k) cap *= 2;
  char *p = nds_malloc (cap, 1);
  if (!p) return NDS_ENOMEM;
  if (b->n) memcpy (p, b->p, b->n);
  nds_free (b->p);
  b->p = p;
  b->cap = cap;
  return NDS_OK;
}

void nds_io_put_int (nds_io_buf *b, int64_t v)
{
  char tmp[24];
  int k = 0;
  uint64_t x = (uint64_t) v;
  do
    {
      tmp[k++] = (char) ('0' + x % 10);
      x /= 10;
    }
  while (x);
  char *o = b->p + b->n;
  for (int i = 0; i < k; i++) o[i] = tmp[k - 1 - i];
  b->n += (size_t) k;
}

/* the text of %.*g (precision prec) for the decimal digits d[0..prec-1] of a number
   d[0].d[1]... x 10^x, negative when neg, written at o: the style %g picks (fixed
   for -4 <= x < prec, else scientific) with trailing zeros dropped; its length */
static int put_g (char *o, int neg, const char *d, int prec, int x)
{
  int len = prec, n = 0;
  while (len > 1 && d[len - 1] == '0') len--;
  if (neg) o[n++] = '-';
  if (x < -4 || x >= prec)
    {
      o[n++] = d[0];
      if (len > 1)
        {
          o[n++] = '.';
          memcpy (o + n, d + 1, (size_t) (len - 1));
          n += len - 1;
        }
      n += sprintf (o + n, "e%c%02d", x < 0 ? '-' : '+', x < 0 ? -x : x);
    }
  else if (x >= 0)
    {
      for (int i = 0; i <= x; i++) o[n++] = i < len ? d[i] : '0';
      if (len > x + 1)
        {
          o[n++] = '.';
          memcpy (o + n, d + x + 1, (size_t) (len - x - 1));
          n += len - x - 1;
        }
    }
  else
    {
      o[n++] = '0';
      o[n++] = '.';
      for (int i = 0; i < -x - 1; i++) o[n++] = '0';
      memcpy (o + n, d, (size_t) len);
      n += len;
    }
  return n;
}

/* the shortest of %.15g, %.16g, %.17g that reads back as v (%.17g always does);
   integers below 2^53 as their digits.  One %.16e gives the 17 correctly rounded
   digits; rounding those to 15 or 16 gives what %.15g or %.16g would, except when
   the digits cut off are exactly one half (then the exact value decides, and
   snprintf is asked) */
void nds_io_put_num (nds_io_buf *b, double v)
{
  char *o = b->p + b->n;
  if (v != v)
    {
      memcpy (o, "nan", 3);
      b->n += 3;
      return;
    }
  if (v == floor (v) && fabs (v) < 9007199254740992.0 && v != 0)
    {
      if (v < 0) b->p[b->n++] = '-';
      nds_io_put_int (b, (int64_t) fabs (v));
      return;
    }
  if (isinf (v))
    {
      const char *text = v < 0 ? "-inf" : "inf";
      memcpy (o, text, strlen (text));
      b->n += strlen (text);
      return;
    }
  char e[40], d[18];
  snprintf (e, sizeof e, "%.16e", v);      /* [-]d.dddddddddddddddde[+-]xx */
  const int neg = e[0] == '-';
  const char *p = e + neg;
  d[0] = p[0];
  memcpy (d + 1, p + 2, 16);
  const int x17 = atoi (p + 19);
  for (int prec = 15; prec <= 16; prec++)
    {
      int k, half = d[prec] == '5';
      for (int i = prec + 1; i < 17; i++) half &= d[i] == '0';
      if (half)
        k = snprintf (o, 32, "%.*g", prec, v);
      else
        {
          char r[18];
          int x = x17;
          memcpy (r, d, 17);
          if (d[prec] >= '5')
            {
              int i = prec - 1;
              for (; i >= 0 && r[i] == '9'; i--) r[i] = '0';
              if (i >= 0)
                r[i]++;
              else
                {
                  r[0] = '1';     /* 9.99... rounds to 10.0...: one more digit left */
                  x++;
                }
            }
          k = put_g (o, neg, r, prec, x);
        }
      o[k] = '\0';
      double w;
      if (nds_io_num (o, &w) && w == v)
        {
          b->n += (size_t) k;
          return;
        }
    }
  b->n += (size_t) put_g (o, neg, d, 17, x17);
}

/* the shortest of %.6g .. %.9g that reads back as the float v, both as a double
   rounded to float (ndsparse's readers) and by strtof (%.9g always does);
   integers below 2^53 and non-finite values as nds_io_put_num writes them */
void nds_io_put_num_f (nds_io_buf *b, double v)
{
  if (v != v || isinf (v) || (v == floor (v) && fabs (v) < 9007199254740992.0))
    {
      nds_io_put_num (b, v);
      return;
    }
  char *o = b->p + b->n;
  const float f = (float) v;
  for (int prec = 6; prec <= 9; prec++)
    {
      const int k = snprintf (o, 32, "%.*g", prec, v);
      double w;
      if (prec == 9 || (nds_io_num (o, &w) && (float) w == f && strtof (o, NULL) == f))
        {
          b->n += (size_t) k;
          return;
        }
    }
}

/* ---------------------------------------------------------------- the file */

struct nds_io_sink {
  int fd;
  int gz;             /* write gzip members */
  int64_t written;    /* bytes written */
  char *path, *tmp;
};

/* NDS_EFILE with "what: the system's reason" */
static int sink_error (nds_io_err *e, const char *what, int err)
{
  snprintf (e->msg, sizeof e->msg, "%s: %s", what, strerror (err));
  e->line = 0;
  return NDS_EFILE;
}

static void sink_free (nds_io_sink *W)
{
  nds_free (W->path);
  nds_free (W->tmp);
  nds_free (W);
}

int nds_io_sink_open (const char *path, nds_io_sink **W, nds_io_err *e)
{
  *W = NULL;
  if (!path) return NDS_EARG;
  e->line = 0;
  e->msg[0] = '\0';
  struct stat sb;
  if (stat (path, &sb) == 0 && !S_ISREG (sb.st_mode))
    {
      snprintf (e->msg, sizeof e->msg, "it exists and is not a regular file");
      return NDS_EFILE;
    }
  const size_t n = strlen (path);
  nds_io_sink *w = nds_calloc (1, sizeof *w);
  if (!w) return NDS_ENOMEM;
  w->fd = -1;
  w->path = nds_malloc (n + 1, 1);
  w->tmp = nds_malloc (n + 48, 1);
  if (!w->path || !w->tmp)
    {
      sink_free (w);
      return NDS_ENOMEM;
    }
  memcpy (w->path, path, n + 1);
  w->gz = n > 3 && strcmp (path + n - 3, ".gz") == 0;
  /* a name of our own beside the file: the rename that ends the write then stays
     on one file system and replaces the file in one step */
  for (unsigned k = 0; w->fd < 0; k++)
    {
      snprintf (w->tmp, n + 48, "%s.%ld-%u.part", path, (long) getpid (), k);
      w->fd = open (w->tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
      if (w->fd < 0 && (errno != EEXIST || k > 1000))
        {
          const int err = errno;
          sink_free (w);
          return sink_error (e, "cannot write it", err);
        }
    }
  *W = w;
  return NDS_OK;
}

/* write all n bytes of p */
static int sink_write (nds_io_sink *W, const char *p, size_t n, nds_io_err *e)
{
  while (n > 0)
    {
      const ssize_t k = write (W->fd, p, n);
      if (k < 0)
        {
          if (errno == EINTR) continue;
          return sink_error (e, "cannot write it", errno);
        }
      p += k;
      n -= (size_t) k;
      W->written += k;
    }
  return NDS_OK;
}

/* out = the n bytes of t as one gzip member */
static int sink_deflate (const char *t, size_t n, nds_io_buf *out)
{
  z_stream z;
  memset (&z, 0, sizeof z);
  if (deflateInit2 (&z, Z_BEST_SPEED, Z_DEFLATED, 15 + 16, 8,
                    Z_DEFAULT_STRATEGY) != Z_OK)
    return NDS_ENOMEM;
  const size_t big = (size_t) 1 << 30;   /* zlib counts in 32-bit uInt */
  out->n = 0;
  int st = nds_io_room (out, deflateBound (&z, n > big ? big : n) + 64);
  z.next_in = (Bytef *) t;
  int ret = Z_OK;
  while (!st && ret != Z_STREAM_END)
    {
      if (z.avail_in == 0)
        {
          z.avail_in = (uInt) (n > big ? big : n);
          n -= z.avail_in;
        }
      if (out->cap - out->n < 64) st = nds_io_room (out, out->cap);
      if (st) break;
      const size_t room = out->cap - out->n;
      z.next_out = (Bytef *) out->p + out->n;
      z.avail_out = (uInt) (room > big ? big : room);
      const uInt before = z.avail_out;
      ret = deflate (&z, n == 0 ? Z_FINISH : Z_NO_FLUSH);
      if (ret == Z_STREAM_ERROR) st = NDS_ENOMEM;
      out->n += before - z.avail_out;
    }
  deflateEnd (&z);
  return st;
}

int nds_io_sink_text (nds_io_sink *W, const char *t, size_t n, nds_io_err *e)
{
  if (!W->gz) return sink_write (W, t, n, e);
  nds_io_buf z = {NULL, 0, 0};
  int st = sink_deflate (t, n, &z);
  if (!st) st = sink_write (W, z.p, z.n, e);
  nds_free (z.p);
  return st;
}

int nds_io_sink_lines (nds_io_sink *W, int64_t nlines, nds_io_line_fn line,
                       const void *ctx, nds_io_err *e)
{
  if (nlines <= 0) return NDS_OK;
  const int64_t nblk = (nlines + NDS_IO_LINES - 1) / NDS_IO_LINES;
  int nthr = nds_team (nblk, 2);
  if (nthr > 64) nthr = 64;
  nds_io_buf *text = nds_calloc ((size_t) nthr, sizeof *text);
  nds_io_buf *zip = nds_calloc ((size_t) nthr, sizeof *zip);
  int *stat = nds_calloc ((size_t) nthr, sizeof *stat);
  const locale_t loc = newlocale (LC_ALL_MASK, "C", (locale_t) 0);
  int st = (text && zip && stat && loc != (locale_t) 0) ? NDS_OK : NDS_ENOMEM;
  for (int64_t b0 = 0; !st && b0 < nblk; b0 += nthr)
    {
      const int nb = (int) (nblk - b0 < nthr ? nblk - b0 : nthr);
      #pragma omp parallel for num_threads(nb) schedule(static, 1) if (nb > 1)
      for (int t = 0; t < nb; t++)
        {
          const locale_t old = uselocale (loc);
          const int64_t lo = (b0 + t) * NDS_IO_LINES;
          const int64_t hi = lo + NDS_IO_LINES < nlines ? lo + NDS_IO_LINES : nlines;
          int s = NDS_OK;
          text[t].n = 0;
          for (int64_t k = lo; !s && k < hi; k++) s = line (ctx, k, &text[t]);
          if (!s && W->gz) s = sink_deflate (text[t].p, text[t].n, &zip[t]);
          stat[t] = s;
          uselocale (old);
        }
      for (int t = 0; !st && t < nb; t++)
        {
          st = stat[t];
          const nds_io_buf *out = W->gz ? &zip[t] : &text[t];
          if (!st) st = sink_write (W, out->p, out->n, e);
        }
    }
  for (int t = 0; t < nthr; t++)
    {
      if (text) nds_free (text[t].p);
      if (zip) nds_free (zip[t].p);
    }
  nds_free (text);
  nds_free (zip);
  nds_free (stat);
  if (loc != (locale_t) 0) freelocale (loc);
  return st;
}

int nds_io_sink_commit (nds_io_sink *W, nds_io_err *e)
{
  /* an empty .gz is still one (empty) gzip member, which gzip -d accepts */
  int st = (W->gz && W->written == 0) ? nds_io_sink_text (W, "", 0, e) : NDS_OK;
  if (!st && close (W->fd) != 0) st = sink_error (e, "cannot write it", errno);
  W->fd = -1;
  if (!st && rename (W->tmp, W->path) != 0) st = sink_error (e, "cannot write it", errno);
  if (st)
    {
      nds_io_sink_abort (W);
      return st;
    }
  sink_free (W);
  return NDS_OK;
}

void nds_io_sink_abort (nds_io_sink *W)
{
  if (!W) return;
  if (W->fd >= 0) close (W->fd);
  unlink (W->tmp);
  sink_free (W);
}
