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
ops = {"T", "T * 2", "2 * T", "-T", "+T", "T + T", "T - T", "T .* T", "T ./ 2", ...
       "T + 1", "T .* D", "D .* T", "T + single (1)", "T .* 1i", "T .^ 2", ...
       "real (T)", "imag (T)", "conj (T)", "abs (T)", "angle (T)", "transpose (T(:, :, 1))", "ctranspose (T(:, :, 1))", ...
       "permute (T, [3 1 2])", "T(1)", "T(:, 2, 1)", "T(2:3, :, :)", "T(:)", ...
       "sum (T)", "sum (T, 3)", "sum (T(:))", "prod (T)", "max (T)", "min (T, [], 2)", ...
       "any (T)", "all (T)", "cumsum (T)", "mean (T)", "cat (1, T, T)", "[T, T]", ...
       "cat (3, T, D)", "T == T", "T ~= 0", "isreal (T)", "iscomplex (T)", ...
       "isa (T, 'single')", "isa (T, 'float')", "nnz (T)", "T .* 0", "T - T + 1i", ...
       "sqrt (T)", "exp (T)", "full (T)", "double (T)", "single (T)"};
nbad = 0;
for k = 1:numel (ops)
  e = strrep (ops{k}, "T", "F");
  e = strrep (e, "D", "double (F)");
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
  end
  if (ok && isnumeric (want))
    ok = isreal (got) == isreal (want) ...
         && all (abs (double (got(:)) - double (want(:))) ...
                 <= 1e-5 * max (1, abs (double (want(:)))) | (isnan (got(:)) & isnan (want(:))));
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
