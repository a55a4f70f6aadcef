/* nds_einsum.c: which of the package's kernels a plain einsum spec spells */
#include <string.h>
#include "nds_contract.h"

/* whether c is an index letter (ASCII a-z, A-Z) */
static int is_letter (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* the place of letter c in the term t of n letters, -1 when absent */
static int place (const char *t, int n, char c)
{
  for (int k = 0; k < n; k++)
    if (t[k] == c) return k;
  return -1;
}

/* the kernel of a two-operand spec: the ndsparse's term tx (n letters), the
   factor's tf (nf letters, operand f), the output out (no letters) */
static void plan_pair (const char *tx, int n, const char *tf, int nf, int f,
                       const char *out, int no, nds_einsum_kernel *P)
{
  if (nf == 1)
    {
      int pos = place (tx, n, tf[0]);
      if (n < 2 || pos < 0 || no != n - 1) return;
      for (int k = 0, o = 0; k < n; k++)
        if (k != pos && out[o++] != tx[k]) return;
      P->kind = NDS_EK_TTV;
      P->pos = pos;
    }
  else if (nf == 2 && tf[0] != tf[1])
    {
      int in0 = place (tx, n, tf[0]) >= 0, in1 = place (tx, n, tf[1]) >= 0;
      if (in0 + in1 != 1 || no != n) return;
      char shared = in0 ? tf[0] : tf[1], fresh = in0 ? tf[1] : tf[0];
      int pos = place (tx, n, shared);
      for (int k = 0; k < n; k++)
        if (out[k] != (k == pos ? fresh : tx[k])) return;
      P->kind = NDS_EK_TTM;
      P->pos = pos;
      P->tr[0] = in0;            /* rows must be the new letter */
      P->fdim[0] = in0 ? 0 : 1;
    }
  else
    return;
  P->nf = 1;
  P->fac[0] = f;
  P->mode[0] = P->pos;
  if (P->kind == NDS_EK_TTV) P->fdim[0] = 0;
}

/* the mttkrp kernel of a spec of nops >= 3 terms (term k at lhs + at[k], len[k]
   letters), the ndsparse's term x, the output out (no letters) */
static void plan_mttkrp (const char *lhs, const int *at, const int *len, int nops, int x,
                         const char *out, int no, nds_einsum_kernel *P)
{
  const char *tx = lhs + at[x];
  int n = len[x], used[NDS_EINSUM_LETTERS] = { 0 }, nf = 0;
  char r = 0;
  if (no != 2 || nops - 1 != n - 1) return;
  for (int k = 0; k < nops; k++)
    {
      if (k == x) continue;
      const char *t = lhs + at[k];
      if (len[k] != 2) return;
      int p0 = place (tx, n, t[0]), p1 = place (tx, n, t[1]);
      if ((p0 >= 0) + (p1 >= 0) != 1) return;
      char fresh = p0 >= 0 ? t[1] : t[0];
      if (r && fresh != r) return;
      r = fresh;
      int d = p0 >= 0 ? p0 : p1;
      if (used[d]++) return;
      P->fac[nf] = k;
      P->mode[nf] = d;
      P->tr[nf] = p1 >= 0;       /* "rj": transposed to j-by-r */
      P->fdim[nf] = p0 >= 0 ? 0 : 1;
      nf++;
    }
  int m = 0;
  while (m < n && used[m]) m++;
  /* the output: the mode left and r, in either order */
  if (!((out[0] == tx[m] && out[1] == r) || (out[0] == r && out[1] == tx[m]))) return;
  P->kind = NDS_EK_MTTKRP;
  P->nf = nf;
  P->pos = m;
  P->trout = out[0] == r;
}

void nds_einsum_kernel_plan (const char *spec, size_t len, int nops, int x,
                             nds_einsum_kernel *P)
{
  memset (P, 0, sizeof (*P));
  P->kind = NDS_EK_NONE;
  if (nops < 2 || nops > NDS_EINSUM_LETTERS || x < 0 || x >= nops) return;
  /* one "->", letters and commas before it, letters after */
  size_t arrow = len;
  for (size_t k = 0; k + 1 < len; k++)
    if (spec[k] == '-' && spec[k + 1] == '>')
      {
        arrow = k;
        break;
      }
  if (arrow == len) return;
  int at[NDS_EINSUM_LETTERS + 1], tl[NDS_EINSUM_LETTERS + 1], nt = 0;
  at[0] = 0;
  for (size_t k = 0; k <= arrow; k++)
    {
      if (k < arrow && is_letter (spec[k])) continue;
      if (k < arrow && spec[k] != ',') return;
      if (nt == nops) return;
      tl[nt] = (int) k - at[nt];
      nt++;
      if (k < arrow) at[nt] = (int) k + 1;
    }
  if (nt != nops) return;
  const char *out = spec + arrow + 2;
  int no = (int) (len - arrow - 2);
  for (int k = 0; k < no; k++)
    if (!is_letter (out[k])) return;
  const char *tx = spec + at[x];
  int n = tl[x];
  if (n == 0 || n > NDS_EINSUM_LETTERS) return;
  for (int a = 0; a < n; a++)
    if (place (tx, a, tx[a]) >= 0) return;
  P->n = n;
  if (nops == 2)
    {
      int f = 1 - x;
      if (tl[f] > 0) plan_pair (tx, n, spec + at[f], tl[f], f, out, no, P);
    }
  else
    plan_mttkrp (spec, at, tl, nops, x, out, no, P);
  if (P->kind == NDS_EK_NONE) P->n = 0;
}
