## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{y} =} mpiallreduce (@var{x})
## @deftypefnx {ndsparse} {@var{y} =} mpiallreduce (@var{x}, @var{op})
## Combine @var{x} element by element across every MPI rank; every rank gets the result.
##
## @var{x} is a full real double or int64 array of the same size on every rank
## (logical and other real numeric classes are taken as double); @var{op} is
## @code{"sum"} (the default), @code{"max"}, @code{"min"} or @code{"prod"}.
## @var{y} has the size of @var{x}, and is double unless @var{x} is int64.  A
## different number of elements on some rank is an error on every rank
## (@code{ndsparse:mpiallreduce}).
##
## @example
## @group
## total = mpiallreduce (mpirank ());          # 0 + 1 + ... + P-1 on every rank
## worst = mpiallreduce ([1 2 3] * mpirank (), "max");
## @end group
## @end example
## @seealso{mpirank, mpisize, mpibarrier}
## @end deftypefn

function y = mpiallreduce (x, op = "sum")
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  __ndsmpi_have__ ("mpiallreduce");
  if (! ((isnumeric (x) || islogical (x)) && isreal (x)) || issparse (x))
    error ("ndsparse:mpiallreduce",
           "mpiallreduce: X must be a full real numeric or logical array");
  endif
  ops = {"sum", "max", "min", "prod"};
  k = [];
  if (ischar (op) && isrow (op))
    k = find (strcmpi (op, ops));
  endif
  if (isempty (k))
    error ("ndsparse:mpiallreduce",
           "mpiallreduce: OP must be \"sum\", \"max\", \"min\" or \"prod\"");
  endif
  ## the same element count everywhere, or an error on every rank (never a hang or a
  ## truncated reduction)
  n = __ndsmpi__ ("allreduce", [numel(x), -numel(x)], 1, 0);
  if (n(1) != -n(2))
    error ("ndsparse:mpiallreduce",
           "mpiallreduce: X has %d elements on some rank and %d on another; give every rank the same size",
           -n(2), n(1));
  endif
  if (! isa (x, "int64"))
    x = double (x);
  endif
  y = __ndsmpi__ ("allreduce", x, k - 1, 0);
endfunction

%!test
%! P = mpisize ();
%! x = [1 -2; 3 4.5];
%! assert (mpiallreduce (x), P * x);
%! assert (mpiallreduce (x, "max"), x);
%! assert (mpiallreduce (x, "MIN"), x);
%! assert (mpiallreduce (x, "prod"), x .^ P);
%!test
%! y = mpiallreduce (int64 ([2^62 1]), "max");
%! assert (class (y), "int64");
%! assert (y, int64 ([2^62 1]));
%!assert (mpiallreduce (true (1, 2)), mpisize () * [1 1])
%!assert (mpiallreduce (single (2)), 2 * mpisize ())
%!assert (size (mpiallreduce (zeros (0, 3))), [0 3])
%!assert (size (mpiallreduce (ones (2, 3, 4))), [2 3 4])
%!error <Invalid call> mpiallreduce ()
%!error id=ndsparse:mpiallreduce mpiallreduce ("abc")
%!error id=ndsparse:mpiallreduce mpiallreduce (1i)
%!error id=ndsparse:mpiallreduce mpiallreduce (sparse (1))
%!error id=ndsparse:mpiallreduce mpiallreduce (1, "avg")
%!error id=ndsparse:mpiallreduce mpiallreduce (1, 2)
