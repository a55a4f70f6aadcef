## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Differential tests of indexing, views and assignment: every expression is run
## on an ndsparse tensor and on the full array it equals (the oracle).  When the
## oracle errors, ndsparse must error with identifier ndsparse:index.

%!function F = rand_full (sz)
%!  F = round (4 * randn ([sz, 1])) .* (rand ([sz, 1]) < 0.4);
%!endfunction

%!function sz = rand_size ()
%!  N = randi (6);
%!  sz = randi ([0 4], 1, N);
%!  sz(rand (1, N) < 0.2) = 1;
%!  sz(rand (1, N) < 0.75 & sz == 0) = 3;
%!endfunction

%!## one random subscript into a dimension of extent n
%!function x = rand_sub (n, allow_bad)
%!  k = randi (11);
%!  if (allow_bad && rand () < 0.04)
%!    x = n + randi (2);
%!    return;
%!  endif
%!  if (n == 0 && k > 1)
%!    k = 10;
%!  endif
%!  switch (k)
%!    case 1
%!      x = ":";
%!    case {2, 3}
%!      x = randi (n);
%!    case {4, 5}
%!      a = randi (n); x = a:randi ([a n]);
%!    case 6
%!      a = randi (n); x = a:randi (2):n;
%!    case 7
%!      x = n:-1:randi (n);
%!    case 8
%!      x = randi (n, 1, randi (5));
%!    case 9
%!      x = rand (1, n) < 0.5;
%!    case 10
%!      x = zeros (1, 0);
%!    otherwise
%!      x = randi (n, randi (3), randi (3));
%!  endswitch
%!endfunction

%!## random subscripts for an array of size sz: N-D, fewer, more, or linear
%!function subs = rand_subs (sz, allow_bad)
%!  sz = size (zeros ([sz, 1]));
%!  k = numel (sz);
%!  r = rand ();
%!  if (r < 0.2)
%!    nsub = 1;
%!    W = prod (sz);
%!  elseif (r < 0.35 && k > 2)
%!    nsub = randi ([2, k - 1]);
%!    W = [sz(1:nsub-1), prod(sz(nsub:end))];
%!  elseif (r < 0.45)
%!    nsub = k + 1;
%!    W = [sz, 1];
%!  else
%!    nsub = k;
%!    W = sz;
%!  endif
%!  subs = cell (1, nsub);
%!  for p = 1:nsub
%!    subs{p} = rand_sub (W(p), allow_bad);
%!  endfor
%!endfunction

%!## random view-kind subscripts (":", scalars, unit ranges) of full-size dims
%!function subs = rand_view_subs (sz)
%!  sz = size (zeros ([sz, 1]));
%!  subs = cell (1, numel (sz));
%!  for p = 1:numel (sz)
%!    n = sz(p);
%!    r = randi (3);
%!    if (n == 0 || r == 1)
%!      subs{p} = ":";
%!    elseif (r == 2)
%!      subs{p} = randi (n);
%!    else
%!      a = randi (n); subs{p} = a:randi ([a n]);
%!    endif
%!  endfor
%!endfunction

%!## compare R (ndsparse or scalar) with the full result E
%!function check (R, E, what)
%!  if (isa (R, "ndsparse"))
%!    check_storage (R, what);
%!    ok = (isequal (size (R), size (E)) && isequal (full (R), E) && nnz (R) == nnz (E)
%!          && strcmp (class (full (R)), class (E)) && isreal (R) == isreal (E));
%!  else
%!    ok = isequal (R, E) && strcmp (class (R), class (E));
%!  endif
%!  if (! ok)
%!    error ("%s: ndsparse differs from the full oracle", what);
%!  endif
%!endfunction

%!## a random tensor and its full oracle, possibly a view (depth up to 4) with
%!## pending assignments
%!function [T, F] = rand_tensor ()
%!  F = rand_full (rand_size ());
%!  T = ndsparse (F);
%!  for depth = 1:randi ([0 4])
%!    if (rand () < 0.5)
%!      s = rand_view_subs (size (F));
%!      if (all (cellfun ("isnumeric", s)))
%!        s{1} = ":";
%!      endif
%!      T = T(s{:});
%!      F = F(s{:});
%!    else
%!      ## view with points (fixed) and newaxis (hidden)
%!      sz = size (F);
%!      args = {};
%!      keep = [];
%!      idx = {};
%!      for d = 1:numel (sz)
%!        if (rand () < 0.2)
%!          args{end+1} = nd.newaxis ();
%!          keep(end+1) = 1;
%!        endif
%!        if (sz(d) > 0 && rand () < 0.3)
%!          k = randi (sz(d));
%!          args{end+1} = nd.point (k);
%!          idx{end+1} = k;
%!        elseif (sz(d) > 0 && rand () < 0.4)
%!          a = randi (sz(d)); b = randi ([a sz(d)]);
%!          args{end+1} = nd.interval (a, b);
%!          idx{end+1} = a:b;
%!          keep(end+1) = b - a + 1;
%!        else
%!          args{end+1} = ":";
%!          idx{end+1} = ":";
%!          keep(end+1) = sz(d);
%!        endif
%!      endfor
%!      V = view (T, args{:});
%!      if (isempty (keep))
%!        keep = 1;
%!      endif
%!      E = reshape (F(idx{:}), [keep, 1]);
%!      assert (size (V), size (E));
%!      T = V;
%!      F = E;
%!    endif
%!  endfor
%!  if (rand () < 0.3 && numel (F) > 0)
%!    for r = 1:randi (5)
%!      i = randi (numel (F));
%!      c = cell (1, ndims (F));
%!      [c{:}] = ind2sub (size (F), i);
%!      v = randi (3) - 1;
%!      T(c{:}) = v;
%!      F(c{:}) = v;
%!    endfor
%!  endif
%!endfunction

%!## run the same indexing on T and F; the oracle's errors must be ours
%!function try_index (T, F, subs)
%!  try
%!    E = F(subs{:});
%!  catch
%!    try
%!      T(subs{:});
%!    catch err
%!      assert (err.identifier, "ndsparse:index");
%!      return;
%!    end_try_catch
%!    error ("no error for an index the oracle rejects: %s", disp (subs));
%!  end_try_catch
%!  check (T(subs{:}), E, "subsref");
%!endfunction

%!## run the same assignment on T and F
%!function try_assign (T, F, subs, x, xT)
%!  try
%!    if (isequal (x, []))
%!      F(subs{:}) = [];     # deletion needs the literal []
%!    else
%!      F(subs{:}) = x;
%!    endif
%!  catch
%!    try
%!      T(subs{:}) = xT;
%!    catch err
%!      assert (err.identifier, "ndsparse:index");
%!      return;
%!    end_try_catch
%!    error ("no error for an assignment the oracle rejects");
%!  end_try_catch
%!  T(subs{:}) = xT;
%!  check (T, F, "subsasgn");
%!endfunction

%!test
%! ## random subscripts of every kind on random tensors and views
%! rand ("seed", 1); randn ("seed", 1);
%! for trial = 1:1200
%!   [T, F] = rand_tensor ();
%!   check (T, F, "view");
%!   try_index (T, F, rand_subs (size (F), true));
%! endfor

%!test
%! ## random assignments: scalars, full arrays, ndsparse, growth, masks
%! rand ("seed", 2); randn ("seed", 2);
%! for trial = 1:500
%!   [T, F] = rand_tensor ();
%!   subs = rand_subs (size (F), true);
%!   try
%!     E = F(subs{:});
%!     shp = size (E);
%!   catch
%!     shp = [1 1];
%!   end_try_catch
%!   r = rand ();
%!   if (r < 0.3)
%!     x = randi (3) - 1;
%!     xT = x;
%!   elseif (r < 0.6)
%!     x = rand_full (shp);
%!     xT = x;
%!   elseif (r < 0.75)
%!     x = rand_full (shp);
%!     xT = ndsparse (x);
%!   elseif (r < 0.85 && numel (shp) == 2)
%!     x = rand_full (shp);
%!     xT = sparse (x);      # row vectors too: find returns rows there
%!   else
%!     x = rand_full (shp);
%!     x = reshape (x, [1, shp]);
%!     xT = x;
%!   endif
%!   try_assign (T, F, subs, x, xT);
%! endfor

%!test
%! ## random deletions
%! rand ("seed", 3); randn ("seed", 3);
%! for trial = 1:500
%!   [T, F] = rand_tensor ();
%!   subs = rand_subs (size (F), false);
%!   if (rand () < 0.7 && numel (subs) > 1)
%!     p = randi (numel (subs));
%!     c = subs{p};
%!     subs(:) = {":"};
%!     subs{p} = c;
%!   endif
%!   try_assign (T, F, subs, [], []);
%! endfor

%!test
%! ## views of views share storage and cost no pass over the nonzeros
%! F = rand_full ([5 6 7 3]);
%! T = ndsparse (F);
%! V = T(2:4, :, 3:6, 2);
%! W = V(:, 2, 2:3);
%! U = W(2, 1, :);
%! assert (viewinfo (U).shares);
%! assert (viewinfo (U).stored, nnz (F));
%! assert (viewinfo (U).offsets, [2 1 3 1]);
%! check (U, F(3, 2, 4:5, 2), "depth 3");
%! C = compact (U);
%! assert (viewinfo (C).shares, false);
%! check (C, F(3, 2, 4:5, 2), "compact");

%!test
%! ## lookups of many elements at once agree with the full array
%! F = rand_full ([30 20 10]);
%! T = ndsparse (F);
%! idx = randi (numel (F), 1, 50);
%! check (T(idx), F(idx), "linear");
%! check (T(idx.'), F(idx.'), "linear column");
%! check (T(reshape (idx, 5, 10)), F(reshape (idx, 5, 10)), "linear matrix");
%! check (T(3, [4 4 1], 2), F(3, [4 4 1], 2), "probe");

%!test
%! ## slices on any dim of a larger storage go through the cached per-dim orders
%! rand ("seed", 4);
%! F = round (9 * rand (40, 30, 20)) .* (rand (40, 30, 20) < 0.4);
%! T = ndsparse (F);
%! for trial = 1:60
%!   s = rand_view_subs (size (F));
%!   if (all (cellfun ("isnumeric", s)))
%!     s{1} = ":";
%!   endif
%!   check (T(s{:}), F(s{:}), "slice");
%!   V = T(s{:});
%!   E = F(s{:});
%!   s2 = rand_view_subs (size (E));
%!   s2{1} = ":";
%!   check (V(s2{:}), E(s2{:}), "slice of slice");
%! endfor
%! for k = [1 17 30]
%!   check (view (T, ":", k, ":"), squeeze (F(:, k, :)), "point");
%!   check (T(:, k, 2:19), F(:, k, 2:19), "slice range");
%! endfor
%! T(3, 4, 5) = 77; F(3, 4, 5) = 77;
%! check (T(:, 4, :), F(:, 4, :), "pending");

%!test
%! ## element fast paths: sparse, integer, logical and matrix subscripts
%! F = zeros (3, 4, 2); F([2 7 20]) = [1 2 3];
%! T = ndsparse (F);
%! check (T(sparse (2), 3, 1), F(sparse (2), 3, 1), "sparse subscript");
%! check (T(int8 (1), 3, 1), F(int8 (1), 3, 1), "int8 subscript");
%! check (T([1 2; 3 1], 3, 1), F([1 2; 3 1], 3, 1), "matrix subscript");
%! T(int8 (3), 4, 2) = 5; F(3, 4, 2) = 5;
%! T(sparse (1), 1, 1) = 6; F(1, 1, 1) = 6;
%! check (T, F, "assign");

%!test
%! ## lookups again and again: once the storage keeps its last dim's column pointers
%! ## each is searched among its slice's rows; against the full array, in every shape
%! ## (a last dim of 1, an empty tensor, 2-D, 4-D), stored and empty positions alike
%! rand ("seed", 351);
%! for trial = 1:16
%!   sz = [randi(6), randi(5), randi([1 7])];
%!   if (mod (trial, 4) == 1)
%!     sz(3) = 1;
%!   elseif (mod (trial, 4) == 2)
%!     sz = [sz 3];
%!   elseif (mod (trial, 8) == 3)
%!     sz = sz(1:2);
%!   endif
%!   F = rand_full (sz);
%!   if (trial == 4)
%!     F(:) = 0;
%!   endif
%!   T = ndsparse (F);
%!   for rep = 1:30
%!     lin = randi (numel (F), randi ([1 numel(F)]), 1);
%!     assert (isequal (full (T(lin)), F(lin)), "seed 351, trial %d, rep %d", trial, rep);
%!   endfor
%! endfor

%!test
%! ## selections by lookup and by one pass (lists with a table over their range, and
%! ## lists too spread for one, searched), against reads one element at a time
%! sz = [2000 3000 40];
%! rand ("seed", 7);
%! s = [randi(sz(1), 3000, 1), randi(sz(2), 3000, 1), randi(sz(3), 3000, 1)];
%! T = ndsparse (s, (1:3000).', sz);
%! one = @(i, j, k) full (T(i, j, k));
%! for nq = [10 100 8000]
%!   q = [s(randi (3000, nq / 2, 1), :); [randi(sz(1), nq / 2, 1), randi(sz(2), nq / 2, 1), randi(sz(3), nq / 2, 1)]];
%!   lin = sub2ind (sz, q(:, 1), q(:, 2), q(:, 3));
%!   want = arrayfun (one, q(:, 1), q(:, 2), q(:, 3));
%!   assert (full (T(lin)), want);
%!   assert (full (T(lin.')), want.');
%! endfor
%! I = [s(1:5, 1); 1; 2000; s(5, 1)];
%! J = [s(1:5, 2); 3000];
%! [i, j, k] = ndgrid (I, J, 1:sz(3));
%! want = reshape (arrayfun (one, i(:), j(:), k(:)), size (i));
%! assert (full (T(I, J, :)), want);
%! R = T(I(1:2), [J; (3000:-1:1).'], 3);
%! assert (size (R), [2 3006]);
%! [i, j] = ndgrid (I(1:2), [J; (3000:-1:1).']);
%! assert (full (R), reshape (arrayfun (one, i(:), j(:), 3 + 0 * i(:)), size (i)));

%!test
%! ## increasing lists spread past a table of positions (len + nnz + 65536 rows: a
%! ## bit a coordinate, positions by ranks), and one past 32 times that (searched),
%! ## against the full array: lists with hits and misses, empty, end, logical masks,
%! ## a short list or a size-1 dim beside, 2-D reads of a 3-D tensor, views of views
%! rand ("seed", 36);
%! for trial = 1:12
%!   sz = [1e5, randi(3), randi(4)];
%!   n = randi ([0 400]) * (trial > 1);
%!   s = [randi(sz(1), n, 1), randi(sz(2), n, 1), randi(sz(3), n, 1)];
%!   F = zeros (sz);
%!   F(sub2ind (sz, s(:, 1), s(:, 2), s(:, 3))) = randi (9, n, 1);
%!   T = ndsparse (F);
%!   rl = unique ([sort(randperm (sz(1), randi ([0 300]))), s(1:min (n, 40), 1).']);
%!   mask = false (sz(1), 1);
%!   mask(rl) = true;
%!   ks = unique ([1 sz(3)]);
%!   msg = sprintf ("seed 36, trial %d", trial);
%!   check (T(rl, :, :), F(rl, :, :), msg);
%!   check (T(rl, :, end), F(rl, :, end), [msg " end"]);
%!   check (T(mask, :, :), F(mask, :, :), [msg " mask"]);
%!   check (T(rl, :, ks), F(rl, :, ks), [msg " with a short list"]);
%!   check (T(rl, 1, :), F(rl, 1, :), [msg " size-1 dim"]);
%!   check (T(rl, :), F(rl, :), [msg " 2-D"]);
%!   check (T([], :, :), F([], :, :), [msg " empty list"]);
%!   V = T(3:end-2, :, :);
%!   W = V(2:end, :, :);
%!   G = F(3:end-2, :, :)(2:end, :, :);
%!   r = rl(rl <= size (G, 1));
%!   check (W(r, :, :), G(r, :, :), [msg " view of a view"]);
%! endfor
%! ## a list whose span passes 32 (len + nnz + 65536): no bits, each entry searched
%! A = ndsparse ([1 1; 5e6 2; 2.5e6 1; 7 2], [1; 2; 3; 4], [5e6 2]);
%! S = sparse ([1 5e6 2.5e6 7], [1 2 1 2], [1 2 3 4], 5e6, 2);
%! for rows = {[1 5e6], [1 7 2.5e6], [2 3]}
%!   assert (isequal (sparse (A(rows{1}, :)), S(rows{1}, :)));
%! endfor

%!test
%! ## logical tensors: reads stay logical, assignments keep the class
%! rand ("seed", 5); randn ("seed", 5);
%! for trial = 1:200
%!   F = rand_full (rand_size ()) != 0;
%!   T = ndsparse (F);
%!   subs = rand_subs (size (F), true);
%!   try_index (T, F, subs);
%!   try
%!     shp = size (F(subs{:}));
%!   catch
%!     shp = [1 1];
%!   end_try_catch
%!   if (rand () < 0.5)
%!     x = rand (shp) > 0.5;
%!   else
%!     x = double (rand () > 0.5);
%!   endif
%!   try_assign (T, F, subs, x, x);
%! endfor
%! M = rand (3, 4, 2) > 0.5;
%! T = ndsparse (M);
%! check (T(2, 3, 1), M(2, 3, 1), "logical element");
%! check (T(ndsparse (M)), M(M), "ndsparse mask");

%!test
%! ## a numeric ndsparse subscript indexes by its values, as a sparse one does
%! F = [10 20 30 40; 0 5 0 6];
%! T = ndsparse (F);
%! k = [2 3 8];
%! check (T(ndsparse (k)), F(sparse (k)), "numeric ndsparse linear subscript");
%! check (T(ndsparse (2), ndsparse ([4 2])), F(2, [4 2]), "numeric ndsparse subscripts");
%! check (view (T, ":", ndsparse ([2 3])), F(:, [2 3]), "numeric ndsparse view index");
%! T(ndsparse (k)) = [7 8 9];
%! F(k) = [7 8 9];
%! check (T, F, "assignment by numeric ndsparse subscript");
%! T(:, ndsparse ([1 4])) = [];
%! F(:, [1 4]) = [];
%! check (T, F, "deletion by numeric ndsparse subscript");
%!error <subscripts must be> T = ndsparse ([1 2 3]); T(ndsparse ([0 1]))

%!test
%! ## short slices of double values, copied by pairs of rows (nds_slices_copy): columns
%! ## of 0 to 40 entries, the storage's last column full (a slice ending at its last
%! ## entry), lists with repeats, the last column often among them and often last; a
%! ## matrix and the same entries as a 3-d tensor, against the full array
%! rand ("seed", 3535);
%! for trial = 1:40
%!   m = 2 * randi ([10 30]);
%!   c = randi ([10 40]);
%!   M = zeros (m, c);
%!   for j = 1:c - 1
%!     nj = randi ([0 min(m, 40)]);
%!     M(randperm (m, nj), j) = rand (nj, 1) + 0.5;
%!   endfor
%!   M(:, c) = rand (m, 1) + 0.5;
%!   cols = [randi(c, 1, randi ([1 12])), repmat(c, 1, randi ([0 2]))];
%!   if (mod (trial, 2))
%!     cols = cols(randperm (numel (cols)));
%!   endif
%!   A = ndsparse (M);
%!   assert (isequal (full (A(:, cols)), M(:, cols)), "seed 3535, trial %d", trial);
%!   F = reshape (M, [2, m / 2, c]);
%!   T = ndsparse (F);
%!   assert (isequal (full (T(:, :, cols)), F(:, :, cols)), "seed 3535, trial %d", trial);
%! endfor

%!test
%! ## a list on the last dim (found by binary search per listed slice), alone or
%! ## with lists, ranges and colons before it; repeats, any order, empty lists,
%! ## logical values, and a matrix as a Octave user indexes one
%! rand ("seed", 35); randn ("seed", 35);
%! for trial = 1:60
%!   sz = [randi(30), randi(20), randi(25)];
%!   F = rand_full (sz);
%!   if (mod (trial, 5) == 0)
%!     F = F != 0;
%!   endif
%!   T = ndsparse (F);
%!   ks = randi (sz(3), 1, randi ([0, 2 * sz(3)]));
%!   firsts = {":", randi(sz(1), 1, 3), 2:min(4, sz(1)), randi(sz(1))};
%!   a = firsts{randi (4)};
%!   seconds = {":", randi(sz(2), 1, 2)};
%!   b = seconds{randi (2)};
%!   assert (isequal (full (T(a, b, ks)), F(a, b, ks)), "seed 35, trial %d", trial);
%!   assert (size (T(a, b, ks)), size (F(a, b, ks)));
%!   M = reshape (F, sz(1), []);
%!   cols = randi (columns (M), 1, randi (3 * columns (M)));
%!   A = ndsparse (M);
%!   assert (isequal (full (A(:, cols)), M(:, cols)), "seed 35, trial %d", trial);
%!   assert (sparse (A(:, cols)), sparse (M(:, cols)));
%! endfor

%!test
%! ## list slices used again and again: after enough searches the storage's column
%! ## pointers are made and kept, and every read through them agrees with the full
%! ## array; a changed tensor (a new storage) gets its own; complex and single values
%! rand ("seed", 36);
%! for trial = 1:12
%!   sz = [randi(20), randi(15), randi([1 40])];
%!   F = rand_full (sz);
%!   switch (mod (trial, 4))
%!     case 1
%!       F = F + 1i * rand_full (sz);
%!     case 2
%!       F = single (F);
%!   endswitch
%!   T = ndsparse (F);
%!   for rep = 1:40
%!     ks = sort (randi (sz(3), 1, randi ([0, 4])));
%!     if (mod (rep, 3) == 0)
%!       ks = ks(end:-1:1);
%!     endif
%!     assert (isequal (full (T(:, :, ks)), F(:, :, ks)), "seed 36, trial %d, rep %d", trial, rep);
%!     i = randi (sz(1), 1, 2);
%!     assert (isequal (full (T(i, :, ks)), F(i, :, ks)), "seed 36, trial %d, rep %d", trial, rep);
%!   endfor
%!   T(1, 1, sz(3)) = 7;
%!   F(1, 1, sz(3)) = 7;
%!   T = T + 0;
%!   assert (isequal (full (T(:, :, [sz(3) 1 sz(3)])), F(:, :, [sz(3) 1 sz(3)])), "seed 36, trial %d", trial);
%! endfor

%!test
%! ## the same with long slices (100 to 360 entries each, some slices empty): the
%! ## pointers are then found by galloping searches, not a scan (nds_last_ptr), and
%! ## reads through them agree with the full array; a size-1 last dim, repeated and
%! ## unsorted lists, a view of the tensor
%! rand ("seed", 37);
%! randn ("seed", 37);
%! for trial = 1:6
%!   sz = [randi([20 40]), randi([15 25]), randi([1 10])];
%!   if (trial == 1)
%!     sz(3) = 1;
%!   endif
%!   F = rand_full (sz);
%!   F(:, :, randi (sz(3), 1, 2)) = 0;
%!   T = ndsparse (F);
%!   for rep = 1:40
%!     ks = randi (sz(3), 1, randi ([0, 5]));
%!     if (mod (rep, 2) == 0)
%!       ks = sort (ks);
%!     endif
%!     assert (isequal (full (T(:, :, ks)), F(:, :, ks)), "seed 37, trial %d, rep %d", trial, rep);
%!     i = randi (sz(1), 1, 3);
%!     assert (isequal (full (T(i, :, ks)), F(i, :, ks)), "seed 37, trial %d, rep %d", trial, rep);
%!   endfor
%!   V = T(:, 2:end, :);
%!   assert (isequal (full (V(:, :, ks)), F(:, 2:end, ks)), "seed 37, trial %d", trial);
%!   M = reshape (F, [], sz(3));
%!   A = ndsparse (M);
%!   for rep = 1:30
%!     cols = randi (sz(3), 1, randi ([1, 4]));
%!     assert (isequal (sparse (A(:, cols)), sparse (M(:, cols))), "seed 37, trial %d, rep %d", trial, rep);
%!   endfor
%! endfor

%!test
%! ## a matrix of many columns: its column pointers kept as a table made a column at a
%! ## time, each column's pair searched when a list first asks for it; lists of
%! ## columns (some new, some asked before, repeated, unsorted, past the stored ones),
%! ## lookups of a few elements through the same table, then sum (A), which needs
%! ## every pointer (the table completed), and the lists again; against the full matrix
%! rand ("seed", 39);
%! for trial = 1:4
%!   M = full (sprand (randi ([15 25]), randi ([1800 2200]), 0.02));
%!   M(:, end) = 0;
%!   A = ndsparse (M);
%!   for rep = 1:40
%!     cols = randi (columns (M), 1, randi ([1 30]));
%!     if (mod (rep, 3) == 0)
%!       cols = sort (cols);
%!     endif
%!     assert (isequal (sparse (A(:, cols)), sparse (M(:, cols))), "seed 39, trial %d, rep %d", trial, rep);
%!     if (mod (rep, 4) == 0)
%!       i = randi (rows (M), 1, 2);
%!       j = randi (columns (M), 1, 2);
%!       assert (isequal (full (A(i, j)), M(i, j)), "seed 39, trial %d, rep %d", trial, rep);
%!     endif
%!   endfor
%!   assert (isequal (full (sum (A)), sum (M)), "seed 39, trial %d", trial);
%!   cols = randi (columns (M), 1, 30);
%!   assert (isequal (sparse (A(:, cols)), sparse (M(:, cols))), "seed 39, trial %d", trial);
%! endfor

%!test
%! ## one list asked again and again: its columns' pointers tested on each call until
%! ## those tests have paid for the whole table, which is then made by one pass; other
%! ## lists after it, and before, against the full matrix
%! rand ("seed", 3536);
%! M = full (sprand (20, 2000, 0.02));
%! A = ndsparse (M);
%! cols = sort (randi (2000, 1, 30));
%! other = randi (2000, 1, 40);
%! assert (isequal (full (A(:, other)), M(:, other)), "seed 3536");
%! for rep = 1:400
%!   R = A(:, cols);
%!   if (mod (rep, 50) == 0)
%!     assert (isequal (full (R), M(:, cols)), "seed 3536, rep %d", rep);
%!   endif
%! endfor
%! for rep = 1:10
%!   other = randi (2000, 1, randi ([1 60]));
%!   assert (isequal (full (A(:, other)), M(:, other)), "seed 3536, list %d", rep);
%! endfor

%!test
%! ## a storage of more than 131072 entries: before its pointers are made the slices'
%! ## starts are searched all together (nds_slices_find); against the full array,
%! ## sorted, unsorted and repeated lists, and the empty list
%! rand ("seed", 38);
%! randn ("seed", 38);
%! sz = [200, 200, 12];
%! F = rand_full (sz);
%! T = ndsparse (F);
%! assert (nnz (T) > 131072);
%! for rep = 1:8
%!   ks = randi (sz(3), 1, randi ([0, 6]));
%!   if (mod (rep, 2) == 0)
%!     ks = sort (ks);
%!   endif
%!   assert (isequal (full (T(:, :, ks)), F(:, :, ks)), "seed 38, rep %d", rep);
%! endfor

## a complex subscript is refused in Octave's words, reading and assigning alike
%!error <index \(_\): subscripts must be real \(forgot to initialize i or j\?\)> ndsparse ([1 1], 1, [2 2])(1i)
%!error <index \(_,_\): subscripts must be real> ndsparse ([1 1], 1, [2 2])(1, 2i)
%!test
%! T = ndsparse ([1 1], 1, [2 2]);
%! try
%!   T(1i) = 2;
%!   err = [];
%! catch err
%! end_try_catch
%! assert (err.identifier, "ndsparse:index");
%! assert (! isempty (strfind (err.message, "subscripts must be real")));
%! assert (full (T), [1 0; 0 0]);

## Extra trailing subscripts (T(...,:), T(...,1), T(...,1,1)) give a result of
## Octave's ndims (trailing singleton dims dropped, at least 2), as on full (T):
## its size, and every operation that counts modes (ttv, ttm, mttkrp, sum,
## permute, unfold), agree with the full array's
%!function trail_eq (a, b, tol, msg)
%!  ## a equals b (sizes, and values within tol), else an error naming msg
%!  ok = isequal (size (a), size (b)) && all (abs (double (a(:)) - double (b(:))) <= tol);
%!  assert (ok, "%s: got %s of size %s, expected %s of size %s", msg, mat2str (double (a)(:).', 4),
%!          mat2str (size (a)), mat2str (double (b)(:).', 4), mat2str (size (b)));
%!endfunction

%!function F = trail_unfold (F, n)
%!  N = ndims (F);
%!  F = reshape (permute (F, [n, setdiff(1:N, n)]), size (F, n), []);
%!endfunction

%!function trail_check (V, G, msg)
%!  ## V (an ndsparse) against G (the same expression on the full array)
%!  trail_eq (size (V), size (G), 0, msg);
%!  trail_eq (ndims (V), ndims (G), 0, msg);
%!  trail_eq (full (V), G, 0, msg);
%!  N = ndims (G);
%!  sz = size (G);
%!  for n = 1:N
%!    v = (1:sz(n)).' / 7;
%!    Gn = trail_unfold (G, n);
%!    Y = ttv (V, v, n);
%!    rest = sz([1:n-1, n+1:N]);
%!    trail_eq (numel (full (Y)), prod (rest), 0, msg);
%!    trail_eq (full (Y)(:), (v.' * Gn)(:), 1e-12, msg);
%!    M = reshape (1:2*sz(n), 2, sz(n)) / 5;
%!    Z = ttm (V, M, n);
%!    trail_eq (size (Z), [sz(1:n-1), 2, sz(n+1:N)], 0, msg);
%!    trail_eq (trail_unfold (full (Z), n), M * Gn, 1e-12, msg);
%!    U = arrayfun (@(d) reshape (1:3*sz(d), sz(d), 3) / 11, 1:N, "uniformoutput", false);
%!    K = zeros (prod (rest), 3);
%!    for r = 1:3
%!      k = 1;
%!      for d = [N:-1:n+1, n-1:-1:1]
%!        k = kron (k, U{d}(:, r));
%!      endfor
%!      K(:, r) = k;
%!    endfor
%!    trail_eq (mttkrp (V, U, n), Gn * K, 1e-10, msg);
%!    trail_eq (full (sum (V, n)), sum (G, n), 1e-12, msg);
%!    trail_eq (full (unfold (V, n)), Gn, 0, msg);
%!  endfor
%!  p = [N:-1:1];
%!  trail_eq (full (permute (V, p)), permute (G, p), 0, msg);
%!endfunction

%!test
%! seed = 52;
%! rand ("seed", seed);
%! randn ("seed", seed);
%! for sz = {[4 3], [4 3 5], [3 4 2 3]}
%!   sz = sz{1};
%!   F = round (4 * randn (sz)) .* (rand (sz) < 0.5);
%!   T = ndsparse (F);
%!   N = numel (sz);
%!   c = repmat ({":"}, 1, N);
%!   msg = sprintf ("seed %d, size %s", seed, mat2str (sz));
%!   trail_check (T(c{:}, ":"), F(c{:}, ":"), [msg, " (...,:)"]);
%!   trail_check (T(2:end, c{2:N}, ":"), F(2:end, c{2:N}, ":"), [msg, " (2:end,...,:)"]);
%!   trail_check (T(c{:}, 1), F(c{:}, 1), [msg, " (...,1)"]);
%!   trail_check (T(c{:}, 1, 1), F(c{:}, 1, 1), [msg, " (...,1,1)"]);
%!   trail_check (T([3 1], c{2:N}, 1), F([3 1], c{2:N}, 1), [msg, " copy (...,1)"]);
%!   trail_check (T(c{1:N-1}, 2:sz(N), 1, 1), F(c{1:N-1}, 2:sz(N), 1, 1), [msg, " (..,2:end,1,1)"]);
%!   ## views of views with extra subscripts, a permuted view too
%!   V = T(2:end, c{2:N}, 1);
%!   G = F(2:end, c{2:N}, 1);
%!   trail_check (V(1:end, c{2:N}, ":", 1), G(1:end, c{2:N}, ":", 1), [msg, " view of view"]);
%!   trail_check (V(c{:}, 1, 1), G(c{:}, 1, 1), [msg, " view of view (...,1,1)"]);
%!   P = permute (T, [N:-1:1, N+1]);
%!   H = permute (F, [N:-1:1, N+1]);
%!   trail_check (P, H, [msg, " permute with a trailing 1"]);
%!   trail_check (P(c{:}, 1, ":"), H(c{:}, 1, ":"), [msg, " permuted (...,1,:)"]);
%!   ## assignment and deletion with extra trailing subscripts keep ndims
%!   A = T;
%!   B = F;
%!   A(1, c{2:N}, 1) = 9;
%!   B(1, c{2:N}, 1) = 9;
%!   trail_check (A, B, [msg, " assigned (1,...,1)"]);
%!   A(end, 1, c{3:N}, 1, 1) = 0;
%!   B(end, 1, c{3:N}, 1, 1) = 0;
%!   trail_check (A, B, [msg, " assigned 0 (end,1,...,1,1)"]);
%!   A(2, c{2:N}, :) = [];
%!   B(2, c{2:N}, :) = [];
%!   trail_check (A, B, [msg, " deleted (2,...,:)"]);
%!   A(c{1:N-1}, sz(N)+1, 1) = 5;
%!   B(c{1:N-1}, sz(N)+1, 1) = 5;
%!   trail_check (A, B, [msg, " grown (...,end+1,1)"]);
%! endfor

%!test
%! ## a size with trailing 1s given explicitly: size shows Octave's ([3 4], as
%! ## size (zeros (3,4,1,1))), while the modes stay the four given (Tensor
%! ## Toolbox's rule, which ttm and mttkrp follow); extra subscripts add none
%! seed = 53;
%! rand ("seed", seed);
%! F = round (9 * rand (3, 4)) .* (rand (3, 4) < 0.5);
%! F(1, 1) = 2;
%! [i, j, x] = find (F);
%! T = ndsparse ([i, j, ones(numel (i), 2)], x, [3 4 1 1]);
%! msg = sprintf ("seed %d", seed);
%! trail_eq (size (T), size (zeros (3, 4, 1, 1)), 0, msg);
%! trail_eq (ndims (T), 2, 0, msg);
%! U = {rand(3, 2), rand(4, 2), [2 3], [5 7]};
%! B = F * [U{2}(:, 1) * 10, U{2}(:, 2) * 21];
%! trail_eq (mttkrp (T, U, 1), B, 1e-12, msg);
%! for V = {T(2:end, :, :, :, 1), T(2:end, :, :, :, :, 1)}
%!   V = V{1};
%!   trail_eq (numel (viewinfo (V).shape), 4, 0, msg);
%!   trail_eq (full (V), F(2:end, :), 0, msg);
%!   trail_eq (mttkrp (V, {[], U{2:4}}, 1), B(2:end, :), 1e-12, msg);
%! endfor
%! ## deletion keeps the modes; size and values are Octave's
%! G = zeros (3, 4, 2, 2);
%! G(:, :, 1, 1) = F;
%! G(2, 2, 2, 2) = 7;
%! T = ndsparse (G);
%! T(:, :, :, 2) = [];
%! G(:, :, :, 2) = [];
%! assert (size (T), size (G));
%! assert (full (T), G);
%! T(:, :, 2) = [];
%! G(:, :, 2) = [];
%! assert (size (T), size (G));
%! assert (full (T), G);

%!test
%! ## A(M) for an ndsparse mask M of A's size: one merge of the two sorted storages
%! ## (nds_mask_read) against the full arrays; every class, row and column vectors,
%! ## a false scalar, empty and size-1 dims, masks within A's pattern and not,
%! ## explicit false entries, pending assignments, views (the general path)
%! seed = 354;
%! rand ("seed", seed);
%! shapes = {[7 9], [1 12], [12 1], [1 1], [4 5 3], [0 4], [3 1 1 2]};
%! for trial = 1:70
%!   sz = shapes{mod (trial, numel (shapes)) + 1};
%!   F = rand (sz) .* (rand (sz) < 0.5);
%!   switch (mod (trial, 4))
%!     case 1
%!       F = F > 0.3;
%!     case 2
%!       F = F + 1i * (F > 0.6);
%!     case 3
%!       F = single (F);
%!   endswitch
%!   A = ndsparse (F);
%!   M = rand (sz) < 0.5;
%!   if (trial > 35)
%!     M = (F != 0) & (rand (sz) < 0.7);
%!   endif
%!   N = ndsparse (M);
%!   msg = sprintf ("seed %d, trial %d", seed, trial);
%!   if (mod (trial, 5) == 0 && numel (F) > 0)
%!     A(end) = 2;
%!     F(end) = 2;
%!     N(1) = true;
%!     M(1) = true;
%!   endif
%!   R = A(N);
%!   E = F(M);
%!   assert (isequal (size (R), size (E)) && isequal (full (R), E)
%!           && strcmp (class (full (R)), class (E)), msg);
%! endfor
%! ## a mask with explicit false entries, and the mask of a view
%! A = ndsparse ([1 1; 2 2; 3 3], [1; 2; 3], [3 3]);
%! N = ndsparse ([1 1; 2 2], [true; false], [3 3]);
%! assert (full (A(N)), 1);
%! B = ndsparse (magic (4));
%! K = ndsparse (magic (4) > 8);
%! assert (full (B(:, 1:3)(K(:, 2:4))), magic (4)(:, 1:3)(magic (4)(:, 2:4) > 8));
%! assert (full (B(B > 8)), magic (4)(magic (4) > 8));

%!test
%! ## T(:, js, :) and T(is, :, :), increasing lists on one dim (the mono selection's
%! ## one-dim loop), every class, above the serial threshold (a team of threads),
%! ## against the entries of find filtered and renumbered
%! seed = 356;
%! rand ("seed", seed);
%! sz = [200 50 300];
%! for cls = {"double", "single", "complex", "logical"}
%!   lin = unique (randi (prod (sz), 2.5e5, 1));
%!   [i, j, k] = ind2sub (sz, lin);
%!   v = rand (numel (lin), 1);
%!   switch (cls{1})
%!     case "single"
%!       v = single (v);
%!     case "complex"
%!       v = v + 1i * rand (size (v));
%!     case "logical"
%!       v = v > 0.3;
%!   endswitch
%!   T = ndsparse ([i j k], v, sz);
%!   [s, x] = find (T);
%!   js = sort (randperm (50, 7));
%!   is = sort (randperm (200, 30));
%!   for d = 1:2
%!     L = merge (d == 1, is, js);
%!     if (d == 1)
%!       R = T(is, :, :);
%!     else
%!       R = T(:, js, :);
%!     endif
%!     keep = ismember (s(:, d), L);
%!     e = s(keep, :);
%!     [~, e(:, d)] = ismember (e(:, d), L);
%!     [rs, rx] = find (R);
%!     assert (isequal (rs, e) && isequal (rx, x(keep)), "seed %d, %s, dim %d", seed, cls{1}, d);
%!   endfor
%! endfor
