## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## rowsparse.tst: rowsparse arrays survive save and load in Octave's text, binary,
## MAT (-v7, -v6) and HDF5 formats, in this session and in a fresh process (which
## must find the class to rebuild it: rowsparse () makes the empty instance load
## fills), and the row-sparse workflow composes: a gradient from spdot, kept by
## retain, applied by every optimizer, equals the same steps on full arrays.
## Run with test ("tests/rowsparse.tst").

## the rowsparse arrays every format must carry: 2-D, N-D, empty, a stored row of
## zeros, values that need 17 digits, the largest row
%!function C = cases ()
%!  rand ("seed", 5);
%!  C = {rowsparse([1 2; 3 4], [2 5], [6 2]),
%!       rowsparse(pi * rand (2, 3, 2) .* 10 .^ [-300 0 300], [1 4], [4 3 2]),
%!       rowsparse([], [], [7 3]),
%!       rowsparse([], [], [0 2]),
%!       rowsparse([0 0; -1e-310 Inf], [1 2^40], [2^40 2]),
%!       rowsparse()};
%!endfunction

## every case equal to what it was: class, stored rows and data bit for bit, size
%!function check_same (L, C)
%!  for k = 1:numel (C)
%!    assert (class (L{k}), "rowsparse");
%!    assert (rowindices (L{k}), rowindices (C{k}));
%!    assert (rowdata (L{k}), rowdata (C{k}));
%!    assert (size (L{k}), size (C{k}));
%!  endfor
%!endfunction

%!test
%! ## this session: as variables, in a struct and in a cell
%! C = cases ();
%! for format = {"-text", "-binary", "-v7", "-v6", "-hdf5"}
%!   file = [tempname() ".sav"];
%!   unwind_protect
%!     R = C{2};
%!     S = struct ("r", C(1));
%!     save (format{1}, file, "C", "R", "S");
%!     L = load (file);
%!     check_same (L.C, C);
%!     check_same ({L.R, L.S.r}, {C{2}, C{1}});
%!   unwind_protect_cleanup
%!     unlink (file);
%!   end_unwind_protect
%! endfor

%!test
%! ## a fresh Octave process loads each format back: after pkg load when the
%! ## package is installed, else from the folders this session uses
%! C = cases ();
%! octave = fullfile (OCTAVE_HOME (), "bin", "octave-cli");
%! if (! isempty (pkg ("list", "ndsparse")))
%!   setup = "pkg load ndsparse;";
%! else
%!   setup = sprintf ("addpath ('%s', '%s');", fileparts (fileparts (which ("rowsparse"))),
%!                    fileparts (which ("__nds_rsp_full__")));
%! endif
%! for format = {"-text", "-binary", "-v7", "-v6", "-hdf5"}
%!   file = [tempname() ".sav"];
%!   unwind_protect
%!     save (format{1}, file, "C");
%!     ## the child loads and saves back what it got; a class it could not rebuild
%!     ## would come back as a struct
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
%! ## the workflow composed: a batch's gradient (spdot), restricted to some rows
%! ## (retain), stepped by each optimizer lazily and densely, in place and on
%! ## values, against the same steps with the gradient as a full array
%! rand ("seed", 21);
%! randn ("seed", 21);
%! n = 40;
%! X = sprand (8, n, 0.1);
%! X(1, [1 n]) = 1;
%! W0 = randn (n, 3);
%! D = randn (8, 3);
%! G = retain (spdot (X, D, "transpose_a"), 1:2:n);
%! Gf = full (X.' * D) .* mod ((1:n)', 2);
%! assert (full (G), Gf, 1e-12);
%! for method = {"sgd", "adam", "adagrad"}
%!   for lazy = [true false]
%!     opts = {"lr", 0.1, "wd", 0.01, "lazy_update", lazy};
%!     if (strcmp (method{1}, "sgd"))
%!       opts(end+1:end+2) = {"momentum", 0.5};
%!     endif
%!     P = optparam (W0, method{1}, opts{:});
%!     update (P, G);
%!     update (P, G);
%!     switch (method{1})
%!       case "sgd"
%!         [W, m] = sgd_update (W0, G, zeros (n, 3), opts{:});
%!         W = sgd_update (W, G, m, opts{:});
%!       case "adam"
%!         [W, m, v] = adam_update (W0, G, zeros (n, 3), zeros (n, 3), 1, opts{:});
%!         W = adam_update (W, G, m, v, 2, opts{:});
%!       case "adagrad"
%!         [W, h] = adagrad_update (W0, G, zeros (n, 3), opts{:});
%!         W = adagrad_update (W, G, h, opts{:});
%!     endswitch
%!     assert (isequal (full (P), W), "%s, lazy %d", method{1}, lazy);
%!     if (lazy)
%!       assert (W(2:2:end, :), W0(2:2:end, :));
%!     endif
%!     assert (spdot (X, P), X * W, 1e-12);
%!   endfor
%! endfor

%!test
%! ## a rowsparse weight and rowsparse (or full) states stay rowsparse under every
%! ## optimizer, lazily and not, and equal the same steps on full arrays; lazily
%! ## the stored rows are W's and the gradient's, and nothing else moves
%! rand ("seed", 34);
%! randn ("seed", 34);
%! n = 30;
%! for trial = 1:4
%!   Wf = randn (n, 2) .* (rand (n, 1) > 0.6);
%!   Gf = randn (n, 2) .* (rand (n, 1) > 0.7);
%!   S1f = abs (randn (n, 2)) .* (rand (n, 1) > 0.8);
%!   S2f = abs (randn (n, 2)) .* (rand (n, 1) > 0.8);
%!   W = rowsparse (Wf);
%!   G = rowsparse (Gf);
%!   for lazy = [true false]
%!     opts = {"lr", 0.1, "wd", 0.01, "lazy_update", lazy};
%!     msg = sprintf ("seed 34, trial %d, lazy %d", trial, lazy);
%!     [A, m] = sgd_update (W, G, rowsparse (S1f), opts{:}, "momentum", 0.5);
%!     [Af, mf] = sgd_update (Wf, G, S1f, opts{:}, "momentum", 0.5);
%!     assert (class (A), "rowsparse");
%!     assert (class (m), "rowsparse");
%!     assert (full (A), Af, 1e-14);
%!     assert (full (m), mf, 1e-14);
%!     [A, m] = sgd_update (W, G, S1f, opts{:}, "momentum", 0.5);
%!     assert ({full(A), class(m)}, {Af, "double"}, 1e-14);
%!     assert (m, mf, 1e-14);
%!     A = sgd_update (W, G, [], opts{:});
%!     assert (full (A), sgd_update (Wf, G, [], opts{:}), 1e-14);
%!     [A, m, v] = adam_update (W, G, rowsparse (S1f), rowsparse (S2f), 3, opts{:});
%!     [Af, mf, vf] = adam_update (Wf, G, S1f, S2f, 3, opts{:});
%!     assert ({class(A), class(m), class(v)}, {"rowsparse", "rowsparse", "rowsparse"});
%!     assert (full (A), Af, 1e-14);
%!     assert (full (m), mf, 1e-14);
%!     assert (full (v), vf, 1e-14);
%!     [A, h] = adagrad_update (W, G, rowsparse (S1f), opts{:});
%!     [Af, hf] = adagrad_update (Wf, G, S1f, opts{:});
%!     assert (full (A), Af, 1e-14);
%!     assert (full (h), hf, 1e-14);
%!     if (lazy)
%!       assert (isequal (rowindices (A), union (rowindices (W), rowindices (G))), msg);
%!     endif
%!   endfor
%! endfor
%!error <MOM must be a rowsparse or a full real double or single array> sgd_update (rowsparse ([1 1], 1, [2 2]), ones (2), ones (3), "momentum", 0.5)
%!error <G is 3x2 but W is 2x2> adagrad_update (rowsparse ([1 1], 1, [2 2]), ones (3, 2), ones (2))

%!test
%! ## ndsparse OP rowsparse follows the dense-result policy, as rowsparse OP ndsparse
%! warning ("off", "ndsparse:fallback", "local");
%! R = rowsparse ([1 2 3; 4 5 6], [1 3], [4 3]);
%! A = magic (4)(:, 1:3) .* (rand (4, 3) > 0.5);
%! N = ndsparse (A);
%! assert (N + R, A + full (R));
%! assert (R + N, A + full (R));
%! assert (full (N - R), A - full (R));
%! assert (full (N .* R), A .* full (R));
%! assert (isequal (N, rowsparse (A)));
%! old = ndsparse_config ("max_dense", 5);
%! unwind_protect
%!   fail ("N + R", "max_dense");
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect
%!warning <plus: storage fallback> ndsparse (eye (2)) + rowsparse (eye (2));
%!warning <log: storage fallback> log (rowsparse (eye (2)));

%!test
%! ## integer operands follow Octave's rule for full arrays (the storage fallback
%! ## makes the rowsparse full): the integer class, rounded and saturated, as
%! ## full (R) op X gives, every operator, every integer class, both sides
%! R = rowsparse ([2.5 0 -3; 0 0 0; 0 7 1e10]);
%! F = full (R);
%! ops = {@plus, @minus, @times, @rdivide, @ldivide, @power, @max, @min, ...
%!        @eq, @ne, @lt, @le, @gt, @ge};
%! classes = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"};
%! ws = warning ("off", "ndsparse:fallback");
%! unwind_protect
%!   for c = classes
%!     for k = 1:numel (ops)
%!       for X = {cast(2, c{1}), cast([1 2 3; 4 5 6; 7 8 9], c{1})}
%!         msg = sprintf ("%s %s", func2str (ops{k}), c{1});
%!         A = ops{k} (R, X{1});
%!         E = ops{k} (F, X{1});
%!         assert (strcmp (class (A), class (E)), msg);
%!         assert (isequal (A, E), msg);
%!         A = ops{k} (X{1}, R);
%!         E = ops{k} (X{1}, F);
%!         assert (strcmp (class (A), class (E)), msg);
%!         assert (isequal (A, E), msg);
%!       endfor
%!     endfor
%!   endfor
%! unwind_protect_cleanup
%!   warning (ws);
%! end_unwind_protect
