## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {} svmlightwrite (@var{file}, @var{y}, @var{X})
## @deftypefnx {ndsparse} {} svmlightwrite (@var{file}, @var{y}, @var{X}, @var{name}, @var{value}, @dots{})
## Write labels @var{y} and samples @var{X} to an SVMlight / LibSVM data file.
##
## Row @var{i} of @var{X} (samples-by-features: a sparse or full numeric or logical
## matrix, or a 2-D ndsparse) becomes line @var{i}: the label @code{y(i)}, then
## @code{@var{index}:@var{value}} for each nonzero of the row in ascending index
## order.  Labels and values are printed with the fewest digits that read back as
## exactly the same doubles, so @code{svmlightread} returns @var{y} and @var{X}
## unchanged (give it @code{"n_features", columns (X)} when the last columns are
## empty).  A single @var{X} whose labels are singles too is printed with the
## fewest digits (6 to 9) that read back as exactly the same singles
## (@code{svmlightread (@dots{}, "class", "single")}).  The output passes LibSVM's @code{svm-checkdata} (one-based indices).
##
## Options:
## @table @code
## @item "zero_based"
## @code{false} (the default: the first feature is 1, LibSVM's convention) or
## @code{true} (the first feature is 0, as MXNet's @code{LibSVMIter} expects).
## @item "qid"
## A vector of integer query ids, one per sample, written as @code{qid:@var{n}}
## after each label.
## @end table
##
## A name ending in @file{.gz} is written compressed.  The text goes to a temporary
## file beside @var{file} that replaces it only once complete.  Errors have the
## identifier @code{ndsparse:svmlightwrite}.
##
## @example
## @group
## y = [1; -1];
## X = sparse ([0.5 0 2; 0 0 1e-3]);
## f = [tempname() ".svm"];
## svmlightwrite (f, y, X);
## fileread (f)             # "1 1:0.5 3:2\n-1 3:0.001\n"
## delete (f);
## @end group
## @end example
## @seealso{svmlightread, mmwrite, tnswrite}
## @end deftypefn

function svmlightwrite (file, y, X, varargin)
  if (nargin < 3)
    print_usage ();
  endif
  if (isa (X, "ndsparse"))
    [~, X] = __nds_real_only__ ("svmlightwrite", X);
  endif
  file = nds_io_file ("svmlightwrite", file);
  opts = nds_io_options ("svmlightwrite", struct ("zero_based", false, "qid", []), varargin);
  zb = opts.zero_based;
  if (! ((islogical (zb) || isnumeric (zb)) && isscalar (zb) && any (zb == [0 1])))
    error ("ndsparse:svmlightwrite", "svmlightwrite: zero_based must be true or false");
  endif
  ## single values (and labels that are singles) printed to single precision
  sgl = isa (X, "single") && ! __nds_stored_complex__ (X);
  if (isa (X, "ndsparse"))
    if (ndims (X) > 2)
      error ("ndsparse:svmlightwrite", "svmlightwrite: X must be 2-D, not %d-D", ndims (X));
    endif
    X = sparse (X);
  endif
  if (! (isnumeric (X) || islogical (X)) || ndims (X) != 2 || iscomplex (X))
    error ("ndsparse:svmlightwrite",
           "svmlightwrite: X must be a real samples-by-features matrix");
  endif
  n = rows (X);
  if (! (isnumeric (y) || islogical (y)) || iscomplex (y) || numel (y) != n
      || (! isvector (y) && n > 0))
    error ("ndsparse:svmlightwrite",
           "svmlightwrite: Y must be a real vector of one label per row of X (%d)", n);
  endif
  qid = opts.qid;
  if (! isempty (qid) && ! (isnumeric (qid) && isreal (qid) && numel (qid) == n
                            && all (qid == fix (qid)) && all (abs (qid) < 2^53)))
    error ("ndsparse:svmlightwrite",
           "svmlightwrite: qid must be a vector of one integer per row of X (%d)", n);
  endif
  sgl = sgl && all (double (y(:)) == double (single (y(:))));
  __nds_svmwrite__ (file, double (y(:)), sparse (double (X)).',
                    double (qid(:)), double (! zb), sgl);
endfunction

%!shared f
%! f = [tempname() ".svm"];

%!test
%! ## random round trips, one- and zero-based, with qid, values needing 17 digits
%! rand ("seed", 3);
%! randn ("seed", 3);
%! unwind_protect
%!   for trial = 1:4
%!     n = randi (40);
%!     d = randi (30);
%!     X = sprandn (n, d, 0.2) .* 10 .^ randi ([-200 200], n, d);
%!     y = round (randn (n, 1) * 3) / 7;
%!     q = randi ([-5 100], n, 1);
%!     zb = mod (trial, 2) == 0;
%!     svmlightwrite (f, y, X, "zero_based", zb, "qid", q);
%!     [y2, X2, q2] = svmlightread (f, "zero_based", zb, "n_features", d);
%!     assert (isequal (y2, y) && isequal (X2, X) && isequal (q2, q), ...
%!             sprintf ("trial %d (seed 3)", trial));
%!   endfor
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## the exact text, empty rows, full, logical and ndsparse inputs
%! unwind_protect
%!   svmlightwrite (f, [1; -2; 0.5], [0 0.1 0; 0 0 0; 3 0 1/3]);
%!   assert (fileread (f), "1 2:0.1\n-2\n0.5 1:3 3:0.3333333333333333\n");
%!   svmlightwrite (f, [1 0], logical ([1 0; 0 1]), "zero_based", true);
%!   assert (fileread (f), "1 0:1\n0 1:1\n");
%!   svmlightwrite (f, 7, ndsparse ([1 2], 4, [1 2]), "qid", 12);
%!   assert (fileread (f), "7 qid:12 2:4\n");
%!   svmlightwrite (f, zeros (0, 1), sparse (0, 5));
%!   assert (isempty (fileread (f)));
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!error <FILE must be a file name> svmlightwrite (1, 1, 1)
%!error <Y must be a real vector> svmlightwrite ("x", [1 2], 1)
%!error <X must be a real samples-by-features matrix> svmlightwrite ("x", 1, {1})
%!error <X must be a real samples-by-features matrix> svmlightwrite ("x", 1, 1i)
%!error <X must be 2-D> svmlightwrite ("x", 1, ndsparse ([1 1 2], 1))
%!error <zero_based must be true or false> svmlightwrite ("x", 1, 1, "zero_based", "auto")
%!error <qid must be a vector of one integer> svmlightwrite ("x", 1, 1, "qid", 1.5)
%!error <cannot write it> svmlightwrite ("/nonexistent/x.svm", 1, 1)
%!error <Invalid call> svmlightwrite ("x", 1)
