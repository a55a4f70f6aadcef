## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

classdef nd

  ## -*- texinfo -*-
  ## @deftypefn  {ndsparse} {@var{idx} =} nd.all ()
  ## @deftypefnx {ndsparse} {@var{idx} =} nd.interval (@var{lo}, @var{hi})
  ## @deftypefnx {ndsparse} {@var{idx} =} nd.point (@var{k})
  ## @deftypefnx {ndsparse} {@var{idx} =} nd.newaxis ()
  ## @deftypefnx {ndsparse} {@var{idx} =} nd.specified (@var{list})
  ## The seed thesis's five index kinds for @code{view} (1-based):
  ##
  ## @table @code
  ## @item nd.all ()
  ## the whole dimension, like @code{":"};
  ## @item nd.interval (@var{lo}, @var{hi})
  ## coordinates @var{lo} to @var{hi} inclusive, like @code{@var{lo}:@var{hi}}; the
  ## dimension stays with size @code{@var{hi} - @var{lo} + 1} (0 when @var{hi} < @var{lo});
  ## @item nd.point (@var{k})
  ## the single coordinate @var{k}: the dimension becomes @emph{fixed} and leaves the
  ## view's shape (a plain scalar passed to @code{view} does the same);
  ## @item nd.newaxis ()
  ## a new @emph{hidden} dimension of size 1 at its position; it does not consume a
  ## dimension of the tensor;
  ## @item nd.specified (@var{list})
  ## the thesis's SpecifiedIndex: the coordinates in @var{list} (any order, repeats
  ## allowed); the dimension keeps size @code{numel (@var{list})} and @code{view}
  ## returns a compact copy.
  ## @end table
  ##
  ## @code{nd} is a class of static methods rather than a @code{+nd} namespace
  ## folder: a namespace file @file{all.m} makes @code{pkg load} warn that it
  ## shadows the built-in @code{all}.
  ##
  ## @example
  ## @group
  ## T = ndsprand ([2 3 3], 0.5);
  ## V = view (T, nd.newaxis (), nd.point (1), nd.interval (2, 3), nd.all ());
  ## size (V)                 # [1 2 3]
  ## viewinfo (V).hidden      # 1
  ## C = view (T, ":", nd.specified ([3 1]), ":");   # a 2x2x3 copy
  ## @end group
  ## @end example
  ## @seealso{view, viewinfo}
  ## @end deftypefn

  methods (Static)

    function idx = all ()
      if (nargin != 0)
        error ("Octave:invalid-fun-call", "Invalid call to nd.all");
      endif
      idx = struct ("ndindex", "all", "a", 1, "b", 0);
    endfunction

    function idx = interval (lo, hi)
      if (nargin != 2)
        error ("Octave:invalid-fun-call", "Invalid call to nd.interval");
      endif
      if (! (isnumeric (lo) && isnumeric (hi) && isscalar (lo) && isscalar (hi) && isreal (lo)
             && isreal (hi) && lo >= 1 && lo == fix (lo) && hi == fix (hi) && isfinite (hi)))
        error ("ndsparse:index",
               "nd.interval: LO and HI must be integers with LO >= 1");
      endif
      idx = struct ("ndindex", "interval", "a", double (lo), "b", double (hi));
    endfunction

    function idx = point (k)
      if (nargin != 1)
        error ("Octave:invalid-fun-call", "Invalid call to nd.point");
      endif
      if (! (isnumeric (k) && isscalar (k) && isreal (k) && k >= 1 && k == fix (k)
             && isfinite (k)))
        error ("ndsparse:index", "nd.point: K must be a positive integer");
      endif
      idx = struct ("ndindex", "point", "a", double (k), "b", double (k));
    endfunction

    function idx = newaxis ()
      if (nargin != 0)
        error ("Octave:invalid-fun-call", "Invalid call to nd.newaxis");
      endif
      idx = struct ("ndindex", "newaxis", "a", 1, "b", 1);
    endfunction

    function idx = specified (list)
      if (nargin != 1)
        error ("Octave:invalid-fun-call", "Invalid call to nd.specified");
      endif
      if (! (isnumeric (list) && isreal (list) && all (list(:) >= 1)
             && all (list(:) == fix (list(:)))))
        error ("ndsparse:index", "nd.specified: LIST must hold positive integers");
      endif
      idx = struct ("ndindex", "specified", "a", 1, "b", 0);
      idx.list = double (list(:));
    endfunction
  endmethods
endclassdef

%!assert (nd.all ().ndindex, "all")
%!test
%! i = nd.interval (2, 4);
%! assert ([i.a i.b], [2 4]);
%!error id=ndsparse:index nd.interval (0, 2)
%!error id=ndsparse:index nd.interval (1.5, 2)
%!error <Invalid call> nd.interval (1)
%!assert (nd.point (3).a, 3)
%!error id=ndsparse:index nd.point (0)
%!error id=ndsparse:index nd.point ([1 2])
%!error <Invalid call> nd.point ()
%!assert (nd.newaxis ().ndindex, "newaxis")
%!assert (nd.specified ([3 1 3]).list, [3; 1; 3])
%!error id=ndsparse:index nd.specified ([0 1])
%!error <Invalid call> nd.specified ()
