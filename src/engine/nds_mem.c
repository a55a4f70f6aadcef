/* nds_mem.c: checked allocation, so callers test one NULL and never overflow a size */
#include <stdlib.h>
#include <stdint.h>
#include "nds.h"

/* p = malloc (n*size), NULL on overflow or failure; never NULL for n == 0 */
void *nds_malloc (size_t n, size_t size)
{
  if (size && n > SIZE_MAX / size) return NULL;
  return malloc ((n ? n : 1) * (size ? size : 1));
}

/* p = calloc (n, size), NULL on failure; never NULL for n == 0 */
void *nds_calloc (size_t n, size_t size)
{
  return calloc (n ? n : 1, size ? size : 1);
}

void nds_free (void *p)
{
  free (p);
}

/* bytes of one value of type vt */
size_t nds_vsize (nds_vtype vt)
{
  return vt == NDS_LOGICAL ? 1 : sizeof (double);
}
