## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## io_peers.tst: the readers agree with the independent implementations on the same
## files: scikit-learn's load_svmlight_file, scipy.io.mmread, pandas' read_csv
## (with round-trip floats), and LibSVM's svm-checkdata accepts what svmlightwrite
## writes.  Python is Debian's /usr/bin/python3 (python3-sklearn, -scipy, -pandas).

## x = py_read (code, out): run the Python code (which writes float64 arrays with
## tofile) and read back each file named in the cell out as a column
%!function varargout = py_read (code, out)
%!  script = [tempname() ".py"];
%!  fid = fopen (script, "w");
%!  fputs (fid, ["import numpy as np\n" code]);
%!  fclose (fid);
%!  unwind_protect
%!    [status, text] = system (sprintf ("/usr/bin/python3 '%s' 2>&1", script));
%!    assert (status, 0, text);
%!    for k = 1:numel (out)
%!      fid = fopen (out{k});
%!      varargout{k} = fread (fid, Inf, "double");
%!      fclose (fid);
%!      unlink (out{k});
%!    endfor
%!  unwind_protect_cleanup
%!    unlink (script);
%!  end_unwind_protect
%!endfunction

%!test
%! ## SVMlight: random files written by svmlightwrite, zero- and one-based, with qid
%! rand ("seed", 17);
%! randn ("seed", 17);
%! f = [tempname() ".svm"];
%! o = tempname ();
%! unwind_protect
%!   for zb = [false true]
%!     X = sprandn (300, 40, 0.15) .* 10 .^ randi ([-30 30], 300, 40);
%!     X(:, 1) = 1;                 # so that the auto base sees the first feature
%!     y = randi ([-3 3], 300, 1) / 4;
%!     q = randi (20, 300, 1);
%!     svmlightwrite (f, y, X, "zero_based", zb, "qid", q);
%!     [yy, X2, qq] = svmlightread (f);
%!     [yp, qp, Xp] = py_read (sprintf (["from sklearn.datasets import load_svmlight_file\n" ...
%!       "X, y, q = load_svmlight_file('%s', query_id=True)\n" ...
%!       "y.astype(float).tofile('%s.y'); q.astype(float).tofile('%s.q')\n" ...
%!       "X.toarray().T.astype(float).tofile('%s.X')\n"], f, o, o, o), ...
%!       {[o ".y"], [o ".q"], [o ".X"]});
%!     assert (isequal (yy, yp) && isequal (qq, qp), sprintf ("zero_based %d (seed 17)", zb));
%!     assert (isequal (full (X2), reshape (Xp, size (X2))), sprintf ("zero_based %d", zb));
%!     assert (isequal (X2, X));
%!   endfor
%!   ## LibSVM's own checker (which knows no qid) on a one-based file
%!   svmlightwrite (f, y, X);
%!   [status, text] = system (sprintf ("svm-checkdata '%s'", f));
%!   assert (status == 0 && ! isempty (strfind (text, "No error")), text(1:min (end, 300)));
%!   fid = fopen (f, "w");
%!   fputs (fid, "1 3:1 2:3\n");
%!   fclose (fid);
%!   [status, text] = system (sprintf ("svm-checkdata '%s'", f));
%!   assert (isempty (strfind (text, "No error")), "svm-checkdata checks the order");
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## SVMlight: the MXNet tutorial's file and hand-written oddities, as sklearn reads them
%! f = [tempname() ".svm"];
%! o = tempname ();
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "1.0 0:1 2:2\n1.0 0:3 5:4\n1.0 2:5 8:6 9:7\n1.0 3:8\n-1 0:0.5 9:1.5\n");
%!   fprintf (fid, "-2.0\n-3.0 0:-0.6 1:2.25 2:1.25\n-3.0 1:2 2:-1.25\n4 2:-1.2\n");
%!   fprintf (fid, "# comment line\n+7e-1 3:1e300 4:-0 7:4.9e-324 # trailing\n");
%!   fprintf (fid, "2\t1:0.1\t5:.5\r\n");
%!   fclose (fid);
%!   [y, X] = svmlightread (f);
%!   [yp, Xp] = py_read (sprintf (["from sklearn.datasets import load_svmlight_file\n" ...
%!     "X, y = load_svmlight_file('%s')\n" ...
%!     "y.astype(float).tofile('%s.y'); X.toarray().T.astype(float).tofile('%s.X')\n"], ...
%!     f, o, o), {[o ".y"], [o ".X"]});
%!   assert (isequal (y, yp));
%!   assert (size (X), [11 10]);
%!   assert (isequal (full (X), reshape (Xp, 11, 10)));
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## MatrixMarket: every field and symmetry, written by mmwrite, read by scipy
%! rand ("seed", 19);
%! randn ("seed", 19);
%! f = [tempname() ".mtx"];
%! o = tempname ();
%! unwind_protect
%!   S = sprandn (30, 30, 0.1) .* 10 .^ randi ([-200 200], 30, 30);
%!   Z = S + 1i * sprandn (30, 30, 0.1);
%!   Ssym = S + S.';
%!   Sskew = S - S.';
%!   Zherm = Z + Z';
%!   cases = {S, "general"; Ssym, "symmetric"; Sskew, "skew-symmetric"; Zherm, "hermitian";
%!            Z, "general"; S != 0, "general"; full(S), "general"; full(Ssym), "symmetric";
%!            int8(round (full (S))), "general"; sprandn(20, 30, 0.2), "general"};
%!   for k = 1:rows (cases)
%!     A = cases{k, 1};
%!     mmwrite (f, A, cases{k, 2});
%!     B = mmread (f);
%!     [re, im] = py_read (sprintf (["import scipy.io, scipy.sparse\n" ...
%!       "A = scipy.io.mmread('%s')\n" ...
%!       "A = A.toarray() if scipy.sparse.issparse(A) else np.asarray(A)\n" ...
%!       "np.real(A).T.astype(float).tofile('%s.re'); np.imag(A).T.astype(float).tofile('%s.im')\n"], ...
%!       f, o, o), {[o ".re"], [o ".im"]});
%!     P = reshape (complex (re, im), size (B));
%!     assert (isequal (full (B), P), sprintf ("case %d (seed 19)", k));
%!     assert (isequal (B, double (A)), sprintf ("case %d", k));
%!   endfor
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## .tns: pandas (round-trip floats) reads the same numbers from tnswrite's file
%! f = [tempname() ".tns"];
%! o = tempname ();
%! unwind_protect
%!   rand ("seed", 23);
%!   [s, v] = find (ndsprand ([30 20 10 5], 0.01, 23));
%!   T = ndsparse (s, v .* 10 .^ randi ([-300 300], size (v)), [30 20 10 5]);
%!   tnswrite (f, T);
%!   [s, v] = find (tnsread (f));
%!   x = py_read (sprintf (["import pandas as pd\n" ...
%!     "d = pd.read_csv('%s', sep=' ', header=None, float_precision='round_trip')\n" ...
%!     "d.to_numpy(dtype=float).tofile('%s.x')\n"], f, o), {[o ".x"]});
%!   x = reshape (x, 5, [])';
%!   assert (isequal (x(:, 1:4), s) && isequal (x(:, 5), v));
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
