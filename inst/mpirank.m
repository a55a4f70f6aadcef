## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{r} =} mpirank ()
## This process's rank among the MPI ranks of the job, 0-based as MPI numbers them.
##
## ndsparse runs SPMD: @code{mpirun -np P octave-cli script.m} starts one Octave per
## rank, each running the same script.  MPI is initialized by the first call of any
## MPI function of the package and finalized when Octave exits; an Octave that exits
## with an error (an uncaught error in the script) ends the whole job instead, so no
## other rank waits for it.  Without @command{mpirun}, Octave is a job of one rank.
##
## @example
## @group
## r = mpirank ();
## printf ("rank %d of %d\n", r, mpisize ());
## @end group
## @end example
## @seealso{mpisize, mpibarrier, mpiallreduce, dndsparse}
## @end deftypefn

function r = mpirank ()
  if (nargin != 0)
    print_usage ();
  endif
  __ndsmpi_have__ ("mpirank");
  r = __ndsmpi__ ("rank");
endfunction

%!assert (mpirank () >= 0 && mpirank () < mpisize ())
%!assert (mpirank (), fix (mpirank ()))
%!error <called with too many inputs> mpirank (1)
