## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [R, idx] = nds_reduction (T, dims, fun, what): T reduced along dims with fun
## ("sum", "prod", "max", "min", "mean", "any", "all", or "argmax"/"argmin" along
## one dim, which also return the index of the first extreme), the implicit zeros
## counted as Octave counts them.  R is an ndsparse of T's shape with the reduced
## dims set to 1, or a full scalar when that has one element.
function [R, idx] = nds_reduction (T, dims, fun, what)
  [s, v, shape] = nds_entries (T);
  is_ext = any (strcmp (fun, {"max", "min", "argmax", "argmin"}));
  if (! is_ext && isequal (nds_dims (shape), [0 0]))
    shape(2) = 1;       # as Octave's sum, prod, any, all: sum (zeros (0, 0)) is 0
  endif
  k = max ([numel(shape), dims]);
  shape(end+1:k) = 1;
  red = false (1, k);
  red(dims) = true;
  nr = prod (shape(red));
  if (strcmp (fun, "sum") && all (red | shape == 1))
    if (! isa (v, "single"))
      v = double (v);
    endif
    R = sum (v);       # every element summed: the values in storage order (single
                       # accumulates in single, as Octave's sum of a single array)
    idx = [];
    return;
  endif
  if (columns (s) < k)
    s(:, end+1:k) = 1;
  endif
  rshape = shape;
  rshape(red) = 1;
  base = fun;
  if (any (strcmp (fun, {"mean", "any", "all"})))
    base = "sum";
  endif
  if (is_ext)
    rshape(red) = min (shape(red), 1);     # Octave keeps a 0 dim for max/min
  endif
  ## trailing reduced dims of extent 1 keep no column (Octave drops trailing
  ## singleton dims; a 2-D result keeps two)
  kout = k;
  while (kout > 2 && red(kout) && rshape(kout) == 1)
    kout--;
  endwhile
  rshape = rshape(1:kout);
  ## aux: the stored count of each group for all, or for argmax/argmin the
  ## index; max, min and prod count the implicit zeros in __nds_reduce__
  ## (one copy at most: any's flags made from v itself, not from a double copy)
  if (strcmp (fun, "any"))
    vr = double (! isnan (v));    # Octave's any skips NaN (a NaN part): any (NaN) is false
  elseif (strcmp (fun, "all") && iscomplex (v))
    vr = real (v);                # all counts the stored entries: one part is enough
  elseif (isa (v, "single") && (is_ext || any (strcmp (fun, {"sum", "mean", "prod"}))))
    vr = v;             # (single ones go as they are: accumulated in single in C;
                        # a mean is their sum divided in single, as Octave's mean;
                        # compared as they are, complex ones by moduli in single, as
                        # Octave's)
  else
    vr = double (v);
  endif
  if (any (strcmp (fun, {"all", "argmax", "argmin"})))
    [us, y, nz, aux] = __nds_reduce__ (s, vr, shape, red, base, kout);
  else
    [us, y, nz] = __nds_reduce__ (s, vr, shape, red, base, kout);
  endif
  switch (fun)
    case "mean"
      y /= nr;
      nz = nnz (y);    # a tiny sum may underflow
    case "any"
      y = (y != 0);
      nz = nnz (y);
    case "all"
      y = (aux == nr);
      nz = nnz (y);
  endswitch
  if (is_ext && islogical (v))
    y = logical (y);
  elseif (isa (v, "single") && ! any (strcmp (fun, {"any", "all"})) && ! isa (y, "single"))
    ## single values reduced in double (any other fun): rounded once (a tiny
    ## result may round to zero)
    y = single (y);
    nz = nnz (y);
  endif
  if (nr == 0 && any (strcmp (fun, {"prod", "all", "mean"})))
    ## every group is empty: prod is 1, all true, mean NaN, everywhere
    nds_dense_check (rshape, what, false);
    empty_value = struct ("prod", 1, "all", true, "mean", NaN).(fun);
    R = repmat (empty_value, nds_dims (rshape));
    if (isa (v, "single"))
      R = single (R);
    endif
  elseif (prod (rshape) == 1)
    R = cast (sum (y), class (y));
  else
    R = nds_result (T, us, y, rshape, what, nz);
  endif
  idx = [];
  if (any (strcmp (fun, {"argmax", "argmin"})))
    nds_dense_check (rshape, what, false);
    idx = ones ([nds_dims(rshape), 1]);
    idx(nds_linear (us, rshape, what)) = aux;
  endif
endfunction
