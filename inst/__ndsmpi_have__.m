## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} __ndsmpi_have__ (@var{fn})
## Internal: error @code{ndsparse:nompi}, naming @var{fn}, when the package was built
## without MPI (no @file{__ndsmpi__} oct-file: Debian's libopenmpi-dev was missing).
## @end deftypefn

function __ndsmpi_have__ (fn)
  persistent have = [];
  if (isempty (have))
    have = exist ("__ndsmpi__") == 3;
  endif
  if (! have)
    error ("ndsparse:nompi",
           "%s: ndsparse was built without MPI; install libopenmpi-dev and openmpi-bin, then reinstall the package",
           fn);
  endif
endfunction

%!test
%! __ndsmpi_have__ ("test");   # the package under test is built with MPI
