## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {} mmwrite (@var{file}, @var{A})
## @deftypefnx {ndsparse} {} mmwrite (@var{file}, @var{A}, @var{symmetry})
## @deftypefnx {ndsparse} {} mmwrite (@dots{}, "comment", @var{text})
## Write the matrix @var{A} to a MatrixMarket file.
##
## A sparse @var{A} (or a 2-D ndsparse) is written in the @code{coordinate} format,
## its entries in column-major order; a full one in the @code{array} format.  The
## field follows @var{A}'s class: @code{complex} for complex values, @code{pattern}
## for a logical sparse matrix (positions only), @code{integer} for integer classes
## and full logical arrays, @code{real} otherwise.  Values are printed with the
## fewest digits that read back as exactly the same doubles, so @code{mmread}
## returns @var{A} unchanged (as double, or sparse double ones for a pattern);
## single values are printed with the fewest digits (6 to 9) that read back as
## exactly the same singles.
##
## @var{symmetry} is @code{"general"} (the default), @code{"symmetric"},
## @code{"skew-symmetric"} or @code{"hermitian"}: @var{A} must then be square
## and have that symmetry exactly, and only its lower triangle (strictly lower for
## skew-symmetric) is written.  A real matrix written as hermitian gets the complex
## field.  @var{text} is written as comment lines after the banner, each behind a
## @code{%}.
##
## A name ending in @file{.gz} is written compressed.  The text goes to a temporary
## file beside @var{file} that replaces it only once complete.  Errors have the
## identifier @code{ndsparse:mmwrite}.
##
## @example
## @group
## A = sparse ([2 0 -1; 0 4 0; -1 0 0]);
## f = [tempname() ".mtx"];
## mmwrite (f, A, "symmetric");
## fileread (f)       # banner, "3 3 3", then "1 1 2", "3 1 -1", "2 2 4"
## isequal (mmread (f), A)   # true
## delete (f);
## @end group
## @end example
## @seealso{mmread, svmlightwrite, tnswrite}
## @end deftypefn

function mmwrite (file, A, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  file = nds_io_file ("mmwrite", file);
  syms = {"general", "symmetric", "skew-symmetric", "hermitian"};
  sym = "general";
  if (mod (numel (varargin), 2) == 1)
    sym = varargin{1};
    varargin(1) = [];
    if (! ischar (sym) || ! any (strcmpi (sym, syms)))
      error ("ndsparse:mmwrite", "mmwrite: SYMMETRY must be one of %s",
             strjoin (syms, ", "));
    endif
    sym = lower (sym);
  endif
  opts = nds_io_options ("mmwrite", struct ("comment", ""), varargin);
  if (! ischar (opts.comment) || rows (opts.comment) > 1)
    error ("ndsparse:mmwrite", "mmwrite: the comment must be a character row");
  endif
  sgl = isa (A, "single");      # values printed to single precision
  if (isa (A, "ndsparse"))
    if (ndims (A) > 2)
      error ("ndsparse:mmwrite", "mmwrite: A must be 2-D, not %d-D", ndims (A));
    endif
    A = sparse (A);
  endif
  if (! (isnumeric (A) || islogical (A)) || ndims (A) != 2)
    error ("ndsparse:mmwrite", "mmwrite: A must be a numeric or logical matrix");
  endif
  if (strcmp (sym, "hermitian") && ! iscomplex (A))
    A = complex (double (A));
  endif
  if (iscomplex (A))
    field = "complex";
  elseif (islogical (A) && issparse (A))
    field = "pattern";
  elseif (isinteger (A) || islogical (A))
    field = "integer";
  else
    field = "real";
  endif
  if (! strcmp (sym, "general"))
    if (rows (A) != columns (A))
      error ("ndsparse:mmwrite", "mmwrite: a %s matrix must be square, not %dx%d", sym,
             rows (A), columns (A));
    endif
    switch (sym)
      case "symmetric"
        ok = isequal (A, A.');
      case "skew-symmetric"
        ok = ! strcmp (field, "pattern") && isequal (double (A), -double (A.'));
      case "hermitian"
        ok = isequal (A, A');
    endswitch
    if (! ok)
      error ("ndsparse:mmwrite", "mmwrite: A is not %s%s", sym,
             merge (strcmp (field, "pattern"), " (a pattern cannot be skew-symmetric)", ""));
    endif
  endif
  skew = strcmp (sym, "skew-symmetric");
  if (issparse (A))
    if (! strcmp (sym, "general"))
      A = tril (A, -skew);
    endif
    if (! islogical (A) && ! iscomplex (A))
      A = double (A);
    endif
    vals = A;
  elseif (strcmp (sym, "general"))
    vals = A(:);
  else
    vals = A(tril (true (rows (A)), -skew));
  endif
  if (! iscomplex (vals))
    vals = double (vals);
  endif
  __nds_mmwrite__ (file, vals, rows (A), columns (A), field, sym,
                   opts.comment, sgl && ! strcmp (field, "integer"));
endfunction

%!shared f
%! f = [tempname() ".mtx"];

%!test
%! ## random round trips: sparse and full, real, complex, pattern, every symmetry
%! rand ("seed", 8);
%! randn ("seed", 8);
%! unwind_protect
%!   for trial = 1:6
%!     n = randi (12);
%!     S = sprandn (n, n, 0.3) .* 10 .^ randi ([-100 100], n, n);
%!     Z = S + 1i * sprandn (n, n, 0.2);
%!     Ssym = S + S.';
%!     Sskew = S - S.';
%!     Zherm = Z + Z';
%!     cases = {S, "general"; Ssym, "symmetric"; Sskew, "skew-symmetric";
%!              Zherm, "hermitian"; Z, "general"; S != 0, "general";
%!              Ssym != 0, "symmetric"; full(S), "general";
%!              full(Ssym), "symmetric"; full(Sskew), "skew-symmetric";
%!              full(Zherm), "hermitian"; sparse(n, n + 2), "general";
%!              int16(round (full (S))), "general"};
%!     for k = 1:rows (cases)
%!       A = cases{k, 1};
%!       mmwrite (f, A, cases{k, 2});
%!       [B, info] = mmread (f);
%!       assert (issparse (B), issparse (A));
%!       assert (info.symmetry, cases{k, 2});
%!       assert (isequal (B, double (A)), sprintf ("trial %d case %d (seed 8)", trial, k));
%!     endfor
%!   endfor
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## the exact text, comments, a 2-D ndsparse, gzip
%! unwind_protect
%!   mmwrite (f, sparse ([2 0 -1; 0 4 0; -1 0 0.1]), "symmetric", "comment", "made\nhere");
%!   assert (fileread (f), ["%%MatrixMarket matrix coordinate real symmetric\n" ...
%!                          "%made\n%here\n3 3 4\n1 1 2\n3 1 -1\n2 2 4\n3 3 0.1\n"]);
%!   mmwrite (f, [1 2; 3 4.5]);
%!   assert (fileread (f), "%%MatrixMarket matrix array real general\n2 2\n1\n3\n2\n4.5\n");
%!   mmwrite (f, ndsparse ([1 2; 2 1], [5; 6], [2 3]));
%!   assert (fileread (f), "%%MatrixMarket matrix coordinate real general\n2 3 2\n2 1 6\n1 2 5\n");
%!   g = [f ".gz"];
%!   A = sprandn (50, 40, 0.1);
%!   mmwrite (g, A);
%!   assert (isequal (mmread (g), A));
%!   unlink (g);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!error <FILE must be a file name> mmwrite (1, 1)
%!error <SYMMETRY must be one of> mmwrite ("x", 1, "upper")
%!error <A must be a numeric or logical matrix> mmwrite ("x", {1})
%!error <A must be 2-D> mmwrite ("x", ndsparse ([1 1 2], 1))
%!error <must be square> mmwrite ("x", sparse (2, 3), "symmetric")
%!error <A is not symmetric> mmwrite ("x", [1 2; 3 4], "symmetric")
%!error <A is not skew-symmetric> mmwrite ("x", [1 2; -2 0], "skew-symmetric")
%!error <a pattern cannot be skew-symmetric> mmwrite ("x", sparse (logical ([0 1; 1 0])), "skew-symmetric")
%!error <A is not hermitian> mmwrite ("x", [1 1i; 1i 1], "hermitian")
%!error <comment must be a character row> mmwrite ("x", 1, "comment", 3)
%!error <unknown option> mmwrite ("x", 1, "general", "precision", 3)
%!error <cannot write it> mmwrite ("/nonexistent/x.mtx", 1)
%!error <Invalid call> mmwrite ("x")
