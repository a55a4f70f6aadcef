/* nds_mttkrp_t.h: mttkrp's real and complex block kernels over NDS_T values and
   factor rows, and the complex factors' row-major copy, named by NDS_NAME: included
   once for double (mttkrp_block, mttkrp_block_z, rows_major_z) and once for float
   (mttkrp_block_f, ..._z_f, ..._z_f), then NDS_T, NDS_NAME and the real 3-D loop's
   NDS_SIMD3 (see nds_mttkrp.c) undefined.  Each product and sum in
   NDS_T: a float lane in float, as Octave's single arrays */

/* ask for the rows of len NDS_T of entry f of a 3-D tensor: its partial result row
   in P (subscripts sm) to be written, its factor rows in W0 and W1 (s0, s1) */
static inline __attribute__ ((always_inline)) void
NDS_NAME (fetch3) (const int64_t *sm, const int64_t *s0, const int64_t *s1, int64_t f,
                   const NDS_T *P, const NDS_T *W0, const NDS_T *W1, int64_t len)
{
  const int64_t bytes = len * (int64_t) sizeof (NDS_T);
  fetch_row (P + len * (sm[f] - 1), bytes, 1);
  fetch_row (W0 + len * (s0[f] - 1), bytes, 0);
  fetch_row (W1 + len * (s1[f] - 1), bytes, 0);
}

/* P (row-major rows-by-R NDS_T) += the products of entries lo..hi-1 of a 3-D tensor,
   sm its mode's subscripts, s0 and s1 the others' with factor rows W0 and W1; the
   rows of the entry PF ahead asked for when ahead (a constant where inlined) */
static inline __attribute__ ((always_inline)) void
NDS_NAME (block3) (const int64_t *sm, const int64_t *s0, const int64_t *s1, const NDS_T *x,
                   const NDS_T *W0, const NDS_T *W1, int64_t R, int64_t lo, int64_t hi,
                   int ahead, NDS_T *restrict P)
{
  for (int64_t e = lo; e < hi; e++)
    {
      if (ahead) NDS_NAME (fetch3) (sm, s0, s1, e + PF < hi ? e + PF : e, P, W0, W1, R);
      const NDS_T *restrict w0 = W0 + R * (s0[e] - 1);
      const NDS_T *restrict w1 = W1 + R * (s1[e] - 1);
      NDS_T *restrict pr = P + R * (sm[e] - 1);
      const NDS_T v = x[e];
      NDS_SIMD3
      for (int64_t r = 0; r < R; r++) pr[r] += v * w0[r] * w1[r];
    }
}

/* the same in complex arithmetic: P, W0 and W1 rows of 2R NDS_T (R real parts, then
   R imaginary ones), x complex pairs when xc, else real; no conjugation */
static inline __attribute__ ((always_inline)) void
NDS_NAME (block3_z) (const int64_t *sm, const int64_t *s0, const int64_t *s1,
                     const NDS_T *x, int xc, const NDS_T *W0, const NDS_T *W1, int64_t R,
                     int64_t lo, int64_t hi, int ahead, NDS_T *restrict P)
{
  const int64_t R2 = 2 * R;
  for (int64_t e = lo; e < hi; e++)
    {
      if (ahead) NDS_NAME (fetch3) (sm, s0, s1, e + PF < hi ? e + PF : e, P, W0, W1, R2);
      const NDS_T *restrict ar = W0 + R2 * (s0[e] - 1), *restrict ai = ar + R;
      const NDS_T *restrict br = W1 + R2 * (s1[e] - 1), *restrict bi = br + R;
      NDS_T *restrict pr = P + R2 * (sm[e] - 1), *restrict pi = pr + R;
      const NDS_T vr = xc ? x[2 * e] : x[e], vi = xc ? x[2 * e + 1] : 0;
      #pragma omp simd
      for (int64_t r = 0; r < R; r++)
        {
          const NDS_T a = ar[r], b = ai[r], c = br[r], d = bi[r];
          const NDS_T cr = a * c - b * d;
          const NDS_T ci = a * d + b * c;
          pr[r] += vr * cr - vi * ci;
          pi[r] += vr * ci + vi * cr;
        }
    }
}

/* P (row-major rows-by-R NDS_T) += the products of entries lo..hi-1; od[0..no-1]
   are the dims other than mode */
NDS_WIDE static void NDS_NAME (mttkrp_block) (const int64_t *s, const NDS_T *x, int64_t n,
                                              const NDS_T *const *W, int64_t R,
                                              int64_t mode, const int64_t *od, int64_t no,
                                              int64_t lo, int64_t hi, int ahead,
                                              NDS_T *restrict tmp, NDS_T *restrict P)
{
  const int64_t *sm = s + mode * n, rb = R * (int64_t) sizeof (NDS_T);
  if (no == 2)
    {
      /* the 3-D case in one fused loop, as two: asking for rows ahead and not */
      const int64_t *s0 = s + od[0] * n, *s1 = s + od[1] * n;
      if (ahead)
        NDS_NAME (block3) (sm, s0, s1, x, W[od[0]], W[od[1]], R, lo, hi, 1, P);
      else
        NDS_NAME (block3) (sm, s0, s1, x, W[od[0]], W[od[1]], R, lo, hi, 0, P);
      return;
    }
  for (int64_t e = lo; e < hi; e++)
    {
      const int64_t f = e + PF < hi ? e + PF : e;
      for (int64_t k = 0; k < no; k++)
        fetch_row (W[od[k]] + R * (s[f + od[k] * n] - 1), rb, 0);
      fetch_row (P + R * (sm[f] - 1), rb, 1);
      for (int64_t r = 0; r < R; r++) tmp[r] = x[e];
      for (int64_t k = 0; k < no; k++)
        {
          const NDS_T *restrict w = W[od[k]] + R * (s[e + od[k] * n] - 1);
          #pragma omp simd
          for (int64_t r = 0; r < R; r++) tmp[r] *= w[r];
        }
      NDS_T *restrict pr = P + R * (sm[e] - 1);
      #pragma omp simd
      for (int64_t r = 0; r < R; r++) pr[r] += tmp[r];
    }
}

/* P (rows of 2R NDS_T: R real parts, then R imaginary ones) += the complex products
   of entries lo..hi-1 (x complex pairs when xc, else real); W[d] rows of 2R the same
   way; no conjugation.  tmp holds 2R. */
NDS_WIDE static void NDS_NAME (mttkrp_block_z) (const int64_t *s, const NDS_T *x, int xc,
                                                int64_t n, const NDS_T *const *W, int64_t R,
                                                int64_t mode, const int64_t *od, int64_t no,
                                                int64_t lo, int64_t hi, int ahead,
                                                NDS_T *restrict tmp, NDS_T *restrict P)
{
  const int64_t *sm = s + mode * n, R2 = 2 * R, zb = R2 * (int64_t) sizeof (NDS_T);
  if (no == 2)
    {
      /* the 3-D case in one fused loop, as two: asking for rows ahead and not */
      const int64_t *s0 = s + od[0] * n, *s1 = s + od[1] * n;
      if (ahead)
        NDS_NAME (block3_z) (sm, s0, s1, x, xc, W[od[0]], W[od[1]], R, lo, hi, 1, P);
      else
        NDS_NAME (block3_z) (sm, s0, s1, x, xc, W[od[0]], W[od[1]], R, lo, hi, 0, P);
      return;
    }
  for (int64_t e = lo; e < hi; e++)
    {
      const int64_t f = e + PF < hi ? e + PF : e;
      for (int64_t k = 0; k < no; k++)
        fetch_row (W[od[k]] + R2 * (s[f + od[k] * n] - 1), zb, 0);
      fetch_row (P + R2 * (sm[f] - 1), zb, 1);
      const NDS_T vr = xc ? x[2 * e] : x[e], vi = xc ? x[2 * e + 1] : 0;
      NDS_T *restrict tr = tmp, *restrict ti = tmp + R;
      for (int64_t r = 0; r < R; r++)
        {
          tr[r] = vr;
          ti[r] = vi;
        }
      for (int64_t k = 0; k < no; k++)
        {
          const NDS_T *restrict wr = W[od[k]] + R2 * (s[e + od[k] * n] - 1), *restrict wi = wr + R;
          #pragma omp simd
          for (int64_t r = 0; r < R; r++)
            {
              const NDS_T a = tr[r] * wr[r] - ti[r] * wi[r];
              ti[r] = tr[r] * wi[r] + ti[r] * wr[r];
              tr[r] = a;
            }
        }
      NDS_T *restrict pr = P + R2 * (sm[e] - 1), *restrict pi = pr + R;
      #pragma omp simd
      for (int64_t r = 0; r < R; r++)
        {
          pr[r] += tr[r];
          pi[r] += ti[r];
        }
    }
}

/* rows of 2R (R real parts, then R imaginary ones) of the I-by-R column-major U,
   complex pairs when uc, else real (imaginary parts 0); nds_free it, NULL: no memory */
static NDS_T *NDS_NAME (rows_major_z) (const NDS_T *U, int uc, int64_t I, int64_t R)
{
  NDS_T *W = nds_malloc_lines ((size_t) (2 * I * R) + 1, sizeof (NDS_T));
  if (!W) return NULL;
  /* 0.65 ns an element written (perf: 115 us for 10000 + 1000 rows, R = 8, one thread) */
  const int nt = nds_team_ns (2 * I * R, 0.65);
  NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(static),
    for (int64_t i = 0; i < I; i++)
      for (int64_t r = 0; r < R; r++)
        {
          W[2 * R * i + r] = uc ? U[2 * (i + I * r)] : U[i + I * r];
          W[2 * R * i + R + r] = uc ? U[2 * (i + I * r) + 1] : 0;
        });
  return W;
}

#undef NDS_T
#undef NDS_NAME
#undef NDS_SIMD3
