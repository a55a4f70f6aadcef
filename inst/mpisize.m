## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{P} =} mpisize ()
## The number of MPI ranks of the job (1 without @command{mpirun}).
##
## @example
## @group
## if (mpirank () == 0)
##   printf ("%d ranks\n", mpisize ());
## endif
## @end group
## @end example
## @seealso{mpirank, mpibarrier, mpiallreduce}
## @end deftypefn

function P = mpisize ()
  if (nargin != 0)
    print_usage ();
  endif
  __ndsmpi_have__ ("mpisize");
  P = __ndsmpi__ ("size");
endfunction

%!assert (mpisize () >= 1)
%!error <called with too many inputs> mpisize (1)
