## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## saveload.tst: ndsparse tensors survive save and load in Octave's text, binary and
## MAT (-v7) formats: same class, same fields bit for bit, equal to the original and
## to its full array.  Run with test ("tests/saveload.tst").

## R = T after a save in FORMAT and a load (as a variable, in a struct and in a cell)
%!function R = round_trip (T, format)
%!  file = [tempname() ".sav"];
%!  unwind_protect
%!    wrapped = struct ("t", T, "c", {{T, 1}});
%!    save (format, file, "T", "wrapped");
%!    L = load (file);
%!    R = L.T;
%!    assert (class (L.wrapped.t), "ndsparse");
%!    assert (struct (L.wrapped.t), struct (T));
%!    assert (struct (L.wrapped.c{1}), struct (T));
%!  unwind_protect_cleanup
%!    unlink (file);
%!  end_unwind_protect
%!endfunction

## every format: the loaded tensor is the same object as the original
%!function check_all_formats (T, dense)
%!  for format = {"-text", "-binary", "-v7"}
%!    R = round_trip (T, format{1});
%!    assert (class (R), "ndsparse");
%!    assert (struct (R), struct (T));   # every field, class and bit
%!    assert (isequal (R, T));
%!    assert (size (R), size (T));
%!    assert (nnz (R), nnz (T));
%!    assert (islogical (R), islogical (T));
%!    if (dense)
%!      assert (full (R), full (T));
%!      assert (isequal (R, full (T)));
%!    endif
%!    [s1, v1] = find (R);
%!    [s0, v0] = find (T);
%!    assert ({s1, v1}, {s0, v0});
%!  endfor
%!endfunction

%!test
%! ## 3-D double with duplicates summed, values that need all 17 digits
%! rand ("seed", 1);
%! subs = randi ([1 4], 60, 3);
%! vals = pi * randn (60, 1) .* 10 .^ randi ([-300 300], 60, 1);
%! T = ndsparse (subs, vals, [4 4 5]);
%! assert (nnz (T) > 10);
%! check_all_formats (T, true);

%!test
%! ## logical
%! T = ndsparse ([1 2 1; 3 1 2; 1 2 1], true, [3 2 2]);
%! assert (islogical (T));
%! check_all_formats (T, true);
%! check_all_formats (ndsparse (rand (3, 4, 2) > 0.5), true);

%!test
%! ## empty: no entries, and a zero-sized dimension
%! check_all_formats (ndsparse ([], [], [4 5 6]), true);
%! check_all_formats (ndsparse ([], [], [3 0 2]), true);
%! check_all_formats (ndsparse (zeros (0, 3)), true);

%!test
%! ## 1-D, 2-D, size-1 dimensions, six dimensions, Inf and tiny values
%! check_all_formats (ndsparse ([3; 1], [Inf; -1e-310], 4), true);
%! check_all_formats (ndsparse ([1 2; 2 2], [5; -6], [2 2]), true);
%! check_all_formats (ndsparse ([1 1 1 1 1 2; 1 2 1 1 3 2], [7; 8], [1 2 1 1 3 2]), true);
%! check_all_formats (ndsparse (sparse ([1 0 2; 0 0 3])), true);

%!test
%! ## large underlying size: coordinates past 2^32, no full array
%! T = ndsparse ([2^40+1 3 1; 1 1 2^33; 2^45 2 2^33], [1; 2; 3], [2^45 3 2^33]);
%! check_all_formats (T, false);

%!testif ; ismember ("subsref", methods ("ndsparse"))
%! ## views (offsets, fixed dims) and views of views keep their view parameters
%! T = ndsparse ([1 1 1; 2 3 1; 4 2 2; 3 3 2], [1; 2; 3; 4], [4 3 2]);
%! V = T(2:4, :, 2);
%! check_all_formats (V, true);
%! check_all_formats (V(2:3, 2:3), true);

%!testif ; ismember ("subsasgn", methods ("ndsparse"))
%! ## pending (not yet merged) assignments are saved and loaded as they are
%! T = ndsparse ([1 1 1; 2 3 1], [1; 2], [4 3 2]);
%! T(4, 3, 2) = 5;
%! T(1, 1, 1) = 0;
%! check_all_formats (T, true);
%! assert (full (T)(4, 3, 2), 5);
%! assert (nnz (T), 2);
