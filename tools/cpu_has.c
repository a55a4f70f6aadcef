/* cpu_has.c: exit status 0 when this processor runs code built with -march=ARG
   (x86-64, x86-64-v2, x86-64-v3, x86-64-v4), as target_clones' resolver decides; 1
   when it does not, 2 for another ARG.  make check-engine skips the tests of an
   NDS_WIDE clone the processor cannot run */
#include <string.h>

int main (int argc, char **argv)
{
  __builtin_cpu_init ();
  if (argc != 2) return 2;
  const char *a = argv[1];
  if (!strcmp (a, "x86-64")) return 0;
  if (!strcmp (a, "x86-64-v2")) return !__builtin_cpu_supports ("x86-64-v2");
  if (!strcmp (a, "x86-64-v3")) return !__builtin_cpu_supports ("x86-64-v3");
  if (!strcmp (a, "x86-64-v4")) return !__builtin_cpu_supports ("x86-64-v4");
  return 2;
}
