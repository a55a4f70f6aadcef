/* nds_axpy_z.h: the complex multiply-add of ttm's fibers, shared with the chunked
   reduction along a mode (nds_mode_reduce.c), so that both sum the same bits */
#ifndef NDS_AXPY_Z_H
#define NDS_AXPY_Z_H
#include <stdint.h>

/* yg[j] += v * M(j, i) for j < J over complex pairs (column Mc of M), no conjugation;
   v and M real when their flag is 0 (always inline: one loop per combination) */
static inline __attribute__ ((always_inline)) void
axpy_z (double *restrict yg, double vr, double vi, const double *restrict Mc, int64_t J,
        int xc, int mc)
{
  if (xc && mc)
    for (int64_t j = 0; j < J; j++)
      {
        const double mr = Mc[2 * j], mi = Mc[2 * j + 1];
        yg[2 * j] += vr * mr - vi * mi;
        yg[2 * j + 1] += vr * mi + vi * mr;
      }
  else if (xc)
    for (int64_t j = 0; j < J; j++)
      {
        yg[2 * j] += vr * Mc[j];
        yg[2 * j + 1] += vi * Mc[j];
      }
  else
    for (int64_t j = 0; j < J; j++)
      {
        yg[2 * j] += vr * Mc[2 * j];
        yg[2 * j + 1] += vr * Mc[2 * j + 1];
      }
}

#endif
