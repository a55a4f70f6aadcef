## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{T} =} subsasgn (@var{T}, @var{s}, @var{x})
## @deftypefnx {ndsparse} {} @var{T}(@var{i}, @var{j}, @dots{}) = @var{x}
## @deftypefnx {ndsparse} {} @var{T}(@var{i}, @var{j}, @dots{}) = []
## Assign to (or delete) elements of an ndsparse tensor with Octave's rules for
## N-D arrays: the result equals the same assignment on @code{full (@var{T})}.
##
## @var{x} may be a scalar (broadcast; 0 deletes stored entries), a full or
## sparse array, or an ndsparse, whose non-singleton dimensions match the
## indexed region; indices past the size grow the tensor (zero-filled) as for
## full arrays, and repeated indices keep the last value.  @code{@var{T}(@dots{})
## = []} deletes along the one dimension whose index is not @code{:}, or
## linearly with one subscript.  A logical @var{T} stays logical.
## An integer @var{x} is converted to @var{T}'s class first, as the constructor
## converts integer values (Octave's full arrays would take the integer class,
## its sparse matrices refuse the assignment): its values are exact up to
## @code{flintmax}, and @code{int64} and @code{uint64} values past it round as
## @code{double} rounds them.
## A complex value, or a complex @var{T}, is assigned to the real and imaginary
## parts apart, which are then joined (a complex @var{T} keeps no pending buffer).
##
## A single-element assignment @code{@var{T}(i, j, k) = v} only appends to a
## small buffer of pending assignments (the last one of a coordinate wins, zero
## deletes), merged into the sorted storage in one pass when it passes
## @code{max (64, sqrt (nnz))} entries or when an operation reads the tensor; so a
## loop of single assignments costs far less than O(nnz) each.  Other assignments
## remove the stored entries inside the indexed region and merge in the new
## nonzeros, in one pass.  Assigning into a view first makes it a compact tensor:
## the parent never changes (value semantics).
##
## @example
## @group
## T = ndsparse ([], [], [3 4 2]);
## T(2, 3, 1) = 5;            # pending, cheap in a loop
## T(:, 1, 2) = [1; 0; 2];    # bulk
## T(:, 4, :) = [];           # deletion: T is now 3x3x2
## T(4, 1, 1) = 7;            # grows to 4x3x2
## @end group
## @end example
##
## @seealso{subsref, view, compact}
## @end deftypefn

## Assignment runs in C (the value type's own subsasgn); this method is reached by
## an explicit call subsasgn (T, S, X), or by assigning into an old-style object
## read from a file of version 0.1.0 (converted first).
function T = subsasgn (T, s, x)
  if (nargin != 3)
    print_usage ();
  endif
  if (numel (s) == 1 && strcmp (s(1).type, "()") && isa (T, "ndsparse")
      && (__nds_stored_complex__ (T)
          || ((isnumeric (x) || isa (x, "ndsparse")) && __nds_stored_complex__ (x))))
    ## complex values: the real and imaginary parts assigned apart, then joined
    if (islogical (T))
      error ("ndsparse:complex",
             "subsasgn: a complex value can't be assigned into a logical tensor");
    endif
    R = builtin ("subsasgn", __nds_native__ (real (T)), s, real (x));
    I = builtin ("subsasgn", __nds_native__ (imag (T)), s, imag (x));
    T = nds_complex (R, I);
    return;
  endif
  T = builtin ("subsasgn", __nds_native__ (T), s, x);
endfunction

%!test
%! F = zeros (2, 3, 4); F([1 8 17]) = [1 2 3];
%! T = ndsparse (F);
%! T(2, 3, 4) = 9; F(2, 3, 4) = 9;
%! T(1, 1, 1) = 0; F(1, 1, 1) = 0;
%! assert (full (T), F);
%! T(:, 2, :) = 5; F(:, 2, :) = 5;
%! assert (full (T), F);
%! T(:, :, 2) = [1 0 2; 0 3 0]; F(:, :, 2) = [1 0 2; 0 3 0];
%! assert (full (T), F);
%! T(3, 4, 5) = 1; F(3, 4, 5) = 1;
%! assert (full (T), F);
%! T(:, 2, :) = []; F(:, 2, :) = [];
%! assert (full (T), F);
%! T(F > 1) = 7; F(F > 1) = 7;
%! assert (full (T), F);
%! T([1 5 9]) = [4 0 6]; F([1 5 9]) = [4 0 6];
%! assert (full (T), F);

%!test
%! ## the parent of a view never changes
%! T = ndsparse ([1 1 1; 2 2 2], [1; 2], [2 2 2]);
%! V = T(:, :, 2);
%! V(1, 1) = 5;
%! assert (full (T)(:, :, 2), [0 0; 0 2]);
%! assert (full (V), [5 0; 0 2]);

%!test
%! ## the thesis's assign example (section 6.2.1) on a 100000x100000x100 tensor
%! T = ndsparse ([5 7 3; 1 1 50], [2; 3], [100000 100000 100]);
%! T(1, 1, :) = 1;
%! assert (nnz (T), 101);
%! assert (full (T(1, 1, :))(:), ones (100, 1));
%! assert (T(5, 7, 3), 2);
%! assert (size (T), [100000 100000 100]);

%!test
%! ## many single assignments stay pending, reads see them, last wins
%! T = ndsparse ([], [], [50 40 30]);
%! F = zeros (50, 40, 30);
%! for r = 1:200
%!   i = randi (50); j = randi (40); k = randi (30); v = randi (3) - 1;
%!   T(i, j, k) = v; F(i, j, k) = v;
%!   assert (T(i, j, k), v);
%! endfor
%! assert (full (T), F);

%!error <ndsparse has no fields> T = ndsparse ([1 1], 1, [2 2]); T.x = 1;
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T{1} = 1;
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T(:, 1) = [1 2 3];
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T(7) = 1;
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T(0, 1) = 1;
%!error <index \(Inf,_,_\): subscripts must be> T = ndsparse ([1 1 1], 1, [3 3 3]); T(Inf, 1, 1) = 1;
%!error <index \(1e\+300,_,_\): subscripts must be> T = ndsparse ([1 1 1], 1, [3 3 3]); T(1e300, 1, 1) = 1;
%!error <index \(_,NaN\): subscripts must be> T = ndsparse ([1 1], 1, [3 3]); T(1, NaN) = 1;
%!error <would make dimension 1 of size 2\^53> T = ndsparse ([1 1 1], 1, [3 3 3]); T(2^53, 1, 1) = 1;
%!error id=ndsparse:toolarge T = ndsparse ([1 1 1], 1, [3 3 3]); T(1:1e12, 1, 1) = 1;
%!test
%! ## the largest dim that fits (2^53 - 1) grows by assignment and reads back
%! T = ndsparse ([1 1 1], 1, [3 3 3]);
%! T(2^53 - 1, 2, 3) = 7;
%! assert (size (T), [2^53-1 3 3]);
%! assert (T(2^53 - 1, 2, 3), 7);
%! assert (nnz (T), 2);
%!test
%! ## deleting along a dim of 1e9 costs O(entries): the others are renumbered
%! T = ndsparse ([5 1; 7 2; 2e8 2; 1e9 1], [1; 2; 3; 4], [1e9 2]);
%! T([7 1e8 6 7], :) = [];
%! assert (size (T), [1e9-3 2]);
%! [s, v] = find (T);
%! assert ([s, v], [5 1 1; 1e9-3 1 4; 2e8-3 2 3]);
%! T(:, 1) = [];
%! assert (size (T), [1e9-3 1]);
%! assert (nnz (T), 1);
%!test
%! ## deletions along every dim, by lists with repeats and by masks, of tensors
%! ## and views
%! rand ("seed", 3);
%! for it = 1:100
%!   sz = [randi(4, 1, 2), randi([0 5]), randi([2 3])];
%!   F = rand (sz) .* (rand (sz) > 0.5);
%!   T = ndsparse (F);
%!   if (mod (it, 3) == 0)
%!     T = T(:, :, :, :);
%!   endif
%!   d = randi (4);
%!   if (sz(d) == 0)
%!     continue;
%!   endif
%!   del = randi (sz(d), 1, randi (sz(d)));
%!   if (mod (it, 4) == 0)
%!     del = rand (1, sz(d)) > 0.5;
%!   endif
%!   subs = repmat ({":"}, 1, 4);
%!   subs{d} = del;
%!   F(subs{:}) = [];
%!   T(subs{:}) = [];
%!   assert (size (T), size (F));
%!   assert (full (T), F);
%! endfor
%!test
%! ## assignments and deletions keep the tensor's modes unless the result needs more
%! C = ndsparse ([1; 3], [1; 2], 3);
%! B = ndsparse ([1 2; 3 1], [1; 2], [3 2]);
%! F = full (C);
%! for k = 1:6
%!   D = C;
%!   G = F;
%!   switch (k)
%!     case 1, D(2) = 4; G(2) = 4;
%!     case 2, D(2:3) = [4 5]; G(2:3) = [4 5];
%!     case 3, D(5) = 4; G(5) = 4;
%!     case 4, D(2, 1) = 4; G(2, 1) = 4;
%!     case 5, D(2, :) = []; G(2, :) = [];
%!     case 6, D = view (B, ":", 1); D(2) = 4; G = full (B)(:, 1); G(2) = 4;
%!   endswitch
%!   assert (numel (viewinfo (D).shape), 1);
%!   assert (full (D), G);
%!   assert (ttv (D, {ones(numel (G), 1)}), sum (G));
%! endfor
%! D = C;
%! D(2, 2) = 1;
%! assert (viewinfo (D).shape, [3 2]);
%! E = ndsparse ([1 1 1], 1, [2 2 1]);
%! E(2, 2) = 3;
%! assert (viewinfo (E).shape, [2 2 1]);
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T(1, 1, :) = [];
%!error id=ndsparse:index T = ndsparse ([1 1], 1, [2 2]); T(1, 1) = [];
%!test
%! T = ndsparse ([1 1], 1, [2 2]); T(1, 1) = 1i; T(2, 2) = 2;
%! assert (full (T), [1i 0; 0 2]);
%!error id=ndsparse:complex T = ndsparse ([1 1], true, [2 2]); T(1, 1) = 1i;
%!error id=ndsparse:class T = ndsparse ([1 1], 1, [2 2]); T(1, 1) = {1};

%!test
%! ## a logical T stays logical, as a full logical array does
%! T = ndsparse (false (2, 3));
%! T(1, :) = [1 0 1];
%! T(:, 3) = ndsparse ([0; 1]);
%! assert (islogical (T));
%! assert (full (T), logical ([1 0 0; 0 0 1]));
%!warning <converted to logical 1> T = ndsparse (false (2, 2)); T(1, 1) = 2;
%!warning <converted to logical 1> T = ndsparse (false (2, 2)); T(:, 1) = ndsparse ([0; -1]);
%!error id=ndsparse:nan T = ndsparse (false (2, 2)); T(1, 1) = NaN;
%!error id=ndsparse:nan T = ndsparse (false (2, 2)); T(:, 1) = [1; NaN];
%!error id=ndsparse:nan T = ndsparse (false (2, 2)); T(:, 1) = ndsparse ([NaN; 0]);

%!test
%! ## the shape after a linear deletion by mask follows Octave's: a row only for a
%! ## mask with its true elements first and more than 1/16 of it true
%! c = {{magic(4), logical([1 1 1])}; {magic(4), logical([0 1 1 1])};
%!      {magic(3), logical([0 1 1])}; {magic(4), logical([1 0 1])}; {magic(4), true};
%!      {zeros(1, 1, 40), [true(1, 2), false(1, 38)]};
%!      {zeros(1, 1, 40), [true(1, 3), false(1, 37)]};
%!      {zeros(1, 1, 48), [true(1, 3), false(1, 45)]};
%!      {magic(4), [true(1, 2), false(1, 14)]}; {magic(4), [true, false(1, 15)]}};
%! for q = 1:numel (c)
%!   [A, m] = c{q}{:};
%!   T = ndsparse (A);
%!   U = T;
%!   A(m) = [];
%!   T(m) = [];
%!   U(ndsparse (m)) = [];
%!   assert (size (T), size (A));
%!   assert (full (T), A);
%!   assert (full (U), A);
%! endfor

%!test
%! ## growth and fills of empty tensors follow Octave's resize rules: T(:) = X
%! ## never resizes, one subscript past the end of a 0xN or 1xN gives a row, and
%! ## subscripts that cover a grown 0x0 folding make a new array (0x0x2 -> 0x1)
%! for sz = {[0 0], [0 3], [0 1], [1 0], [3 0], [1 1], [0 2 2], [0 0 2], [0 3 0]}
%!   subs = {{":"}, {2}, {3}, {":", ":"}, {":", 1}, {1, 1}, {1:2, 1}, {1, true}};
%!   for s = [subs, {{1, [1 2]}, {2, 1}}]
%!     for x = {1, [1 2 3], [1; 2]}
%!       A = zeros (sz{1});
%!       T = ndsparse (A);
%!       try
%!         A(s{1}{:}) = x{1};
%!       catch
%!         fail ("T(s{1}{:}) = x{1}", "nonconformant|resiz|out of bound");
%!         continue;
%!       end_try_catch
%!       T(s{1}{:}) = x{1};
%!       assert (size (T), size (A));
%!       assert (full (T), A);
%!     endfor
%!   endfor
%! endfor

%!test
%! ## an empty X into an empty region it does not fit is a no-op, even past the end;
%! ## a nonempty X or a nonempty region is a nonconformant error, as in Octave
%! cases = {{1, []}, {5, []}, {[], ":"}, {[], []}, {":", ":", 2}, {[]}, {7}, {":", 9}};
%! for x = {zeros(0, 3), zeros(0, 3, 2), zeros(3, 0), zeros(3, 3), sparse(0, 3), [1 2 3]}
%!   for q = 1:numel (cases)
%!     A = magic (3)(1:2, :);
%!     T = ndsparse (A);
%!     try
%!       A(cases{q}{:}) = x{1};
%!     catch
%!       fail ("T(cases{q}{:}) = x{1}", "nonconformant");
%!       continue;
%!     end_try_catch
%!     T(cases{q}{:}) = x{1};
%!     assert (size (T), size (A));
%!     assert (full (T), full (A));
%!   endfor
%! endfor

%!test
%! ## deletions with several non-colon subscripts: a no-op when an empty index (or
%! ## ":" of a zero-length dim) comes before a second index that is not the range
%! ## 1:n, 1 of a size-1 dim or an all-true mask; else an error, as in Octave
%! cases = {{[2 3 2], {1:2, ":", 2}}; {[2 3 2], {1:2, [], 2}};
%!          {[2 3 2], {true(1, 2), ":", []}}; {[2 3 2], {[2 1], 2, []}};
%!          {[2 3 1], {":", 2, 1}}; {[2 3 2], {":", 5, []}}; {[2 0 2], {1, ":", 1}};
%!          {[2 2 2], {[1 2], 1:2, []}}; {[2 3 2], {1:2, 2:-1:1, []}};
%!          {[2 3 1], {1:2, 2, true}}; {[2 2 2], {1:2, 1:2, []}}};
%! for q = 1:numel (cases)
%!   [sz, sub] = cases{q}{:};
%!   A = zeros (sz);
%!   A(1:2:end) = 1:ceil (numel (A) / 2);
%!   T = ndsparse (A);
%!   try
%!     A(sub{:}) = [];
%!   catch
%!     fail ("T(sub{:}) = []", "one non-colon index");
%!     continue;
%!   end_try_catch
%!   T(sub{:}) = [];
%!   assert (full (T), A);
%! endfor
%!error <subscripts must be> T = ndsparse (zeros (2, 2)); T([], 0) = [];
%!error <subscripts must be> T = ndsparse (zeros (2, 2, 2)); T([1 2], [], 1.5) = [];

%!test
%! ## an integer value (issue 39), scalar or array, of every integer class, into a
%! ## double, single, complex and logical tensor and a view: converted to the
%! ## tensor's class first.  Oracle: the same assignment of cast (X, class (F)) on
%! ## F = full (T); a zero deletes, as a double zero does
%! classes = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"};
%! F0 = cat (3, [5 0 0; 0 -2 0], [0 0 3; 0 0 0]);
%! Ts = {ndsparse(F0), ndsparse(single (F0)), ndsparse(F0 + 2i * (F0 > 4)), ...
%!       ndsparse(F0 != 0), ndsparse(F0)(:, 2:3, :)};
%! for c = classes
%!   for t = 1:numel (Ts)
%!     T = Ts{t};
%!     F = full (T);
%!     msg = sprintf ("%s into tensor %d", c{1}, t);
%!     T(2, 1, 2) = ones (1, 1, c{1});        F(2, 1, 2) = cast (ones (1, 1, c{1}), class (F));
%!     T(:, 1, 1) = cast ([1; 0], c{1});      F(:, 1, 1) = cast (cast ([1; 0], c{1}), class (F));
%!     T(1, :, 2) = zeros (1, 1, c{1});       F(1, :, 2) = 0;
%!     assert (isequal ({class(full (T)), iscomplex(T), full(T), nnz(T)},
%!                      {class(F), iscomplex(F), F, nnz(F)}), msg);
%!   endfor
%!   T = ndsparse (F0);  F = F0;
%!   T(:, 3, 2) = cast ([100; 7], c{1});     F(:, 3, 2) = [100; 7];
%!   assert (isequal (full (T), F), c{1});
%! endfor
%! ## past flintmax an int64 value rounds as double () rounds it; an intmax
%! ## into a single tensor as single () rounds it
%! T = ndsparse ([1 1], 5, [2 2]);
%! T(2, 2) = int64 (2^53) + 1;
%! assert (full (T)(2, 2), double (int64 (2^53) + 1));
%! S = ndsparse ([1 1], single (5), [2 2]);
%! S(2, 1) = intmax ("int32");
%! assert (full (S)(2, 1), single (intmax ("int32")));
%! assert (class (full (S)), "single");

