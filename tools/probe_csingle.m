## probe_csingle: every operation on a complex single ndsparse T against the same
## operation on full (T): the result's class (of full () for a tensor) and values
## (relative tolerance 1e-5, single's 2^-23 with room for one rounding per op).
## Prints one line per mismatch and the count.  Issue 39.  Run from a built tree:
##   octave-cli --norc --quiet --eval 'source tools/probe_csingle.m'
addpath (genpath ("inst")); addpath ("src");
cx = {"", " complex"};
ifelse_cx = @(x) cx{1 + (isnumeric (x) && ! isreal (x))};
rand ("seed", 39); randn ("seed", 39);
F = single (zeros (3, 4, 2));
F([1 5 8 14 19 24]) = single ([1+2i, -3, 0.5i, 2-1i, 4+4i, -1-1i]);
T = ndsparse (F);
D = ndsparse (double (F));
G = single (zeros (3, 4, 2));
G([2 5 9 14 20 23]) = single ([2-1i, 1, -0.25i, 3+1i, -2, 1.5+0.5i]);
U = ndsparse (G);
Z = double (G);          # a complex double full operand
innerprod_f = @(A, B) innerprod (A, B);
ttv_f = @(A, v, n) ttv (A, v, n);
ttm_f = @(A, M, n) ttm (A, M, n);
mttkrp_f = @(A, n) mttkrp (A, {single(ones(3, 2)), single(ones(4, 2) + 1i), single(ones(2, 2))}, n);
ops = {"T", "T * 2", "2 * T", "-T", "+T", "T + T", "T - T", "T .* T", "T ./ 2", ...
       "T + 1", "T .* D", "D .* T", "T + single (1)", "T .* 1i", "T .^ 2", ...
       "real (T)", "imag (T)", "conj (T)", "abs (T)", "angle (T)", "transpose (T(:, :, 1))", "ctranspose (T(:, :, 1))", ...
       "permute (T, [3 1 2])", "T(1)", "T(:, 2, 1)", "T(2:3, :, :)", "T(:)", ...
       "sum (T)", "sum (T, 3)", "sum (T(:))", "prod (T)", "max (T)", "min (T, [], 2)", ...
       "any (T)", "all (T)", "cumsum (T)", "mean (T)", "cat (1, T, T)", "[T, T]", ...
       "cat (3, T, D)", "T == T", "T ~= 0", "isreal (T)", "iscomplex (T)", ...
       "isa (T, 'single')", "isa (T, 'float')", "nnz (T)", "T .* 0", "T - T + 1i", ...
       "sqrt (T)", "exp (T)", "full (T)", "double (T)", "single (T)", ...
       "T(:, :).'", "T(:, :, 1)'", "T(:, :, 1).'", "T(2, :, :)(:, 3)", "T(:, [1 3], :)(2, :, :)", ...
       "permute (T, [2 1 3])(:, 2, :)", "T(:, :, 2)(end, :)", "T(logical ([1 0 1]), :, :)", ...
       "T + U", "T - U", "T .* U", "T ./ (U + 1)", "U + T", "T + 1i", "T .* Z", "Z - T", ...
       "T * single (2i)", "T + single (3)", "T ./ single (2)", "single (2) .\\ T", ...
       "T .* single (ones (3, 4, 2))", "T + ones (3, 4, 2)", "T .* (1:4)", ...
       "abs (T) + 0", "real (T) .* 2", "conj (T) .* T", "T .* conj (T)", ...
       "sum (T, 1)", "sum (T, 2)", "prod (T, 3)", "max (T, [], 3)", "min (T)", ...
       "any (T, 2)", "all (T, 3)", "cumsum (T, 2)", "cumsum (T, 3)", "mean (T, 2)", ...
       "cat (2, T, U)", "[T; U]", "cat (3, T, Z)", "cat (1, T, single (ones (1, 4, 2)))", ...
       "find (T)", "nnz (T .* 0)", "numel (T)", "size (T)", "T == U", "T ~= U", "~T", "T & U", ...
       "sum (T, 1)(1, 2, 1)", "norm (T)", "norm (T(:, :, 1))", "innerprod_f (T, U)", ...
       "sqrt (-T)", "log (T)", "sin (T)", "T .^ 0.5", "round (T * 3)", "fix (T)", "sign (T)", ...
       "reshape (T, 6, 4)", "T(:, :)", "squeeze (T(1, :, :))", "repmat (T, [1 2])", ...
       "flip (T, 1)", "circshift (T, 1, 2)", "kron (T(:, :, 1), [1 2])", ...
       "T(:, :, 1) * ones (4, 2)", "ones (2, 3) * T(:, :, 1)", "T(:, :, 1) * T(:, :, 2).'", ...
       "ttv_f (T, ones (4, 1), 2)", "ttm_f (T, ones (2, 3), 1)", "mttkrp_f (T, 2)", ...
       "asgn_f (T, 1)", "asgn_f (T, 2)", "asgn_f (T, 3)", "asgn_f (T, 4)", "del_f (T)", ...
       "saveload_f (T, '-text')", "saveload_f (T, '-binary')", "saveload_f (T, '-v7')", ...
       "saveload_f (T, '-hdf5')", "narrow_f (T)", "empty_f (T)", "dup_f (1)", "zero_f (1)"};
nbad = 0;
function R = probe_asgn (A, k)
  ## assignment forms: element, range, complex into real and real into complex
  switch (k)
    case 1, A(1, 1, 1) = single (5 - 2i);
    case 2, A(2, :, 2) = single ([1i 2 3 4]);
    case 3, A(:, 1, :) = 0;
    case 4, A(3, 4, 2) = 7;
  endswitch
  R = A;
endfunction
function R = probe_del (A)
  A(2, :, :) = [];
  R = A;
endfunction
function R = probe_saveload (A, fmt)
  f = [tempname() ".mat"];
  x = A;
  save (fmt, f, "x");
  clear x;
  load (f);
  delete (f);
  R = x;
endfunction
function R = probe_narrow (A)
  R = A - 1i * imag (A);          # imaginary parts all 0: real single
endfunction
function R = probe_empty (A)
  R = cat (2, A(:, [], :), A(:, 1, :), A(:, 1:0, :)) + A(1:0, 1, 1);
endfunction
function R = probe_dup (x)
  if (x) R = ndsparse ([1 1; 1 1; 2 2; 2 2], single ([1i; 2; 3; -3]), [2 2]);
  else R = accumarray ([1 1; 1 1; 2 2; 2 2], single ([1i; 2; 3; -3]), [2 2]); endif
endfunction
function R = probe_zero (x)
  if (x) R = ndsparse ([1 1; 2 2], single ([0; 1i]), [2 2]);
  else R = single ([0 0; 0 1i]); endif
endfunction
function M = probe_mttkrp_full (X, n)
  ## X_(n) times the Khatri-Rao product of the other factors (the oracle of mttkrp)
  U = {single(ones(3, 2)), single(ones(4, 2) + 1i), single(ones(2, 2))};
  sz = size (X);
  M = zeros (sz(n), 2, "single");
  for r = 1:2
    W = X;
    for m = 1:3
      if (m != n)
        sh = ones (1, 3);  sh(m) = sz(m);
        W = W .* reshape (U{m}(:, r), sh);
      endif
    endfor
    M(:, r) = reshape (sum (sum (permute (W, [n, setdiff(1:3, n)]), 3), 2), [], 1);
  endfor
endfunction
asgn_f = @probe_asgn;  del_f = @probe_del;  saveload_f = @probe_saveload;
narrow_f = @probe_narrow;  empty_f = @probe_empty;
dup_f = @(x) probe_dup (x);  zero_f = @(x) probe_zero (x);
for k = 1:numel (ops)
  e = regexprep (ops{k}, '\<T\>', "F");
  e = regexprep (e, '\<D\>', "double (F)");
  e = regexprep (e, '\<U\>', "G");
  e = strrep (e, "dup_f (1)", "dup_f (0)");
  e = strrep (e, "zero_f (1)", "zero_f (0)");
  e = strrep (e, "innerprod_f (F, G)", "sum (conj (F(:)) .* G(:))");
  e = strrep (e, "ttv_f (F, ones (4, 1), 2)", "permute (sum (F .* ones (1, 4), 2), [1 3 2])");
  e = strrep (e, "ttm_f (F, ones (2, 3), 1)", "reshape (ones (2, 3) * reshape (F, 3, 8), 2, 4, 2)");
  e = strrep (e, "norm (F)", "norm (F(:))");
  e = strrep (e, "norm (F(:, :, 1))", "norm (F(:, :, 1), 'fro')");
  e = strrep (e, "find (F)", "find (F(:))");
  e = strrep (e, "mttkrp_f (F, 2)", "probe_mttkrp_full (F, 2)");
  e = strrep (e, "saveload_f (F, '-hdf5')", "F");     # (Octave's own -hdf5 takes no complex single)
  try
    want = eval ([e ";"]);
  catch
    want = "<error>";
  end
  try
    got = eval ([ops{k} ";"]);
    if (isa (got, "ndsparse"))
      got = full (got);
    end
  catch err
    got = ["<error> " err.identifier];
  end
  ok = strcmp (class (got), class (want)) && isequal (size (got), size (want));
  if (ischar (want) && ischar (got))      # both refuse
    ok = strncmp (got, "<error>", 7);
  elseif (ok && isnumeric (want))
    ok = isreal (got) == isreal (want) ...
         && all (abs (double (got(:)) - double (want(:))) ...
                 <= 1e-5 * max (1, abs (double (want(:)))) | (isnan (got(:)) & isnan (want(:))) ...
                 | double (got(:)) == double (want(:)));
  elseif (ok && ! islogical (want))
    ok = isequal (got, want);
  elseif (ok)
    ok = isequal (got, want);
  end
  if (! ok)
    nbad++;
    if (ischar (got)) cg = got; else cg = sprintf ("%s%s", class (got), ifelse_cx (got)); end
    printf ("MISMATCH %-22s got %s, full gives %s%s\n", ops{k}, cg, class (want), ifelse_cx (want));
  end
end
printf ("probe_csingle: %d of %d operations mismatch full (T)\n", nbad, numel (ops));
