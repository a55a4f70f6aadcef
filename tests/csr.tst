## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## csr.tst: csr matrices survive save and load in every format (text, binary,
## -v7, -v6, -hdf5), in this session and in a fresh Octave process; the products
## with a csr batch equal the full ones, with 1e9 columns too; scipy's csr_matrix
## agrees on the three arrays and on row slices (skipped without
## /usr/bin/python3 and scipy).  Run with test ("tests/csr.tst").

%!function C = cases ()
%!  rand ("seed", 6);
%!  C = {csr([7 8 9], [1 0 2], [0 1 1 3], [3 3]),
%!       csr(sprand (6, 9, 0.3) * 1e300),
%!       csr([], [], [0 0 0], [2 4]),
%!       csr(zeros (0, 3)),
%!       csr([0 pi], [2 999999999], [0 2], [1 1e9]),
%!       csr()};
%!endfunction

%!function check_same (L, C)
%!  for k = 1:numel (C)
%!    assert (class (L{k}), "csrmatrix");
%!    assert (csrdata (L{k}), csrdata (C{k}));
%!    assert (csrindices (L{k}), csrindices (C{k}));
%!    assert (csrindptr (L{k}), csrindptr (C{k}));
%!    assert (size (L{k}), size (C{k}));
%!  endfor
%!endfunction

%!test
%! C = cases ();
%! for format = {"-text", "-binary", "-v7", "-v6", "-hdf5"}
%!   file = [tempname() ".sav"];
%!   unwind_protect
%!     X = C{1};
%!     S = struct ("x", C(2));
%!     save (format{1}, file, "C", "X", "S");
%!     L = load (file);
%!     check_same (L.C, C);
%!     check_same ({L.X, L.S.x}, {C{1}, C{2}});
%!   unwind_protect_cleanup
%!     unlink (file);
%!   end_unwind_protect
%! endfor

%!test
%! ## a fresh Octave process loads each format back
%! C = cases ();
%! octave = fullfile (OCTAVE_HOME (), "bin", "octave-cli");
%! if (! isempty (pkg ("list", "ndsparse")))
%!   setup = "pkg load ndsparse;";
%! else
%!   setup = sprintf ("addpath ('%s', '%s');", fileparts (which ("csr")),
%!                    fileparts (which ("__nds_rsp_full__")));
%! endif
%! for format = {"-text", "-binary", "-v7", "-v6", "-hdf5"}
%!   file = [tempname() ".sav"];
%!   unwind_protect
%!     save (format{1}, file, "C");
%!     check = ["L = load ('" file "'); save ('-binary', '" file ".back', 'L');"];
%!     cmd = sprintf ("'%s' --norc --quiet --no-history --eval \"%s %s\"", octave,
%!                   setup, check);
%!     [status, out] = system (cmd);
%!     assert (status == 0 && exist ([file ".back"], "file"), "%s: %s\n%s", format{1}, out, cmd);
%!     B = load ([file ".back"]);
%!     check_same (B.L.C, C);
%!   unwind_protect_cleanup
%!     unlink (file);
%!     if (exist ([file ".back"], "file"))
%!       unlink ([file ".back"]);
%!     endif
%!   end_unwind_protect
%! endfor

%!test
%! ## products with a csr batch: X * W, spdot forward and transposed, against
%! ## the full matrices, on random batches and mini-batches of them
%! for seed = 1:6
%!   rand ("seed", seed);
%!   randn ("seed", seed);
%!   m = randi (8);
%!   n = randi (30);
%!   A = full (sprand (m, n, 0.3));
%!   X = csr (A);
%!   W = randn (n, 3) .* (rand (n, 1) > 0.4);
%!   D = randn (m, 3);
%!   msg = sprintf ("seed %d", seed);
%!   assert (X * W, A * W, 1e-12);
%!   assert (spdot (X, W), A * W, 1e-12);
%!   assert (spdot (X, rowsparse (W)), A * W, 1e-12);
%!   G = spdot (X, D, "transpose_a");
%!   assert (class (G), "rowsparse");
%!   assert (isequal (rowindices (G), find (any (A, 1)).'), msg);
%!   assert (full (G), A.' * D, 1e-12);
%!   r = randi (m, 1, 3);
%!   assert (spdot (X(r, :), W), A(r, :) * W, 1e-12);
%! endfor

%!test
%! ## the hashing trick with a csr: 2 samples among 1e9 features
%! n = 1e9;
%! X = csr ([1 2 3 4], [0 n-1 5e8-1 n-1], [0 2 4], [2 n]);
%! G = spdot (X, [1 10; 2 20], "transpose_a");
%! assert (rowindices (G), [1; 5e8; n]);
%! assert (rowdata (G), [1 10; 6 60; 10 100]);
%! assert (X * G, [21 210; 58 580]);
%! assert (spdot (X, rowsparse ([1 1; 3 3], [1 n], [n 2])), [7 7; 12 12]);

%!test
%! ## scipy's csr_matrix as a second oracle (optional)
%! py = "/usr/bin/python3";
%! if (! exist (py, "file") || system ([py " -c 'import scipy.sparse' 2>/dev/null"]) != 0)
%!   return;
%! endif
%! rand ("seed", 4);
%! A = round (10 * sprand (6, 7, 0.35));
%! X = csr (A);
%! r = [5 2 2 6];
%! file = [tempname() ".txt"];
%! unwind_protect
%!   [i, j, v] = find (A);
%!   dlmwrite (file, [i - 1, j - 1, v]);
%!   code = sprintf (["import numpy as np, scipy.sparse as s\n" ...
%!                    "t = np.loadtxt('%s', delimiter=',', ndmin=2)\n" ...
%!                    "M = s.coo_matrix((t[:,2], (t[:,0].astype(int), t[:,1].astype(int))), shape=(6, 7)).tocsr()\n" ...
%!                    "M.sort_indices()\n" ...
%!                    "B = M[[4, 1, 1, 5], :]\n" ...
%!                    "for a in (M.data, M.indices, M.indptr, B.data, B.indices, B.indptr):\n" ...
%!                    "    print(' '.join(repr(float(x)) for x in a))\n"], file);
%!   [status, out] = system (sprintf ("%s -c \"%s\"", py, strrep (code, "\"", "\\\"")));
%!   assert (status, 0, out);
%!   lines = strsplit (strtrim (out), "\n");
%!   got = cellfun (@(l) str2num (l)(:), lines, "uniformoutput", false);
%!   B = X(r, :);
%!   assert (got, {csrdata(X), csrindices(X), csrindptr(X), csrdata(B), csrindices(B), csrindptr(B)});
%! unwind_protect_cleanup
%!   unlink (file);
%! end_unwind_protect
