## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {[@var{y}, @var{X}] =} svmlightread (@var{file})
## @deftypefnx {ndsparse} {[@var{y}, @var{X}, @var{qid}] =} svmlightread (@var{file}, @var{name}, @var{value}, @dots{})
## Read an SVMlight / LibSVM data file: labels @var{y} and samples @var{X}.
##
## Each line is one sample: a label, an optional @code{qid:@var{n}}, then
## @code{@var{index}:@var{value}} features with strictly ascending indices, all
## separated by spaces or tabs; @code{#} starts a comment that runs to the end of
## the line, and lines that are blank once comments are removed are skipped.
## @var{y} is the column of labels (double), @var{X} the samples-by-features Octave
## sparse double matrix, and @var{qid} the column of query ids (0 on lines
## without one).  Features with the value 0 are not stored (Octave's sparse
## matrices hold no zeros) but count for the number of features and the index
## base.  Numbers are parsed with correct rounding; a name ending in @file{.gz} is
## read through zlib.
##
## Options:
## @table @code
## @item "zero_based"
## @code{true} (the first feature has index 0, as in MXNet's @code{LibSVMIter}),
## @code{false} (index 1, LibSVM's own convention), or @code{"auto"} (the default):
## zero-based when any index in the file is 0, one-based otherwise, as
## scikit-learn's @code{load_svmlight_file} decides.
## @item "n_features"
## The number of columns of @var{X}; an index beyond it is an error.  By default
## the largest index decides.
## @item "class"
## @code{"double"} (the default) or @code{"single"} (MXNet's float32): @var{y} a
## single column and @var{X} an ndsparse matrix of single values (Octave's sparse
## matrices hold no single values), each value read as a double and rounded to
## single once; @var{qid} stays double.
## @end table
##
## The file is parsed in C in parallel chunks.  Every error has the identifier
## @code{ndsparse:svmlightread} and names the file and, for a malformed line, its
## number and what was wrong (a label or value that is not a number, a feature
## without @code{:}, an index out of order or beyond @code{n_features}).
##
## @example
## @group
## f = [tempname() ".svm"];
## fid = fopen (f, "w");
## fprintf (fid, "1.0 0:1 2:2\n-2.0\n4 2:-1.2  # a comment\n");
## fclose (fid);
## [y, X] = svmlightread (f, "n_features", 10);
## full (X(:, 1:3))          # [1 0 2; 0 0 0; 0 0 -1.2]
## delete (f);
## @end group
## @end example
## @seealso{svmlightwrite, mmread, tnsread, sparse}
## @end deftypefn

function [y, X, qid] = svmlightread (file, varargin)
  if (nargin < 1)
    print_usage ();
  endif
  file = nds_io_file ("svmlightread", file);
  opts = nds_io_options ("svmlightread", struct ("zero_based", "auto", "n_features", [],
                                                 "class", "double"), varargin);
  sng = nds_io_class ("svmlightread", opts.class);
  zb = opts.zero_based;
  if (ischar (zb) && strcmpi (zb, "auto"))
    zb = -1;
  elseif ((islogical (zb) || isnumeric (zb)) && isscalar (zb) && any (zb == [0 1]))
    zb = double (zb);
  else
    error ("ndsparse:svmlightread",
           "svmlightread: zero_based must be true, false or \"auto\"");
  endif
  nf = opts.n_features;
  if (isempty (nf))
    nf = 0;
  elseif (! (isnumeric (nf) && isscalar (nf) && isreal (nf) && nf >= 1 && nf == fix (nf)
             && nf < 2^53))
    error ("ndsparse:svmlightread",
           "svmlightread: n_features must be a positive integer below 2^53");
  endif
  [y, X, qid] = __nds_svmread__ (file, zb, double (nf));
  if (sng)
    y = single (y);
    X = single (ndsparse (X));
  endif
endfunction

%!shared f
%! f = [tempname() ".svm"];

%!test
%! ## "class", "single": single labels and an ndsparse of single values (qid stays
%! ## double), against the double read rounded by hand
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "0.1 qid:3 1:0.2 4:1e-50\n-2 2:1e40 3:%.17g\n7 qid:1\n", pi);
%!   fclose (fid);
%!   [y, X, q] = svmlightread (f);
%!   [ys, Xs, qs] = svmlightread (f, "class", "single", "n_features", 5);
%!   assert (ys, single (y));
%!   assert (isa (Xs, "ndsparse") && isa (Xs, "single"));
%!   assert (size (Xs), [3 5]);
%!   assert (full (Xs), single ([full(X), zeros(3, 1)]));
%!   assert (nnz (Xs), 3);
%!   assert (qs, q);
%!   assert (class (qs), "double");
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect

%!error id=ndsparse:svmlightread svmlightread ("x.svm", "class", "float32")
%!error <"class" must be "double" or "single"> svmlightread ("x.svm", "class", true)

%!test
%! ## the sample file of MXNet's LibSVM tutorial (zero-based, 10 features)
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "1.0 0:1 2:2\n1.0 0:3 5:4\n1.0 2:5 8:6 9:7\n1.0 3:8\n-1 0:0.5 9:1.5\n");
%!   fprintf (fid, "-2.0\n-3.0 0:-0.6 1:2.25 2:1.25\n-3.0 1:2 2:-1.25\n4 2:-1.2\n");
%!   fclose (fid);
%!   [y, X] = svmlightread (f);
%!   assert (y, [1; 1; 1; 1; -1; -2; -3; -3; 4]);
%!   A = zeros (9, 10);
%!   A(1, [1 3]) = [1 2];
%!   A(2, [1 6]) = [3 4];
%!   A(3, [3 9 10]) = [5 6 7];
%!   A(4, 4) = 8;
%!   A(5, [1 10]) = [0.5 1.5];
%!   A(7, [1 2 3]) = [-0.6 2.25 1.25];
%!   A(8, [2 3]) = [2 -1.25];
%!   A(9, 3) = -1.2;
%!   assert (issparse (X));
%!   assert (full (X), A);
%!   [~, X1] = svmlightread (f, "zero_based", true, "n_features", 12);
%!   assert (full (X1), [A, zeros(9, 2)]);
%!   fail ("svmlightread (f, 'zero_based', false)", ...
%!         "line 1: feature index 0, but zero_based is false");
%!   fail ("svmlightread (f, 'n_features', 9)", ...
%!         "line 3: feature index 9 is beyond n_features = 9");
%!   fail ("svmlightread (f, 'n_features', 9, 'zero_based', true)", ...
%!         "line 3: feature index 9 is beyond n_features = 9");
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## one-based files, qid, comments, blank lines, explicit zeros, CRLF, no final newline
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "# header comment\n+1 qid:3 1:0.5 4:2 # trailing\r\n\n");
%!   fprintf (fid, "-1 qid:3 2:0 3:1e-3\n  \t\n0.25 qid:-7 4:-inf\n2#only a label");
%!   fclose (fid);
%!   [y, X, q] = svmlightread (f);
%!   assert (y, [1; -1; 0.25; 2]);
%!   assert (q, [3; 3; -7; 0]);
%!   assert (size (X), [4 4]);
%!   assert (full (X), [0.5 0 0 2; 0 0 1e-3 0; 0 0 0 -Inf; 0 0 0 0]);
%!   assert (nnz (X), 4);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## a malformed line (every kind: tests/io_errors.tst)
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "1 1:2\n1 3:1 2:1\n");
%!   fclose (fid);
%!   fail ("svmlightread (f)", "line 2: feature index 2 follows 3");
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## an empty file: no samples
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fclose (fid);
%!   [y, X, q] = svmlightread (f);
%!   assert (size (y), [0 1]);
%!   assert (size (X), [0 0]);
%!   [~, X] = svmlightread (f, "n_features", 3);
%!   assert (size (X), [0 3]);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!error <FILE must be a file name> svmlightread ({})
%!error <zero_based must be> svmlightread ("x", "zero_based", "yes")
%!error <n_features must be a positive integer> svmlightread ("x", "n_features", 0)
%!error <n_features must be a positive integer below 2\^53> svmlightread ("x", "n_features", Inf)
%!error id=ndsparse:svmlightread svmlightread ("x", "n_features", 2^60)
%!error <unknown option "nfeat"> svmlightread ("x", "nfeat", 3)
%!error <name/value pairs> svmlightread ("x", "n_features")
%!error <cannot open it> svmlightread ("/nonexistent/x.svm")
%!error <Invalid call> svmlightread ()
