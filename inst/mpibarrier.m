## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} mpibarrier ()
## Wait until every MPI rank of the job has called @code{mpibarrier}.
##
## @example
## @group
## mpibarrier ();   # every rank is past this line only when all have reached it
## @end group
## @end example
## @seealso{mpirank, mpisize, mpiallreduce}
## @end deftypefn

function mpibarrier ()
  if (nargin != 0)
    print_usage ();
  endif
  __ndsmpi_have__ ("mpibarrier");
  __ndsmpi__ ("barrier");
endfunction

%!test
%! mpibarrier ();
%!error <called with too many inputs> mpibarrier (1)
