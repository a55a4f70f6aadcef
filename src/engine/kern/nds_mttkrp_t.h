/* nds_mttkrp_t.h: mttkrp's real block kernel over NDS_T values and factor rows, named
   by NDS_NAME: included once for double (mttkrp_block) and once for float
   (mttkrp_block_f), then NDS_T and NDS_NAME undefined */

/* P (row-major rows-by-R doubles) += the products of entries lo..hi-1, each product
   and sum in double (a float read as the double it is); od[0..no-1] are the dims
   other than mode */
NDS_WIDE static void NDS_NAME (mttkrp_block) (const int64_t *s, const NDS_T *x, int64_t n,
                                              const NDS_T *const *W, int64_t R,
                                              int64_t mode, const int64_t *od, int64_t no,
                                              int64_t lo, int64_t hi,
                                              double *restrict tmp, double *restrict P)
{
  const int64_t *sm = s + mode * n, rb = R * (int64_t) sizeof (NDS_T);
  if (no == 2)
    {
      /* the 3-D case in one fused loop */
      const int64_t *s0 = s + od[0] * n, *s1 = s + od[1] * n;
      const NDS_T *W0 = W[od[0]], *W1 = W[od[1]];
      for (int64_t e = lo; e < hi; e++)
        {
          const int64_t f = e + PF < hi ? e + PF : e;
          fetch_entry (W0, W1, P, s0[f], s1[f], sm[f], rb, R * (int64_t) sizeof (double));
          const NDS_T *restrict w0 = W0 + R * (s0[e] - 1);
          const NDS_T *restrict w1 = W1 + R * (s1[e] - 1);
          double *restrict pr = P + R * (sm[e] - 1);
          const double v = x[e];
          #pragma omp simd
          for (int64_t r = 0; r < R; r++) pr[r] += v * w0[r] * w1[r];
        }
      return;
    }
  for (int64_t e = lo; e < hi; e++)
    {
      const int64_t f = e + PF < hi ? e + PF : e;
      for (int64_t k = 0; k < no; k++)
        fetch_row (W[od[k]] + R * (s[f + od[k] * n] - 1), rb, 0);
      fetch_row (P + R * (sm[f] - 1), R * (int64_t) sizeof (double), 1);
      for (int64_t r = 0; r < R; r++) tmp[r] = x[e];
      for (int64_t k = 0; k < no; k++)
        {
          const NDS_T *restrict w = W[od[k]] + R * (s[e + od[k] * n] - 1);
          #pragma omp simd
          for (int64_t r = 0; r < R; r++) tmp[r] *= w[r];
        }
      double *restrict pr = P + R * (sm[e] - 1);
      #pragma omp simd
      for (int64_t r = 0; r < R; r++) pr[r] += tmp[r];
    }
}

#undef NDS_T
#undef NDS_NAME
