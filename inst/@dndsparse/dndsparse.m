## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{D} =} dndsparse (@var{T})
## @deftypefnx {ndsparse} {@var{D} =} dndsparse (@var{T}, "coarse")
## A tensor distributed over the MPI ranks of the job; called on every rank, with
## rank 0's ndsparse @var{T} (the other ranks' argument is ignored).
##
## Each rank holds its block of the nonzeros as an ordinary ndsparse of the full size
## (@code{local (D)}) and the decomposition.  The default is SPLATT's medium-grained
## decomposition: the ranks form a grid P1 x P2 x @dots{} x PN (the prime factors of
## P, largest first, each given to the mode with the most indices per part that can
## still be split that finely), each mode is cut into Pn contiguous index ranges
## holding about the same number of nonzeros, and a nonzero belongs to the rank of
## its ranges.  A factor of P no mode can take leaves ranks idle: they hold no
## nonzeros but join every operation.  @code{"coarse"} cuts only the longest mode,
## into min (P, its length) ranges (a 1-D split).
##
## Methods: @code{size}, @code{ndims}, @code{nnz}, @code{norm}, @code{innerprod},
## @code{ttv}, @code{mttkrp}, @code{sum} along modes, @code{collect} (to rank 0),
## @code{local}, @code{cp_als}, and @code{grid}, which returns the decomposition.
## Every method is collective: every rank calls it, in the same order.  Results that
## are small (scalars, a factor-sized matrix, a tensor of lower order) are returned
## whole on every rank.  A single @var{T} gives single blocks and single results
## (the values move between ranks as doubles, exactly; sums across ranks are taken
## in double and rounded once).
##
## @example
## @group
## ## mpirun -np 4 octave-cli script.m, with script.m:
## T = [];
## if (mpirank () == 0)
##   T = ndsprand ([40 30 20], 0.05);
## endif
## D = dndsparse (T);
## printf ("rank %d holds %d of %d nonzeros\n", mpirank (), nnz (local (D)), nnz (D));
## @end group
## @end example
## @seealso{distribute, collect, local, dtnsread, mpirank}
## @end deftypefn

function D = dndsparse (T, mode)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  endif
  [~, T] = __nds_real_only__ ("dndsparse", T);
  __ndsmpi_have__ ("dndsparse");
  coarse = false;
  if (nargin == 2)
    if (! (ischar (mode) && strcmpi (mode, "coarse")))
      error ("ndsparse:dndsparse", "dndsparse: the option must be \"coarse\"");
    endif
    coarse = true;
  endif
  me = __ndsmpi__ ("rank");
  if (isstruct (T) && isfield (T, "dnds_entries"))
    ## internal (dtnsread): every rank brings entries of its own, int64 subs m-by-N;
    ## single blocks rounded after the owners summed the duplicates, as tnsread's
    D = dnds_build (T.subs, T.vals, T.sz, coarse, false);
    if (T.single)
      D.T = single (D.T);
    endif
    return;
  endif
  ## rank 0 checks its argument; every rank learns the outcome (no rank is left waiting)
  ok = 1;
  if (me == 0 && ! isa (T, "ndsparse"))
    ok = 0;
  endif
  if (__ndsmpi__ ("allreduce", ok, 2, 0) == 0)
    error ("ndsparse:dndsparse", "dndsparse: T on rank 0 must be an ndsparse");
  endif
  sgl = 0;                     # rank 0's class, for every rank
  if (me == 0)
    sgl = double (isa (T, "single"));
  endif
  sgl = __ndsmpi__ ("bcast", sgl, 0, 0);
  sz = [];
  if (me == 0)
    info = viewinfo (T);
    sz = info.shape;           # trailing singleton modes kept, as T's kernels see them
    [subs, vals] = dnds_entries (T, numel (sz));
  endif
  sz = __ndsmpi__ ("bcast", sz, 0, 0);
  if (me != 0)
    subs = zeros (0, numel (sz), "int64");
    vals = zeros (0, 1);
  endif
  D = dnds_build (subs, vals, sz, coarse, true);
  if (sgl)
    D.T = single (D.T);
  endif
endfunction

## the decomposition of the tensor whose entries are spread over the ranks (rank r
## holds subs and vals), the entries moved to their owners, as a dndsparse
function D = dnds_build (subs, vals, sz, coarse, root_only)
  P = __ndsmpi__ ("size");
  me = __ndsmpi__ ("rank");
  N = numel (sz);
  ## the nonzeros per index of every mode, over every rank
  hist = cell (1, N);
  for n = 1:N
    h = accumarray (double (subs(:, n)), 1, [sz(n), 1]);
    if (! root_only)
      h = __ndsmpi__ ("allreduce", h, 0, 0);
    endif
    hist{n} = h;
  endfor
  if (root_only)
    head = [];
    if (me == 0)
      head = dnds_decompose (hist, sz, P, coarse);
    endif
    head = __ndsmpi__ ("bcast", head, 0, 0);
  else
    head = dnds_decompose (hist, sz, P, coarse);
  endif
  dims = head(1:N);
  bounds = head(N+1:end);
  owner = __ndsmpi__ ("owner", subs, dims, bounds);
  [owner, o] = sort (owner);
  counts = accumarray (owner + 1, 1, [P, 1]).';
  [s, c] = __ndsmpi__ ("alltoallv", subs(o, :).', counts, 0);
  x = __ndsmpi__ ("alltoallv", vals(o).', counts, 0);
  D.sz = sz;
  D.dims = dims;
  D.bounds = mat2cell (bounds, 1, dims + 1);
  D.used = prod (dims);
  D.coarse = coarse;
  D.rank = me;
  D.nranks = P;
  if (me < D.used)
    D.coords = dnds_coords (me, dims);
  else
    D.coords = [];
  endif
  D.T = ndsparse (s.', x.', sz);
  D = class (D, "dndsparse");
endfunction

## the grid and the concatenated ranges, [dims, bounds]
function head = dnds_decompose (hist, sz, P, coarse)
  N = numel (sz);
  dims = __ndsmpi__ ("grid", P, sz, coarse);
  head = dims;
  for n = 1:N
    if (sz(n) == 0)
      head = [head, 0, 0];
    else
      head = [head, __ndsmpi__("bounds", hist{n}, dims(n))];
    endif
  endfor
endfunction

%!test
%! T = ndsparse ([1 2 3; 2 1 1; 4 4 2], [1; -2; 3], [4 4 3]);
%! D = dndsparse (T);
%! assert (class (D), "dndsparse");
%! assert (size (D), [4 4 3]);
%! assert (nnz (D), 3);
%! if (mpisize () == 1)
%!   assert (isequal (local (D), T));
%! endif
%!test
%! D = dndsparse (ndsparse ([], [], [0 3]));
%! assert (size (D), [0 3]);
%! assert (nnz (D), 0);
%!test
%! D = dndsparse (ndsparse ([1 1], 5, [1 1]), "coarse");
%! assert (nnz (D), 1);
%!error id=ndsparse:dndsparse dndsparse (3)
%!error id=ndsparse:dndsparse dndsparse (ndsparse ([1 1], 1), "fine")
%!error <Invalid call> dndsparse ()

%!test
%! ## a single tensor: single blocks and results (sums across ranks rounded once)
%! T = ndsparse ([1 1 1; 2 3 2; 2 1 1], single ([1.5; -2; 1/3]), [2 3 2]);
%! D = dndsparse (T);
%! assert (isa (local (D), "single"));
%! C = collect (D);
%! assert (isa (C, "single") && isequal (full (C), full (T)));
%! assert (class (norm (D)), "single");
%! assert (double (norm (D)), norm (double (T)), 4 * eps ("single") * 3);
%! assert (class (full (sum (D, 3))), "single");
%! assert (full (sum (D, 3)), full (sum (T, 3)));
%! assert (class (innerprod (D, full (T))), "single");
