## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## b = idiom_bytes (op, n): what one call of bench_idioms' row op moves at n nonzeros
## an operand (A, B: 1e5 x 1e4, m = 1e5 rows, c = 1e4 columns; T, U the same
## entries as 1000 x 100 x 1e4), on ndsparse's code path and on Octave 7's
## Sparse<T> code, for the ceiling of issue 35's "2x faster" (bench/idiom_ceiling.m,
## bench/README.md "The 2x clause, row by row").  Fields:
##   nds, oct  bytes read plus bytes written (a value-initialized array counts once
##             written by its zeroing: Octave 7's SparseRep constructor zeroes every
##             array it allocates, Sparse.h's T_allocate);
##   calls     [index, other]: the interpreter's calls in ndsparse's expression (an
##             index, and a function or operator call), each at least what Octave's own
##             trivial call costs;
##   scatter   true where both sides add into a cache-resident accumulator at random
##             rows (y(r) += v), a loop whose pace is the core's, not the memory's: two
##             cores at best halve it;
##   shared    the row whose Octave side times code that both sides run (Octave's own
##             product after sparse ()), or "";
##   chain     values summed one after another into one sum, as Octave's sum of a
##             vector adds them (ndsparse keeps its bits): one dependent add a value,
##             at the core's latency whatever the bandwidth or the cores, both sides.
## Entries out: a column list of 100 columns keeps n / 100, one column n / 1e4, 100
## rows n / 1000, 10 of T's 100 middle indices (or 100 of its 1000 first ones) n / 10;
## columns with an entry ce = c (1 - e^(-n/c)), rows re = m (1 - e^(-n/m)); products
## of A' * B f = n^2 / m, nearly all distinct.
## The arithmetic of each row is in the comments below (bytes an entry unless said).
function b = idiom_bytes (op, n)
  m = 1e5;
  c = 1e4;
  ce = c * (1 - exp (-n / c));
  re = m * (1 - exp (-n / m));
  b = struct ("nds", NaN, "oct", NaN, "calls", [0 1], "scatter", false, "shared", "",
              "chain", 0);
  switch (op)
    case "A(:, cols)"
      ## nds: each slice's two pointers (16 a column), an entry's row and value read,
      ## its row, column and value written (40); Octave: zeroes, reads and writes
      ## row index and value (48), 32 a column (bench_idioms' idiom_floor)
      r = n / 100;
      b = moved (b, 40 * r + 16 * 100, 48 * r + 32 * 100, [1 0]);
    case "sparse (A(:, 1:100))"
      ## nds: the kept matrix's range copied, row index and value read and written
      ## (32); Octave's contiguous range zeroes, reads and writes them (48)
      r = n / 100;
      b = moved (b, 32 * r + 16 * 100, 48 * r + 32 * 100, [1 1]);
    case "A(rows, :)"
      ## nds (nds_mono_*): the row subscripts read twice (count, then fill; 16), a
      ## table of 8 bytes a row over the rows' span (8 m), 48 an entry out; Octave
      ## transposes (zeroes 16 and 8 m, counts 8, prefix 16 m, reads 24 and scatters
      ## 16) and indexes the few columns of the transpose
      r = n / 1000;
      b = moved (b, 16 * n + 8 * m + 48 * r, 56 * n + 24 * m + 8 * c + 56 * r, [1 0]);
    case "A(:, j)"
      r = n / 1e4;
      b = moved (b, 40 * r + 16, 48 * r + 32, [1 0]);
    case "sum (A(:))"
      ## nds: A(:) reads row and column (16), writes the linear subscript (8), values
      ## shared; sum reads them (8).  Octave: S(:) reads 16, zeroes 16, writes 16, and
      ## its column pointers; sum reads the values (8)
      b = moved (b, 32 * n, 56 * n + 8 * c, [1 1]);
      b.chain = n;
    case {"A(:)"}
      b = moved (b, 24 * n, 48 * n + 8 * c, [1 0]);
    case "sum (A)"
      ## nds: the kept column pointers (8 a column) and the values (8); a column with an
      ## entry writes its start, sum and two subscripts and reads its head's (48).
      ## Octave: pointers and values, its buffer of c sums written and read twice, the
      ## result's pointers and entries zeroed and written
      b = moved (b, 8 * n + 8 * c + 48 * ce, 8 * n + 48 * c + 32 * ce, [0 1]);
    case "sum (A, 2)"
      ## both: rows and values (16) added into an accumulator of m rows; nds zeroes
      ## it (calloc) and scans it once, Octave zeroes it, scans it twice; 32 a row out
      b = moved (b, 16 * n + 16 * m + 32 * re, 16 * n + 24 * m + 32 * re, [0 1]);
      b.scatter = true;
    case "[A, B]"
      ## idiom_floor: 48 an entry of 2 n both sides; Octave's pointers 32 c / n
      b = moved (b, 96 * n, 96 * n + 64 * c, [0 1]);
    case "[A; B]"
      b = moved (b, 96 * n, 96 * n + 32 * c, [0 1]);
    case "sparse (A') * z"
      ## nds: the transposed order kept with the value, made a CSC matrix (reads 24,
      ## writes 16 and 8 m pointers); Octave transposes (56, 24 m); then both run
      ## Octave's own St * z (the row "At * z, At = A' once"'s Octave side)
      b = moved (b, 40 * n + 8 * m, 56 * n + 24 * m + 8 * c, [0 3]);
      b.shared = "At * z, At = A' once";
    case {"A' * z", "A.' * z"}
      ## nds: a dot product a column over the entries (24) gathering z; Octave
      ## transposes (56, 24 m), then S' * z (16, 16 m)
      b = moved (b, 24 * n + 8 * m + 8 * c, 72 * n + 40 * m + 16 * c, [0 2]);
    case "A * x"
      ## both scatter y(r) += v x(col) into m rows: nds reads row, column, value (24),
      ## Octave row index and value (16) and a pointer a column
      b = moved (b, 24 * n + 8 * m + 8 * c, 16 * n + 8 * m + 16 * c, [0 1]);
      b.scatter = true;
    case "z' * A"
      ## a dot product a column, z gathered: nds 24, Octave 16 and its pointers
      b = moved (b, 24 * n + 8 * m + 8 * c, 16 * n + 8 * m + 16 * c, [0 2]);
    case "A' * B"
      ## nds: CSC of A' (from the kept order) and of B made each call (48 each, 8 m and
      ## 8 c pointers), GraphBLAS reads a row index and value a product (16) and
      ## writes 24 an entry out, then 16 of subscripts; Octave transposes (56, 24 m)
      ## and writes 16 an entry out after zeroing it, sorting each column
      f = n ^ 2 / m;
      b = moved (b, 96 * n + 8 * m + 8 * c + 56 * f, 56 * n + 24 * m + 8 * c + 48 * f,
                 [0 2]);
    case "nnz (A > 0.5)"
      ## nds: values read (8), the half kept written with their subscripts (17) read
      ## from the storage (16); Octave reads 16, zeroes and writes 9 a kept entry
      b = moved (b, 8 * n + 16.5 * n, 25 * n + 8 * c, [0 2]);
    case "A(A > 0.5)"
      ## nds: the mask (24.5) merged with A (24 and the mask's 8), n / 2 out (16);
      ## Octave: the mask (25), its find and the index of S by it (48 and 8)
      b = moved (b, 24.5 * n + 40 * n, 25 * n + 56 * n + 8 * c, [1 1]);
    case "A + B"
      ## nds merges (reads 2 x 24, writes 2 n x 24); Octave reads 2 x 16, zeroes and
      ## writes 2 n x 16
      b = moved (b, 96 * n, 96 * n + 16 * c, [0 1]);
    case "A .* B"
      b = moved (b, 48 * n, 32 * n + 16 * c, [0 1]);
    case "2 * A"
      ## nds: values read and written, subscripts shared; Octave copies the row
      ## indices and values after zeroing them
      b = moved (b, 16 * n, 48 * n + 16 * c, [0 1]);
    case "max (A, [], 2)"
      b = moved (b, 16 * n + 16 * m, 56 * n + 24 * m + 8 * c, [0 1]);
    case "norm (A)"
      b = moved (b, 8 * n, 8 * n + 8 * c, [0 1]);
    case "T(:, :, ks)"
      ## idiom_floor: 56 an entry out and 16 a slice; Octave 48 and 32
      r = n / 100;
      b = moved (b, 56 * r + 1600, 48 * r + 3200, [1 0]);
    case {"T(:, js, :)", "T(is, :, :)"}
      ## nds (nds_mono_*): the listed subscript read twice (16), 64 an entry out;
      ## Octave: S(rows, :), a transpose (56, 24 m), an index and a transpose back
      r = n / 10;
      b = moved (b, 16 * n + 64 * r, 56 * n + 24 * m + 8 * c + 56 * r + 24 * c, [1 0]);
    case {"cat (1, T, U)", "cat (2, T, U)"}
      ## idiom_floor: 64 an entry of 2 n (three subscripts and the value, read and
      ## written); Octave's [S; S2] 48 and 16 c / n
      b = moved (b, 128 * n, 96 * n + 32 * c, [0 1]);
    case "cat (3, T, U)"
      b = moved (b, 128 * n, 96 * n + 64 * c, [0 1]);
    case "sum (T(:))"
      ## nds: T(:) reads three subscripts (24) and writes one (8), sum reads the
      ## values (8); Octave: S(:) (48) and its sum (8)
      b = moved (b, 40 * n, 56 * n + 8 * c, [1 1]);
      b.chain = n;
    case "T(:)"
      b = moved (b, 32 * n, 48 * n + 8 * c, [1 0]);
    case "sum (permute (T, [3 1 2]), 1)"
      ## nds: the permuted order kept, a run a fibre (subscripts and value, 32), 24 an
      ## entry out; Octave: S.' (56, 24 m) and a sum down its m columns
      b = moved (b, 32 * n + 24 * re, 64 * n + 24 * m + 8 * c + 48 * m, [0 2]);
    case "ttv (P, w, 1), P permuted once"
      ## nds: the permuted order kept; a run of equal (j, k) a cell (its subscripts
      ## compared, 32 an entry) dotted with w; 24 a cell out.  Octave: w' * St, a dot
      ## product a column of St (16, a pointer a column) and a full row of m out
      b = moved (b, 32 * n + 24 * re, 16 * n + 16 * m, [0 1]);
    case "At * z, At = A' once"
      b = moved (b, 24 * n + 8 * m + 8 * c, 16 * n + 16 * m + 8 * c, [0 1]);
    otherwise
      error ("ndsparse:bench", "idiom_bytes: no arithmetic for the row '%s'", op);
  endswitch
endfunction

function b = moved (b, nds, oct, calls)
  b.nds = nds;
  b.oct = oct;
  b.calls = calls;
endfunction
