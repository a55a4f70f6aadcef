/* nds_config.c: the dense-result policy the process runs with, and the memory free */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "nds.h"

/* set by ndsparse_config from Octave's one thread, read by the dense checks */
static nds_config config = {134217728.0, NDS_DENSE_ERROR};

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
