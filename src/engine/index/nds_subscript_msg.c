/* nds_subscript_msg.c: every index error message, in Octave's words */
#include <stdio.h>
#include "nds_index.h"

/* "_,v,_": subscript pos among nsub in Octave's index messages, v its text */
static size_t position (char *buf, size_t n, int64_t pos, int64_t nsub, const char *v)
{
  size_t at = 0;
  for (int64_t p = 0; p < nsub && at + 2 < n; p++)
    at += (size_t) snprintf (buf + at, n - at, "%s%s", p ? "," : "", p == pos ? v : "_");
  return at;
}

/* a size as "2x3x4" */
static void size_text (char *buf, size_t n, const int64_t *d, int64_t nd)
{
  size_t at = 0;
  buf[0] = 0;
  for (int64_t k = 0; k < nd && at + 24 < n; k++)
    at += (size_t) snprintf (buf + at, n - at, "%s%lld", k ? "x" : "", (long long) d[k]);
}

/* the message of e in Octave's words, into buf (n bytes) */
void nds_ix_message (const nds_ixerr *e, char *buf, size_t n)
{
  char where[512], v[64], a[512], b[512];
  if (isnan (e->value))
    snprintf (v, sizeof v, "NaN");
  else if (isinf (e->value))
    snprintf (v, sizeof v, "%sInf", e->value < 0 ? "-" : "");
  else if (e->value == floor (e->value) && fabs (e->value) < 1e18)
    snprintf (v, sizeof v, "%lld", (long long) e->value);
  else
    snprintf (v, sizeof v, "%g", e->value);
  switch (e->code)
    {
    case NDS_IXE_BADIDX:
      position (where, sizeof where, e->pos, e->nsub, v);
      snprintf (buf, n, "index (%s): subscripts must be either integers 1 to (2^63)-1 or logicals",
                where);
      return;
    case NDS_IXE_CLASS:
      position (where, sizeof where, -1, e->nsub, "");
      snprintf (buf, n, "index (%s): subscripts must be numeric, logical or ':', not %s", where,
                e->cls ? e->cls : "this class");
      return;
    case NDS_IXE_COMPLEX:
      position (where, sizeof where, -1, e->nsub, "");
      snprintf (buf, n, "index (%s): subscripts must be real (forgot to initialize i or j?)",
                where);
      return;
    case NDS_IXE_BOUND:
      position (where, sizeof where, e->pos, e->nsub, v);
      snprintf (buf, n, "index (%s): out of bound; value %s out of bound %lld", where, v,
                (long long) e->bound);
      return;
    case NDS_IXE_FOLD:
      snprintf (buf, n,
                "index: with %lld subscripts the folded dimensions of a %s tensor have more "
                "than 2^53 elements; give one subscript per dimension",
                (long long) e->nsub, e->shape);
      return;
    case NDS_IXE_NONCONFORM:
      size_text (a, sizeof a, e->d1, e->n1);
      size_text (b, sizeof b, e->d2, e->n2);
      snprintf (buf, n, "=: nonconformant arguments (op1 is %s, op2 is %s)", a, b);
      return;
    case NDS_IXE_RESIZE:
      snprintf (buf, n, "Invalid resizing operation or ambiguous assignment to an "
                        "out-of-bounds array element");
      return;
    case NDS_IXE_SIZE:
      snprintf (buf, n, "subsasgn: index %s would make dimension %lld of size 2^53 or more",
                v, (long long) e->pos + 1);
      return;
    case NDS_IXE_DEL_NONE:
      snprintf (buf, n, "subsasgn: A() = [] is not a valid deletion");
      return;
    case NDS_IXE_DEL_MULTI:
      snprintf (buf, n, "a null assignment can only have one non-colon index");
      return;
    case NDS_IXE_DEL_DIM:
      snprintf (buf, n, "invalid dimension in delete_elements");
      return;
    case NDS_IXE_DEL_BOUND:
      snprintf (buf, n, "%s: index out of bounds: value %s out of bound %lld",
                e->pos < 0 ? "A(I) = []" : "A(..,I,..) = []", v, (long long) e->bound);
      return;
    case NDS_IXE_TOOMANY:
      snprintf (buf, n, "index: at most %d subscripts and dimensions are supported",
                NDS_MAXSUB);
      return;
    case NDS_IXE_VIEW_KIND:
      snprintf (buf, n, "view: index %lld must be nd.all, nd.interval, nd.point, nd.newaxis, "
                        "nd.specified, \":\" or numeric", (long long) e->pos + 1);
      return;
    case NDS_IXE_VIEW_MANY:
      snprintf (buf, n, "view: too many indices: T has %lld dimensions (nd.newaxis does "
                        "not count)", (long long) e->bound);
      return;
    case NDS_IXE_VIEW_BOUND:
      snprintf (buf, n, "view: index %lld: out of bound; value %s out of bound %lld",
                (long long) e->pos + 1, v, (long long) e->bound);
      return;
    case NDS_IXE_VIEW_POINT:
      snprintf (buf, n, "nd.point: K must be a positive integer");
      return;
    case NDS_IXE_NONE:
      break;
    }
  snprintf (buf, n, "index: invalid index");
}

/* the identifier of e */
const char *nds_ix_id (const nds_ixerr *e)
{
  switch (e->code)
    {
    case NDS_IXE_FOLD: return "ndsparse:toolarge";
    case NDS_IXE_SIZE: return "ndsparse:size";
    default: return "ndsparse:index";
    }
}
