/* nds_config.c: the dense-result policy the process runs with, the memory free, and
   the processor's own paths turned off for tests */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "nds.h"

/* set by ndsparse_config from Octave's one thread, read by the dense checks */
static nds_config config = {134217728.0, NDS_DENSE_ERROR};

/* set by the tests between calls, read by the kernels that choose a path */
static int portable = 0;

/* the policy in force */
const nds_config *nds_config_get (void)
{
  return &config;
}

/* the policy becomes *c */
void nds_config_set (const nds_config *c)
{
  config = *c;
}

/* bytes of memory available now (/proc/meminfo's MemAvailable), or +Inf */
double nds_mem_available (void)
{
  FILE *f = fopen ("/proc/meminfo", "r");
  char key[64];
  double kb;
  double bytes = INFINITY;
  if (!f)
    return bytes;
  while (fscanf (f, "%63s %lf%*[^\n]", key, &kb) == 2)
    if (strcmp (key, "MemAvailable:") == 0)
      {
        bytes = kb * 1024;
        break;
      }
  fclose (f);
  return bytes;
}

/* 1 when the hand-written AVX-512 code may run (a flag, and libgcc's record of the
   processor that __builtin_cpu_init filled at load time: no CPUID a call) */
int nds_cpu_avx512f (void)
{
#if defined(__x86_64__) && defined(__GNUC__)
  return !portable && __builtin_cpu_supports ("avx512f");
#else
  return 0;
#endif
}

/* 1 when the hand-written AVX2 code may run (as nds_cpu_avx512f) */
int nds_cpu_avx2 (void)
{
#if defined(__x86_64__) && defined(__GNUC__)
  return !portable && __builtin_cpu_supports ("avx2");
#else
  return 0;
#endif
}

/* the processor's own paths off (on != 0) or as it allows; the setting before */
int nds_cpu_portable (int on)
{
  const int before = portable;
  portable = on != 0;
  return before;
}
