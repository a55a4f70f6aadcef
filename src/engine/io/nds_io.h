/* nds_io.h: the file wing: FROSTT .tns, SVMlight/LibSVM and MatrixMarket text, read
   and written in parallel chunks (zlib for .gz names) */
#ifndef NDS_IO_H
#define NDS_IO_H

#include <stdio.h>
#include "../core/nds.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Status codes of this wing, beside nds_status: the message in nds_io_err says what */
enum { NDS_EFILE = 32,   /* the file cannot be opened, read or written */
       NDS_EPARSE = 33   /* the text is malformed at line e->line (0: not one line) */ };

/* what went wrong: the 1-based line (0 when no single line is at fault) and a message
   saying what was expected there */
typedef struct { int64_t line; char msg[240]; } nds_io_err;

/* bytes of text parsed at a time, and the longest line a reader accepts; a reader
   holds two such buffers (one parsed while the next chunk is read into the other)
   besides its result */
#define NDS_IO_CHUNK ((size_t) 32 << 20)

/* the largest index any reader accepts: positions Octave's doubles hold exactly */
#define NDS_IO_MAXIDX ((int64_t) 9007199254740991)

/* the number of threads of the current team (1 outside a parallel region) */
static inline int nds_io_nthreads (void)
{
#ifdef _OPENMP
  return omp_get_num_threads ();
#else
  return 1;
#endif
}

/* ---- parsing one token (nds_io_scan.c; inline, as the line loops call them) ---- */

/* 1 for the blanks that separate fields on a line (not the newline) */
static inline int nds_io_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* p past blanks */
static inline const char *nds_io_skip (const char *p)
{
  while (nds_io_blank (*p)) p++;
  return p;
}

/* 1 when a field may end before c: a blank, the end of the line or of the text */
static inline int nds_io_ends (char c)
{
  return nds_io_blank (c) || c == '\n' || c == '\0';
}

/* the unsigned decimal integer (digits only) at p into *v; its end, or NULL when p
   holds no digit or the value passes 2^63 - 1 */
static inline const char *nds_io_uint (const char *p, int64_t *v)
{
  uint64_t x = 0;
  const char *q = p;
  while ((unsigned) (*q - '0') < 10)
    {
      const unsigned d = (unsigned) (*q - '0');
      if (x > (UINT64_C (9223372036854775807) - d) / 10) return NULL;
      x = x * 10 + d;
      q++;
    }
  if (q == p) return NULL;
  *v = (int64_t) x;
  return q;
}

/* the decimal number at p, correctly rounded to *v; its end, or NULL when p holds
   none.  Accepts [+-] digits [. digits] [e [+-] digits], the same with no digits
   before the point, and inf, infinity, nan (any case); no hexadecimal */
const char *nds_io_num (const char *p, double *v);
/* 10^e for e = -348..347 as 128-bit mantissas {low, high} (nds_io_pow10.c) */
extern const uint64_t nds_io_pow10[696][2];

/* ---- the reader: chunks of whole lines (nds_io_scan.c) ---- */

typedef struct nds_io_src nds_io_src;

/* open path for reading, through zlib when it ends in ".gz"; chunk bytes per read
   (0: NDS_IO_CHUNK) */
int nds_io_src_open (const char *path, size_t chunk, nds_io_src **S, nds_io_err *e);
void nds_io_src_close (nds_io_src *S);

/* record streams: the parsed output of one thread, in blocks that never move; the
   blocks grow from 64 KB to 32 MB, so a small file takes little memory */
typedef struct {
  size_t rec;        /* bytes per record */
  int64_t n;         /* records held */
  unsigned char **blk;
  int64_t *first;    /* first[b]: the first record of block b; first[nblk]: room */
  int64_t nblk, cap;
} nds_io_stream;

/* space for one more record at the end of s, NULL when memory runs out */
void *nds_io_push (nds_io_stream *s);

/* a walk over consecutive records of a stream, block by block */
typedef struct { const nds_io_stream *s; int64_t b, j, end; } nds_io_cursor;
/* a cursor at record k of s (k < s->n) */
nds_io_cursor nds_io_at (const nds_io_stream *s, int64_t k);
/* the record at c, and c moved to the next one */
static inline void *nds_io_next (nds_io_cursor *c)
{
  void *r = c->s->blk[c->b] + (size_t) c->j * c->s->rec;
  if (++c->j == c->end)
    {
      c->j = 0;
      c->b++;
      c->end = c->b < c->s->nblk ? c->s->first[c->b + 1] - c->s->first[c->b] : 0;
    }
  return r;
}
/* free the blocks of s that hold only records before record k (none of them is used
   again) */
void nds_io_release (nds_io_stream *s, int64_t k);

/* per-piece statistics a format keeps (maxima per mode, least index, ...) */
#define NDS_IO_NSTAT 68

/* one piece of a chunk, parsed by one thread into its streams a (a record per line)
   and b (a record per item, for formats with many items on a line) */
typedef struct {
  int thread;
  int64_t a0, na, b0, nb;    /* its records: a[a0 .. a0+na-1], b[b0 .. b0+nb-1] */
  int64_t line0, lines;      /* lines before it in the file, lines in it */
  int64_t st[NDS_IO_NSTAT];
} nds_io_piece;

/* A format's line parser: parses the whole lines p..end-1 of one piece, appending
   records to a and b and setting P->st (zero at the start); P->lines = lines parsed.  On malformed text
   it returns NDS_EPARSE with e->line the 1-based line within the piece. */
typedef int (*nds_io_piece_fn) (const void *ctx, const char *p, const char *end,
                                nds_io_stream *a, nds_io_stream *b, nds_io_piece *P,
                                nds_io_err *e);

/* A format's header reader, called on the leading whole lines p..end-1 before any
   piece is parsed (last: no more text follows): consumes *used bytes and *lines
   lines, and sets *done when what follows is data; unless done, it consumes all. */
typedef int (*nds_io_head_fn) (void *ctx, const char *p, const char *end, int last,
                               size_t *used, int64_t *lines, int *done, nds_io_err *e);

/* Everything parsed from one file: the threads' streams and the pieces in file order */
typedef struct {
  int nthr;
  nds_io_stream *a, *b;      /* nthr each */
  nds_io_piece *piece;
  int64_t npiece, cap;
  int64_t lines;             /* lines in the file */
} nds_io_parsed;

/* parse the whole source: head (may be NULL) on the first lines, then every chunk
   split into pieces at line ends, parsed in parallel by fn into records of rec[0]
   bytes (stream a) and rec[1] bytes (stream b), sizes read once the head is done.
   The first error in file order is returned, with its line in the file. */
int nds_io_parse (nds_io_src *S, nds_io_head_fn head, void *hctx, nds_io_piece_fn fn,
                  const void *ctx, const size_t *rec, nds_io_parsed *R, nds_io_err *e);
void nds_io_parsed_free (nds_io_parsed *R);
/* records in stream a (b) of all pieces */
int64_t nds_io_count_a (const nds_io_parsed *R);
int64_t nds_io_count_b (const nds_io_parsed *R);

/* out = the field at p (up to the next blank, line end or end, at most n-1 bytes,
   every unprintable byte a '?'), for messages */
void nds_io_token (const char *p, const char *end, char *out, size_t n);
/* the end of the line at p: its newline, or end */
static inline const char *nds_io_eol (const char *p, const char *end)
{
  const char *q = (const char *) memchr (p, '\n', (size_t) (end - p));
  return q ? q : end;
}
/* the first field of the next data line at or after p, or end: blank lines and
   lines whose first field starts with the comment character are skipped; every line
   passed, the data line too, counts in *line */
static inline const char *nds_io_data (const char *p, const char *end, char comment,
                                       int64_t *line)
{
  while (p < end)
    {
      ++*line;
      p = nds_io_skip (p);
      if (p < end && *p != '\n' && *p != comment) return p;
      p = nds_io_eol (p, end) + 1;
    }
  return end;
}
/* e->msg = the formatted message, e->line = line; returns NDS_EPARSE */
int nds_io_fail (nds_io_err *e, int64_t line, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4)));

/* ---- the writer: text in blocks of lines, formatted in parallel (nds_io_sink.c) ---- */

typedef struct nds_io_sink nds_io_sink;

/* a growing text buffer */
typedef struct { char *p; size_t n, cap; } nds_io_buf;
/* room for k more bytes at b->p + b->n; 0 or NDS_ENOMEM */
int nds_io_room (nds_io_buf *b, size_t k);

/* create a temporary file beside path (compressed as gzip members when path ends
   in ".gz"); it becomes path only at nds_io_sink_commit */
int nds_io_sink_open (const char *path, nds_io_sink **W, nds_io_err *e);
/* append the n bytes of text t */
int nds_io_sink_text (nds_io_sink *W, const char *t, size_t n, nds_io_err *e);
/* append line k of nlines lines for k = 0..nlines-1, each written by line (ctx, k, b)
   onto the end of b; lines are formatted (and compressed) in parallel in fixed blocks,
   so the bytes written do not depend on the number of threads */
typedef int (*nds_io_line_fn) (const void *ctx, int64_t k, nds_io_buf *b);
int nds_io_sink_lines (nds_io_sink *W, int64_t nlines, nds_io_line_fn line,
                       const void *ctx, nds_io_err *e);
/* finish: the file appears under its name; W is freed whatever happens */
int nds_io_sink_commit (nds_io_sink *W, nds_io_err *e);
/* give up: the temporary file is removed, the named file left as it was; W freed */
void nds_io_sink_abort (nds_io_sink *W);

/* append the shortest decimal text that reads back as exactly v (inf, -inf, nan for
   the others); b must have room for 32 bytes */
void nds_io_put_num (nds_io_buf *b, double v);
/* the same for a single value v (a float held as double): the shortest text that
   reads back, as double rounded to float and by strtof, as exactly v */
void nds_io_put_num_f (nds_io_buf *b, double v);
/* append the decimal digits of v (>= 0) */
void nds_io_put_int (nds_io_buf *b, int64_t v);

/* ---- FROSTT .tns (nds_io_tns.c) ---- */

/* what tnsread found: n entries of m indices (subscript maxima in sz) */
typedef struct {
  nds_io_parsed P;
  int64_t m, n;
  int64_t sz[64];
} nds_tns;

/* parse a .tns file: m from its first data line, or m = nsz when sz is given (then
   every index must be in 1..sz[d]); T->n = 0 and T->m = nsz (or 0) for a file with
   no data line */
int nds_tns_read (const char *path, size_t chunk, const int64_t *sz, int64_t nsz,
                  nds_tns *T, nds_io_err *e);
/* subs (n-by-m column-major) and vals (n) of the entries in file order; frees the
   parsed records as it goes */
void nds_tns_emit (nds_tns *T, int64_t *subs, double *vals);
void nds_tns_free (nds_tns *T);
/* write the n entries (subs n-by-m column-major, 1-based; vals double) as .tns lines */
int nds_tns_write (const char *path, const int64_t *subs, const double *vals, int64_t n,
                   int64_t m, nds_io_err *e);
/* the same, the values printed to single precision when single (they are floats) */
int nds_tns_write_prec (const char *path, const int64_t *subs, const double *vals,
                        int64_t n, int64_t m, int single, nds_io_err *e);

/* ---- SVMlight / LibSVM (nds_io_svm.c) ---- */

/* what svmlightread found: n lines with a label and nnz features */
typedef struct {
  nds_io_parsed P;
  int64_t n, nnz;
  int64_t base;       /* 0 or 1: the index of the first feature */
  int64_t ncol;       /* columns of X */
  int has_qid;
} nds_svm;

/* parse an SVMlight file; zero_based is 0, 1 or -1 (auto: zero-based when some index
   is 0); ncol > 0 gives the number of features (a larger index is an error), 0 infers
   it from the largest index */
int nds_svm_read (const char *path, size_t chunk, int zero_based, int64_t ncol,
                  nds_svm *X, nds_io_err *e);
/* y and qid (n each; qid 0 where a line has none) and X as CSC arrays: colp
   (ncol+1), rowi and val (nnz each), rows ascending in each column */
int nds_svm_emit (const nds_svm *X, double *y, double *qid, int64_t *colp, int64_t *rowi,
                  double *val);
void nds_svm_free (nds_svm *X);
/* n samples to write: labels y, optional qid (NULL: none), and the rows of X given
   as the CSC arrays of its transpose (rowp n+1, col and val; 0-based columns
   ascending within each row), with the first feature numbered base (0 or 1) */
typedef struct {
  int64_t n;
  const double *y, *qid;
  const int64_t *rowp, *col;
  const double *val;
  int64_t base;
  int single;            /* 1: labels and values printed to single precision */
} nds_svm_out;
/* write the samples X as SVMlight lines */
int nds_svm_write (const char *path, const nds_svm_out *X, nds_io_err *e);

/* ---- MatrixMarket (nds_io_mm.c) ---- */

typedef enum { NDS_MM_REAL = 0, NDS_MM_INTEGER, NDS_MM_COMPLEX, NDS_MM_PATTERN } nds_mm_field;
typedef enum { NDS_MM_GENERAL = 0, NDS_MM_SYMMETRIC, NDS_MM_SKEW, NDS_MM_HERMITIAN } nds_mm_sym;

/* what mmread found */
typedef struct {
  nds_io_parsed P;
  int coord;               /* 1: coordinate, 0: array */
  nds_mm_field field;
  nds_mm_sym sym;
  int64_t rows, cols, entries;   /* as the header says */
  int64_t nmax;            /* coordinate: entries after the symmetric expansion */
  nds_io_buf comment;      /* the comment lines after the header, '%' removed */
} nds_mm;

/* parse a MatrixMarket file, checking the header and the number of entries */
int nds_mm_read (const char *path, size_t chunk, nds_mm *M, nds_io_err *e);
/* coordinate: CSC arrays colp (cols+1), rowi and val (room for M->nmax entries; two
   doubles each for complex fields, interleaved) with symmetric parts expanded,
   duplicates summed in file order (or-ed for pattern) and zeros dropped: *nnz of them */
int nds_mm_emit_csc (nds_mm *M, int64_t *colp, int64_t *rowi, double *val, int64_t *nnz);
/* array: the full rows-by-cols matrix A (column-major; two doubles per element for
   complex), symmetric parts expanded */
void nds_mm_emit_full (nds_mm *M, double *A);
void nds_mm_free (nds_mm *M);
/* a rows-by-cols matrix to write, of the given field: coordinate from CSC arrays
   (colp non-NULL; rowi, val: n entries), else array from the n values val in the
   file's order; two doubles per complex value, none for pattern; sym is what the
   banner says (the caller passes the triangle to write); comment lines (may be
   NULL) follow it */
typedef struct {
  int64_t rows, cols, n;
  const int64_t *colp, *rowi;
  const double *val;
  nds_mm_field field;
  nds_mm_sym sym;
  const char *comment;
  int single;            /* 1: values printed to single precision */
} nds_mm_out;
/* write the matrix A as a MatrixMarket file */
int nds_mm_write (const char *path, const nds_mm_out *A, nds_io_err *e);

#ifdef __cplusplus
}
#endif

#endif
