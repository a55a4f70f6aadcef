## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## scale.tst: the Netflix-sized demo at 1e6 ratings (make scale runs 1.005e8), its
## numbers checked against find (T) and accumarray.

%!test
%! evalc ("[r, T] = ndsparse_scale (1e6);");
%! [s, v] = find (T);
%! assert (r.nnz, rows (s));
%! assert (r.nnz > 0.99e6 && r.nnz <= 1e6);
%! assert (size (T), [480189 17770 2243]);
%! assert (all (ismember (v, 1:5)));
%! assert (r.read_equal && r.read_gz_equal);
%! assert (r.user_slice_nnz, max (accumarray (s(:, 1), 1)));
%! assert (r.movie_slice_nnz, max (accumarray (s(:, 2), 1)));
%! c = accumarray (s(:, 2), 1, [17770 1]);
%! assert (isequaln (r.mean_rating, accumarray (s(:, 2), v, [17770 1]) ./ c));
%! ## the ratings keep the prize data's frequencies (to a percent at this size)
%! assert (accumarray (v, 1)' / numel (v), [0.046 0.100 0.287 0.336 0.231], 0.01);
%! assert (r.cp_fit(2) >= r.cp_fit(1) - 1e-12);
