## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{A} =} mmread (@var{file})
## @deftypefnx {ndsparse} {[@var{A}, @var{info}] =} mmread (@var{file})
## @deftypefnx {ndsparse} {[@var{A}, @var{info}] =} mmread (@var{file}, "class", @var{c})
## Read a matrix from a MatrixMarket file (@file{.mtx}).
##
## Coordinate files give Octave sparse matrices, array files full ones.  The
## fields @code{real} and @code{integer} give double values, @code{complex}
## complex ones, and @code{pattern} the value 1 at each listed position.  The
## symmetries @code{symmetric}, @code{skew-symmetric} and @code{hermitian} are
## expanded: the file lists the lower triangle (the strictly lower one for
## skew-symmetric), and the upper one is filled with the same values, their
## negatives, or their conjugates.  Duplicate coordinates are summed, in file
## order, as @code{sparse (i, j, v)} sums them (a pattern keeps the value 1), and
## entries that are or sum to zero are not stored.  Numbers are parsed with
## correct rounding; @code{inf} and @code{nan} are accepted.  A name ending in
## @file{.gz} is read through zlib.
##
## @var{info} describes the header: @code{format} (@code{"coordinate"} or
## @code{"array"}), @code{field}, @code{symmetry}, @code{rows}, @code{columns},
## @code{entries} (the number of entries the file lists) and @code{comment} (the
## @code{%} lines after the banner, without the @code{%}, one per line).
##
## The option @code{"class"} is @code{"double"} (the default) or @code{"single"}:
## the values read as doubles and rounded to single once; an array file gives a
## full single array, a coordinate file (Octave's sparse matrices hold no single
## values) an ndsparse matrix of single values, complex single for a complex
## file.  Without it a complex file is read as complex double.
##
## Every error has the identifier @code{ndsparse:mmread} and names the file: a
## first line that is not a @code{%%MatrixMarket matrix} banner, a size line that
## is missing or malformed, an index beyond the size, a value that does not parse
## (or is not an integer in an integer file), an entry outside the triangle a
## symmetric file may list, and more or fewer entries than the size line says.
##
## @example
## @group
## f = [tempname() ".mtx"];
## fid = fopen (f, "w");
## fprintf (fid, "%%%%MatrixMarket matrix coordinate real symmetric\n");
## fprintf (fid, "3 3 3\n1 1 2\n3 1 -1\n2 2 4\n");
## fclose (fid);
## [A, info] = mmread (f);
## full (A)                  # [2 0 -1; 0 4 0; -1 0 0]
## info.symmetry             # symmetric
## delete (f);
## @end group
## @end example
## @seealso{mmwrite, svmlightread, tnsread, sparse}
## @end deftypefn

function [A, info] = mmread (file, varargin)
  if (nargin < 1)
    print_usage ();
  endif
  opts = nds_io_options ("mmread", struct ("class", "double"), varargin);
  sng = nds_io_class ("mmread", opts.class);
  file = nds_io_file ("mmread", file);
  [A, info] = __nds_mmread__ (file);
  if (sng && issparse (A))
    A = single (ndsparse (A));
  elseif (sng)
    A = single (A);
  endif
endfunction

%!shared f
%! f = [tempname() ".mtx"];

%!test
%! ## "class", "single": a coordinate file as an ndsparse of single values, an
%! ## array file as a full single array, against the double read rounded by hand
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix coordinate real symmetric\n3 3 4\n");
%!   fprintf (fid, "1 1 0.1\n3 1 1e-50\n2 2 %.17g\n3 3 1e40\n", pi);
%!   fclose (fid);
%!   A = mmread (f);
%!   [S, info] = mmread (f, "class", "single");
%!   assert (isa (S, "ndsparse") && isa (S, "single"));
%!   assert (full (S), single (full (A)));
%!   assert (nnz (S), 3);
%!   assert (info.symmetry, "symmetric");
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix array real general\n2 2\n0.1\n1e-50\n-3\n1e40\n");
%!   fclose (fid);
%!   F = mmread (f, "class", "single");
%!   assert (class (F), "single");
%!   assert (F, single (mmread (f)));
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix coordinate complex general\n2 2 1\n1 2 1 -1\n");
%!   fclose (fid);
%!   F = mmread (f, "class", "single");
%!   assert (isa (F, "single") && iscomplex (F));
%!   assert (full (F), single ([0, 1-1i; 0, 0]));
%!   assert (class (mmread (f, "class", "double")), "double");
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect

%!error id=ndsparse:mmread mmread ("x.mtx", "class", "complex")
%!error <"class" must be "double" or "single"> mmread ("x.mtx", "class", {"single"})
%!error <unknown option> mmread ("x.mtx", "single", 1)

%!test
%! ## every field and symmetry of the coordinate format, against dense loops
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix coordinate real general\n%% one\n%%two\n");
%!   fprintf (fid, "\n3 4 5\n1 1 0.1\n3 4 -2\r\n2 2 1e300\n1 1 0.2\n3 1 0\n");
%!   fclose (fid);
%!   [A, info] = mmread (f);
%!   assert (issparse (A) && isreal (A));
%!   assert (full (A), [0.1+0.2 0 0 0; 0 1e300 0 0; 0 0 0 -2]);
%!   assert (nnz (A), 3);
%!   assert (info, struct ("format", "coordinate", "field", "real", "symmetry", "general",
%!                         "rows", 3, "columns", 4, "entries", 5, "comment", " one\ntwo\n"));
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%matrixmarket MATRIX Coordinate Integer Symmetric\n3 3 3\n1 1 2\n3 1 -7\n3 2 5");
%!   fclose (fid);
%!   assert (full (mmread (f)), [2 0 -7; 0 0 5; -7 5 0]);
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix coordinate real skew-symmetric\n3 3 2\n2 1 1.5\n3 2 -4\n");
%!   fclose (fid);
%!   assert (full (mmread (f)), [0 -1.5 0; 1.5 0 4; 0 -4 0]);
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix coordinate complex hermitian\n2 2 2\n1 1 3 0\n2 1 1 -2\n");
%!   fclose (fid);
%!   A = mmread (f);
%!   assert (iscomplex (A) && issparse (A));
%!   assert (full (A), [3, 1+2i; 1-2i, 0]);
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix coordinate complex general\n2 3 2\n1 3 0 -1\n2 1 2.5 0\n");
%!   fclose (fid);
%!   assert (full (mmread (f)), [0 0 -1i; 2.5 0 0]);
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix coordinate pattern symmetric\n3 3 3\n2 1\n3 3\n2 1\n");
%!   fclose (fid);
%!   assert (full (mmread (f)), [0 1 0; 1 0 0; 0 0 1]);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## array files: general, symmetric, skew, complex
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix array real general\n2 3\n1\n2\n3\n4\n5\n6\n");
%!   fclose (fid);
%!   [A, info] = mmread (f);
%!   assert (! issparse (A));
%!   assert (A, [1 3 5; 2 4 6]);
%!   assert (info.format, "array");
%!   assert (info.entries, 6);
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix array real symmetric\n3 3\n1\n2\n3\n4\n5\n6\n");
%!   fclose (fid);
%!   assert (mmread (f), [1 2 3; 2 4 5; 3 5 6]);
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix array real skew-symmetric\n3 3\n1\n2\n3\n");
%!   fclose (fid);
%!   assert (mmread (f), [0 -1 -2; 1 0 -3; 2 3 0]);
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix array complex hermitian\n2 2\n1 0\n2 3\n4 0\n");
%!   fclose (fid);
%!   assert (mmread (f), [1, 2-3i; 2+3i, 4]);
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix array integer general\n0 3\n");
%!   fclose (fid);
%!   assert (size (mmread (f)), [0 3]);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## a malformed file (every kind: tests/io_errors.tst)
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "%%%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1\n");
%!   fclose (fid);
%!   fail ("mmread (f)", "announces 2 entries, but the file has 1");
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!error <FILE must be a file name> mmread (["ab"; "cd"])
%!error <cannot open it> mmread ("/nonexistent/x.mtx")
%!error <Invalid call> mmread ()
