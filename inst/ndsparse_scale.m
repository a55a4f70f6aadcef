## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {} ndsparse_scale ()
## @deftypefnx {ndsparse} {@var{r} =} ndsparse_scale (@var{nratings})
## @deftypefnx {ndsparse} {@var{r} =} ndsparse_scale (@var{nratings}, @var{dir})
## @deftypefnx {ndsparse} {[@var{r}, @var{T}] =} ndsparse_scale (@dots{})
## A Netflix-prize-sized ratings tensor on one machine: build, file round trips,
## slices, per-movie means and CP-ALS, with the time and memory of each step.
##
## The tensor has the shape of the Netflix prize data, users by movies by days,
## 480189 x 17770 x 2243, and @var{nratings} ratings (default 1.005e8, the
## prize's count; @code{make check} runs 1e6).  Users and movies are drawn from
## power laws (the heavy users and blockbusters of real rating data: a continuous
## Zipf law, exponents 0.6 for users and 1.1 for movies, over randomly permuted
## ids), days uniformly, ratings 1 to 5 with the prize data's frequencies.  The
## coordinates are generated in chunks of 1e7 straight into one int64 array, and
## one call of the constructor with @code{"last"} keeps one rating per (user,
## movie, day), so a few percent of the draws coincide and the tensor has slightly
## fewer nonzeros than @var{nratings}.
##
## The steps, each printed with its time (and the process's resident and peak
## memory from @file{/proc/self/status}):
## @enumerate
## @item build the tensor; its storage is 32 bytes a nonzero (three int64
## coordinates and a double) beside 153 terabytes dense;
## @item @code{tnswrite} it to a @file{.tns} file and a @file{.tns.gz} file in
## @var{dir} (default @code{tempdir}), and @code{tnsread} both back, each checked
## by writing it again and comparing the files byte for byte (so that only one
## tensor is in memory at a time);
## @item the number of ratings of every user and every movie, and the slices
## (views) of the most active user and the most rated movie;
## @item the mean rating of every movie, its total over its count: both are
## rank-1 @code{mttkrp} with all-ones factors, one pass over the entries (the
## same numbers as @code{sum (T, [1 3])} and @code{sum (T > 0, [1 3])});
## @item two iterations of rank-10 CP-ALS, each three @code{mttkrp} calls and the
## small solves, with the fit after each;
## @item (with one output only, after the tensor is freed) a planted rank-10
## problem of the same shape and number of nonzeros (@code{ndsplanted}, 10%
## Gaussian noise) fitted by @code{cp_als} from a random start, 10 iterations
## (20 from 1e7 nonzeros), each printed with the fit, the factor match score
## against the planted model and its time over the time of its three
## @code{mttkrp}.
## @end enumerate
##
## @var{r} is a struct of the measured numbers (fields named as printed, and
## @code{mean_rating}, the 17770 movie means), which the user guide's chapter on
## large data quotes; @var{T} is the tensor.  The files are deleted at the
## end.  @code{make scale} runs the full size (about 10 GB of memory at its peak).
##
## @example
## @group
## r = ndsparse_scale (1e6);   # a hundredth of the prize's size, a few seconds
## r.nnz, r.build_s, r.bytes_per_nnz
## @end group
## @end example
## @seealso{tnsread, tnswrite, mttkrp, ndsparse}
## @end deftypefn

function [r, T] = ndsparse_scale (nratings = 1.005e8, dir = tempdir ())
  if (nargin > 2)
    print_usage ();
  endif
  if (! (isnumeric (nratings) && isscalar (nratings) && isreal (nratings)
         && nratings >= 1 && nratings == fix (nratings)))
    error ("ndsparse:scale", "ndsparse_scale: NRATINGS must be a positive integer");
  endif
  if (! ischar (dir) || ! exist (dir, "dir"))
    error ("ndsparse:scale", "ndsparse_scale: DIR must be an existing directory");
  endif
  sz = [480189 17770 2243];
  r = struct ("nratings", nratings);
  printf ("ndsparse_scale: %d ratings of users x movies x days = %d x %d x %d\n",
          nratings, sz);

  ## 1. the tensor, from coordinates generated in chunks
  t0 = tic ();
  [subs, vals] = ratings (nratings, sz);
  T = ndsparse (subs, vals, sz, "last");
  clear subs vals;
  r.build_s = toc (t0);
  r.nnz = nnz (T);
  r.bytes_per_nnz = 8 * (numel (sz) + 1);
  r.tensor_gb = r.nnz * r.bytes_per_nnz / 1e9;
  r.dense_tb = prod (sz) * 8 / 1e12;
  step (r, "build", r.build_s, sprintf ("%d nonzeros, %.2f GB (%d bytes a nonzero); dense: %.0f TB",
                                        r.nnz, r.tensor_gb, r.bytes_per_nnz, r.dense_tb));

  ## 2. file round trips; one tensor in memory at a time: a read-back tensor is
  ## checked by writing it again and comparing the two files byte for byte
  f = fullfile (dir, sprintf ("ndsparse_scale_%d.tns", getpid ()));
  g = [f ".gz"];
  f2 = [f ".again"];
  unwind_protect
    t0 = tic ();
    tnswrite (f, T);
    r.write_s = toc (t0);
    r.file_mb = stat (f).size / 1e6;
    step (r, "tnswrite", r.write_s, sprintf ("%.0f MB, %.0f MB/s", r.file_mb, r.file_mb / r.write_s));
    t0 = tic ();
    tnswrite (g, T);
    r.write_gz_s = toc (t0);
    r.file_gz_mb = stat (g).size / 1e6;
    step (r, "tnswrite .gz", r.write_gz_s, sprintf ("%.0f MB, %.0f MB/s of text", r.file_gz_mb,
                                                    r.file_mb / r.write_gz_s));
    clear T;
    t0 = tic ();
    T = tnsread (g, sz);
    r.read_gz_s = toc (t0);
    r.read_gz_equal = same_text (T, f, f2);
    step (r, "tnsread .gz", r.read_gz_s, sprintf ("%.0f MB/s of text, equal: %d",
                                                  r.file_mb / r.read_gz_s, r.read_gz_equal));
    clear T;
    t0 = tic ();
    T = tnsread (f, sz);
    r.read_s = toc (t0);
    r.read_equal = same_text (T, f, f2);
    step (r, "tnsread", r.read_s, sprintf ("%.0f MB/s, equal: %d", r.file_mb / r.read_s,
                                           r.read_equal));
  unwind_protect_cleanup
    for h = {f, g, f2}
      if (exist (h{1}, "file"))
        unlink (h{1});
      endif
    endfor
  end_unwind_protect

  ## 3. slices: the most active user and the most rated movie.  The counts of
  ## ratings per user and per movie are rank-1 mttkrp with all-ones factors:
  ## one pass over the entries, where sum (L, [2 3]) groups them first
  t0 = tic ();
  L = T > 0;
  ones3 = arrayfun (@(d) ones (sz(d), 1), 1:3, "uniformoutput", false);
  ucount = mttkrp (L, ones3, 1);
  count = mttkrp (L, ones3, 2);
  clear L;
  r.counts_s = toc (t0);
  [r.user_nnz, u] = max (ucount);
  [r.movie_nnz, m] = max (count);
  t0 = tic ();
  Su = T(u, :, :);
  r.user_slice_nnz = nnz (Su);
  r.user_slice_s = toc (t0);
  t0 = tic ();
  Sm = T(:, m, :);
  r.movie_slice_nnz = nnz (Sm);
  r.movie_slice_s = toc (t0);
  clear Su Sm;
  step (r, "slices", r.user_slice_s + r.movie_slice_s,
        sprintf ("user %d: %d ratings (%.3f s), movie %d: %d ratings (%.3f s)", u,
                 r.user_slice_nnz, r.user_slice_s, m, r.movie_slice_nnz, r.movie_slice_s));

  ## 4. the mean rating of every movie: its total over the count (from step 3)
  t0 = tic ();
  total = mttkrp (T, ones3, 2);
  mean_rating = total ./ count;
  r.means_s = toc (t0) + r.counts_s;
  r.mean_rating = mean_rating;
  r.rated_movies = nnz (count);
  r.mean_of_means = mean (mean_rating(count > 0));
  step (r, "movie means", r.means_s, sprintf ("%d movies rated, mean of their means %.3f",
                                              r.rated_movies, r.mean_of_means));

  ## 5. CP-ALS, rank 10
  R = 10;
  rand ("state", 1);
  U = arrayfun (@(d) rand (sz(d), R), 1:3, "uniformoutput", false);
  normT = norm (T);
  r.cp_iter_s = zeros (1, 2);
  r.cp_fit = zeros (1, 2);
  for it = 1:2
    t0 = tic ();
    for n = 1:3
      G = ones (R);
      for k = [1:n-1, n+1:3]
        G = G .* (U{k}.' * U{k});
      endfor
      B = mttkrp (T, U, n);
      U{n} = B / G;
    endfor
    r.cp_iter_s(it) = toc (t0);
    ## fit from the last mttkrp: <T, model> = sum (U{3} .* B), ||model||^2 from Grams
    G = G .* (U{3}.' * U{3});
    inner = sum (sum (U{3} .* B));
    r.cp_fit(it) = 1 - sqrt (max (normT ^ 2 + sum (G(:)) - 2 * inner, 0)) / normT;
    step (r, sprintf ("CP-ALS iteration %d", it), r.cp_iter_s(it),
          sprintf ("three mttkrp, rank %d; fit %.4f", R, r.cp_fit(it)));
  endfor
  if (nargout < 2)
    clear T B;
    r = planted (r, sz, nratings, R);
  endif
  r.peak_gb = proc_status ("VmHWM") / 1e9;
  printf ("peak resident memory of the process: %.2f GB\n", r.peak_gb);
endfunction

## 6. a planted rank-R problem of the same shape and number of nonzeros
## (ndsplanted, 10% Gaussian noise), fitted by cp_als one iteration per call
## from a random start, with the fit and the factor match score after each
function r = planted (r, sz, n, R)
  rand ("state", 36);
  randn ("state", 36);
  t0 = tic ();
  [T, Mtrue] = ndsplanted (sz, R, "nnz", n, "noise", 0.1);
  r.planted_build_s = toc (t0);
  r.planted_nnz = nnz (T);
  step (r, "planted problem", r.planted_build_s,
        sprintf ("rank %d, %d nonzeros, 10%% noise (ndsplanted)", R, r.planted_nnz));
  U = arrayfun (@(d) rand (sz(d), R), 1:3, "uniformoutput", false);
  t0 = tic ();
  for k = 1:3
    mttkrp (T, U, k);
  endfor
  r.planted_mttkrp_s = toc (t0);
  iters = 10 + 10 * (n >= 1e7);
  r.planted_iter_s = r.planted_fit = r.planted_score = zeros (1, iters);
  for it = 1:iters
    ## one ALS iteration from the factors of the last: the same models as one
    ## run of cp_als (the update of a mode does not depend on the columns' scale)
    t0 = tic ();
    [M, ~, out] = cp_als (T, R, "init", U, "maxiters", 1, "printitn", 0, "fixsigns", false);
    r.planted_iter_s(it) = toc (t0);
    U = M.U;
    r.planted_fit(it) = out.fit;
    r.planted_score(it) = score (M, Mtrue);
    step (r, sprintf ("planted CP-ALS iteration %d", it), r.planted_iter_s(it),
          sprintf ("fit %.4f, factor match score %.4f; %.2fx its three mttkrp (%.2f s)",
                   r.planted_fit(it), r.planted_score(it),
                   r.planted_iter_s(it) / r.planted_mttkrp_s, r.planted_mttkrp_s));
  endfor
endfunction

## the coordinates (int64, n-by-3) and ratings of n draws, made 1e7 at a time
function [subs, vals] = ratings (n, sz)
  rand ("state", 42);
  perm = {int64(randperm (sz(1))), int64(randperm (sz(2)))};
  expo = [0.6 1.1];
  subs = zeros (n, 3, "int64");
  vals = zeros (n, 1);
  chunk = 1e7;
  for k0 = 1:chunk:n
    k = k0:min (k0 + chunk - 1, n);
    x = rand (numel (k), 4);
    for d = 1:2
      subs(k, d) = perm{d}(power_law (x(:, d), sz(d), expo(d)));
    endfor
    subs(k, 3) = ceil (x(:, 3) * sz(3));
    ## the prize data's rating frequencies: 4.6, 10.0, 28.7, 33.6, 23.1 percent
    vals(k) = 1 + (x(:, 4) > 0.046) + (x(:, 4) > 0.146) + (x(:, 4) > 0.433) ...
              + (x(:, 4) > 0.769);
  endfor
endfunction

## ids 1..K from uniform u with a density falling as id^-s (continuous inverse CDF)
function id = power_law (u, K, s)
  a = 1 - s;
  id = min (K, floor (((K ^ a - 1) * u + 1) .^ (1 / a)));
endfunction

## 1 when T written to f2 is byte for byte the file f (f2 is deleted)
function same = same_text (T, f, f2)
  tnswrite (f2, T);
  same = system (sprintf ("cmp -s '%s' '%s'", f, f2)) == 0;
  unlink (f2);
endfunction

## print a step's line: time, resident and peak memory, what it did
function step (r, what, secs, text)
  printf ("  %-20s %8.2f s  rss %6.2f GB  peak %6.2f GB  %s\n", what, secs,
          proc_status ("VmRSS") / 1e9, proc_status ("VmHWM") / 1e9, text);
  fflush (stdout);
endfunction

## a field of /proc/self/status in bytes (NaN when absent)
function b = proc_status (key)
  b = NaN;
  if (exist ("/proc/self/status", "file"))
    tok = regexp (fileread ("/proc/self/status"), [key ":\\s*(\\d+) kB"], "tokens", "once");
    if (! isempty (tok))
      b = 1024 * str2double (tok{1});
    endif
  endif
endfunction

%!test
%! ## a small run: slices, counts and means against find (T) and accumarray
%! evalc ("[r, T] = ndsparse_scale (2e4);");
%! [s, v] = find (T);
%! assert (r.nnz, rows (s));
%! assert (r.nnz <= 2e4 && r.nnz > 1.9e4);
%! assert (size (T), [480189 17770 2243]);
%! assert (all (ismember (v, 1:5)));
%! assert (r.read_equal && r.read_gz_equal);
%! assert (r.bytes_per_nnz, 32);
%! assert (r.user_nnz, max (accumarray (s(:, 1), 1)));
%! assert (r.movie_nnz, max (accumarray (s(:, 2), 1)));
%! assert (r.user_slice_nnz, r.user_nnz);
%! assert (r.movie_slice_nnz, r.movie_nnz);
%! c = accumarray (s(:, 2), 1, [17770 1]);
%! want = accumarray (s(:, 2), v, [17770 1]) ./ c;
%! assert (isequaln (r.mean_rating, want));
%! assert (r.rated_movies, nnz (c));
%! assert (all (r.cp_fit > -1 & r.cp_fit <= 1));
%!test
%! ## the planted step: fit and factor match score after every iteration
%! evalc ("r = ndsparse_scale (2e4);");
%! assert (numel (r.planted_fit), 10);
%! assert (r.planted_nnz > 1e4 && r.planted_nnz < 4e4);
%! assert (all (r.planted_fit > -1 & r.planted_fit <= 1));
%! assert (all (r.planted_score >= 0 & r.planted_score <= 1));
%! assert (r.planted_fit(end) > r.planted_fit(1));
%!demo
%! ## a hundredth of the Netflix prize's ratings; the full size is make scale
%! r = ndsparse_scale (1e6);
%!error <NRATINGS must be a positive integer> ndsparse_scale (0)
%!error <DIR must be an existing directory> ndsparse_scale (10, "/nonexistent/dir")
