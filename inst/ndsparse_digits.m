## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {[@var{X}, @var{labels}, @var{source}] =} ndsparse_digits ()
## @deftypefnx {ndsparse} {[@var{X}, @var{labels}, @var{source}] =} ndsparse_digits (@var{n})
## @deftypefnx {ndsparse} {[@var{X}, @var{labels}, @var{source}] =} ndsparse_digits (@var{n}, "generated")
## A batch of small grey images for the deep-learning demos: the first @var{n}
## (default all 1797) of the UCI handwritten digits, 8x8 images with values 0 to
## 16, as an N x 1 x 8 x 8 ndsparse (NCHW, one channel) scaled to [0, 1], with
## their @var{labels} (0 to 9).  The digits come from scikit-learn's copy,
## @file{sklearn/datasets/data/digits.csv.gz} (Debian's python3-sklearn), found
## under the Python paths of the system; when it is absent, or gzip is missing, a
## generated batch of bars and crosses of the same shape stands in (@var{n} of
## them, 400 by default; labels 0 to 3:
## horizontal bar, vertical bar, cross, box), and also when asked for with
## @code{"generated"}.  @var{source} names the file read, or says
## @code{"generated"}.
##
## About half of a digit's pixels are zero: the background.
##
## @example
## @group
## [X, labels, source] = ndsparse_digits (100);
## size (X), nnz (X) / numel (X)
## @end group
## @end example
## @seealso{conv2d, max_pool, ndsparse_tour}
## @end deftypefn

function [X, labels, source] = ndsparse_digits (n = Inf, which = "uci")
  if (! (isnumeric (n) && isscalar (n) && n >= 0 && n == fix (n)))
    error ("ndsparse:digits", "ndsparse_digits: N must be a non-negative integer");
  endif
  D = [];
  if (strcmp (which, "uci"))
    [D, source] = read_digits ();
  elseif (! strcmp (which, "generated"))
    error ("ndsparse:digits", "ndsparse_digits: the second argument can only be \"generated\"");
  endif
  if (isempty (D))
    [D, source] = generated (merge (isinf (n), 400, n));
  endif
  D = D(1:min (n, rows (D)), :);
  labels = D(:, end);
  ## each row holds an image in row-major order: SystemML's N x (C*H*W) form
  N = rows (D);
  X = ndsparse (permute (reshape (D(:, 1:64) / 16, [N 8 8 1]), [1 4 3 2]));
endfunction

## the rows of digits.csv.gz (64 pixels and the label), [] when it cannot be read
function [D, source] = read_digits ()
  D = [];
  source = "generated";
  roots = {"/usr/lib/python3/dist-packages", "/usr/local/lib/python3/dist-packages"};
  extra = glob ("/usr/lib/python3*/site-packages");
  file = "";
  for r = [roots, extra(:).']
    f = fullfile (r{1}, "sklearn", "datasets", "data", "digits.csv.gz");
    if (exist (f, "file"))
      file = f;
      break;
    endif
  endfor
  if (isempty (file))
    return;
  endif
  ## gzip itself: Octave's gunzip changes the working directory while it runs
  [status, txt] = system (sprintf ("gzip -dc '%s'", file));
  if (status != 0)
    return;
  endif
  D = sscanf (strrep (txt, ",", " "), "%f");
  if (mod (numel (D), 65) != 0)
    D = [];
    return;
  endif
  D = reshape (D, 65, []).';
  source = file;
endfunction

## n generated 8x8 images with a label each: a bar across, a bar down, a cross or a
## box, at random places, grey levels 8 to 16; the rows as digits.csv.gz holds them
function [D, source] = generated (n)
  source = "generated";
  rand ("state", 8);
  D = zeros (n, 65);
  for k = 1:n
    img = zeros (8);
    r = randi ([2 7]);
    c = randi ([2 7]);
    kind = mod (k - 1, 4);
    switch (kind)
      case 0
        img(r, 2:7) = 1;
      case 1
        img(2:7, c) = 1;
      case 2
        img(r, 2:7) = 1;
        img(2:7, c) = 1;
      otherwise
        img([2 7], 2:7) = 1;
        img(2:7, [2 7]) = 1;
    endswitch
    D(k, 1:64) = reshape ((img .* randi ([8 16], 8)).', 1, []);
    D(k, 65) = kind;
  endfor
endfunction

%!test
%! [X, labels, source] = ndsparse_digits (50);
%! assert (size (X), [50 1 8 8]);
%! assert (isa (X, "ndsparse"));
%! assert (numel (labels), 50);
%! F = full (X);
%! assert (all (F(:) >= 0 & F(:) <= 1));
%! assert (nnz (X) > 0 && nnz (X) < numel (X));
%! if (! strcmp (source, "generated"))
%!   ## the first digit of the UCI set is a 0: its first row is 0 0 5 13 9 1 0 0
%!   assert (labels(1), 0);
%!   assert (squeeze (F(1, 1, 1, :)).', [0 0 5 13 9 1 0 0] / 16);
%! endif
%!test
%! [D, labels] = ndsparse_digits (0);
%! assert (size (D), [0 1 8 8]);
%! assert (size (labels), [0 1]);
%!test
%! [X, labels, source] = ndsparse_digits (8, "generated");
%! assert (source, "generated");
%! assert (labels.', [0 1 2 3 0 1 2 3]);
%! F = squeeze (full (X(3, 1, :, :)));        # a cross: one full row and column
%! assert (sum (any (F, 2)) == 6 && sum (any (F, 1)) == 6);
%!error <N must be a non-negative integer> ndsparse_digits (-1)
%!error <can only be "generated"> ndsparse_digits (3, "mnist")
%!error <called with too many inputs> ndsparse_digits (1, "generated", 2)
