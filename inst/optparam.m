## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

classdef optparam < handle
  ## -*- texinfo -*-
  ## @deftypefn  {ndsparse} {@var{P} =} optparam (@var{W}, @var{method})
  ## @deftypefnx {ndsparse} {@var{P} =} optparam (@var{W}, @var{method}, @var{opts})
  ## @deftypefnx {ndsparse} {@var{P} =} optparam (@var{W}, @var{method}, @var{name}, @var{value}, @dots{})
  ## A trainable parameter: a weight and the states of its optimizer, held by the
  ## package's C engine and updated in place, so that a lazy step costs
  ## O(stored rows of the gradient x row width) whatever the number of rows of
  ## the weight (MXNet's row-sparse weight with its sparse optimizer).
  ##
  ## Octave's values are copy-on-write: a function that returns a changed
  ## @var{W}, as @code{sgd_update} does, copies all of it on every step.  An
  ## optparam is a handle instead (copies of @var{P} refer to the same
  ## parameter), whose weight lives outside Octave's values: @code{update}
  ## writes only the rows of the gradient.  Read the weight with
  ## @code{full (P)}, some rows with @code{retain (P, idx)} (a rowsparse), and
  ## multiply by it with @code{spdot (X, P)}, none of which copies the weight
  ## except @code{full}.  The memory is freed when the last copy of @var{P} is
  ## cleared.
  ##
  ## @var{W} is the initial weight, a full real double or single array (any
  ## number of dimensions: a row is @code{W(i, :, @dots{})}); a single @var{W}
  ## keeps single states and computes each step in single, as
  ## @code{sgd_update} does on single values (MXNet's float32), taking half the
  ## memory.  @var{method} is @code{"sgd"},
  ## @code{"adam"} or @code{"adagrad"}; the options are those of
  ## @code{sgd_update}, @code{adam_update} and @code{adagrad_update} (the same
  ## formulas, the same defaults, lazy by default), as a struct or name/value
  ## pairs.  The states start at zeros (SGD keeps a momentum state only when
  ## @code{momentum} is nonzero); the name @code{"states"} with a struct as
  ## @code{states (P)} returns restores them.
  ##
  ## Methods:
  ## @table @code
  ## @item update (P, G)
  ## @itemx update (P, G, name, value, @dots{})
  ## One step with the gradient @var{G} (a rowsparse, an ndsparse, a sparse
  ## matrix or a full array of the weight's size, as for @code{sgd_update});
  ## options given here hold for this step only (a learning-rate schedule).
  ## Adam's step count @code{P.t} advances by one per step.
  ## @item full (P)
  ## The weight, as a full array of its class (a copy).
  ## @item states (P)
  ## A struct of the states as full arrays: @code{mom} (SGD with momentum),
  ## @code{m}, @code{v} and @code{t} (Adam), @code{h} (AdaGrad).
  ## @item size (P)
  ## The weight's size.
  ## @end table
  ## @noindent
  ## The properties @code{method}, @code{options}, @code{t} and
  ## @code{is_single} (true for a single weight) can be read.
  ## An optparam cannot be saved with @code{save} (a classdef handle); save
  ## @code{full (P)} and @code{states (P)}, and rebuild it with
  ## @code{optparam (W, method, opts, "states", S)}.  Errors have the
  ## identifier @code{ndsparse:optimizer}.
  ##
  ## @example
  ## @group
  ## P = optparam (zeros (1e5, 4), "sgd", "lr", 0.1, "momentum", 0.9);
  ## G = rowsparse (ones (2, 4), [7 99999], [1e5 4]);
  ## update (P, G);              # two rows written, in place
  ## W = full (P);
  ## W(7, 1)                     # -0.1
  ## @end group
  ## @end example
  ## @seealso{sgd_update, adam_update, adagrad_update, spdot, retain, rowsparse}
  ## @end deftypefn

  properties (SetAccess = private)
    method = "sgd";
    options = struct ();
  endproperties

  properties (Dependent, SetAccess = private)
    ## the steps taken, counted by the engine
    t
  endproperties

  properties (SetAccess = private, Hidden = true)
    ## the engine's number of this parameter (0: none), read by spdot and retain
    id = 0;
    shape = [0 0];
    ## true: the weight and states are single, each step computed in single
    is_single = false;
    nstates = 0;
    ## what a step with the stored options passes on: {id, kind, constants, lazy}
    step_args = {};
  endproperties

  methods

    function P = optparam (W, method, varargin)
      if (nargin < 2)
        ## not print_usage: it reads the help of this file by its path, after
        ## which Octave 7.3 can no longer make the class ("class not found")
        error ("Octave:invalid-fun-call",
               "Invalid call to optparam.  Correct usage is:\n\n  P = optparam (W, METHOD, OPTS...)");
      endif
      if (! (ischar (method) && any (strcmpi (method, {"sgd", "adam", "adagrad"}))))
        error ("ndsparse:optimizer",
               "optparam: METHOD must be \"sgd\", \"adam\" or \"adagrad\"");
      endif
      method = lower (method);
      if (! (isfloat (W) && ! isobject (W) && isreal (W) && ! issparse (W)))
        error ("ndsparse:optimizer",
               "optparam: W must be a full real double or single array, not %s",
               nds_kind (W));
      endif
      cls = class (W);
      [args, S] = take_states (varargin);
      o = nds_optim_options (method, "optparam", args);
      switch (method)
        case "sgd"
          names = {};
          if (o.momentum != 0)
            names = {"mom"};
          endif
        case "adam"
          names = {"m", "v"};
        case "adagrad"
          names = {"h"};
      endswitch
      init = {[], []};
      for k = 1:numel (names)
        if (isfield (S, names{k}))
          init{k} = S.(names{k});
          if (! (isa (init{k}, cls) && ! isobject (init{k}) && isreal (init{k})
                 && ! issparse (init{k})
                 && isequal (size (init{k}), size (W))))
            error ("ndsparse:optimizer",
                   "optparam: state %s must be a full real %s array of the size of W",
                   names{k}, cls);
          endif
        endif
      endfor
      t = 0;
      if (isfield (S, "t"))
        t = S.t;
        if (! (isnumeric (t) && isscalar (t) && isreal (t) && t >= 0 && t == fix (t)
               && t < 2^53))
          error ("ndsparse:optimizer",
                 "optparam: state t must be a step count, an integer from 0 to 2^53 - 1");
        endif
      endif
      P.method = method;
      P.options = o;
      P.is_single = strcmp (cls, "single");
      P.shape = size (W);
      P.nstates = numel (names);
      P.id = __nds_param__ ("new", W, P.nstates, init{:}, double (t));
      [kind, c] = nds_optim_consts (method, o);
      P.step_args = {P.id, kind, c, o.lazy_update};
    endfunction

    function t = get.t (P)
      t = __nds_param__ ("t", P.id);
    endfunction

    function delete (P)
      if (P.id != 0)
        try
          __nds_param__ ("free", P.id);
        catch
          ## the oct-file is gone at exit, and its memory with it
        end_try_catch
      endif
    endfunction

    function update (P, G, varargin)
      args = P.step_args;
      if (! isempty (varargin))
        o = nds_optim_options (P.method, "update", varargin, P.options);
        if (strcmp (P.method, "sgd") && o.momentum != 0 && P.nstates == 0)
          error ("ndsparse:optimizer",
                 "update: this parameter keeps no momentum state (it was made with momentum 0)");
        endif
        [args{2:3}] = nds_optim_consts (P.method, o);
        args{4} = o.lazy_update;
      endif
      if (builtin ("isa", G, "rowsparse"))
        ## the engine reads its rows and checks its size: the fast path of training
        ## (the builtin isa: @rowsparse/isa costs 6 us a step)
        __nds_param__ ("step", args{:}, G);
      else
        [idx, data] = nds_grad_rows (G, P.shape, "update");
        __nds_param__ ("step", args{:}, idx, data);
      endif
    endfunction

    function W = full (P)
      W = __nds_param__ ("read", P.id, 0);
    endfunction

    function S = states (P)
      S = struct ();
      switch (P.method)
        case "sgd"
          if (P.nstates > 0)
            S.mom = __nds_param__ ("read", P.id, 1);
          endif
        case "adam"
          S.m = __nds_param__ ("read", P.id, 1);
          S.v = __nds_param__ ("read", P.id, 2);
          S.t = P.t;
        case "adagrad"
          S.h = __nds_param__ ("read", P.id, 1);
      endswitch
    endfunction

    function varargout = size (P, varargin)
      if (nargin == 1 && nargout <= 1)
        varargout = {P.shape};
      else      # the other forms, as for any array of this size
        [varargout{1:max (nargout, 1)}] = size (rowsparse ([], [], P.shape), varargin{:});
      endif
    endfunction

    function disp (P)
      o = P.options;
      opts = cellfun (@(f) sprintf ("%s = %g", f, o.(f)), fieldnames (o),
                      "uniformoutput", false);
      printf ("  optparam: %s on a %s %s weight, %d steps taken\n", P.method,
              strjoin (arrayfun (@num2str, P.shape, "uniformoutput", false), "x"),
              merge (P.is_single, "single", "double"), P.t);
      printf ("  %s\n", strjoin (opts, ", "));
      printf ("  (held in place: full (P) reads the weight, states (P) the states)\n");
    endfunction

  endmethods

endclassdef

## the name/value pair "states", S taken out of the options
function [args, S] = take_states (args)
  S = struct ();
  first = 1 + (! isempty (args) && isstruct (args{1}));   # after an OPTS struct
  for k = first:2:numel (args) - 1
    if (ischar (args{k}) && strcmpi (args{k}, "states"))
      S = args{k + 1};
      if (! isstruct (S) || ! isscalar (S))
        error ("ndsparse:optimizer", "optparam: states must be a struct as states (P) gives");
      endif
      args(k:k+1) = [];
      return;
    endif
  endfor
endfunction

%!test
%! ## lazy SGD with momentum in place equals sgd_update on values, step by step
%! randn ("seed", 1);
%! rand ("seed", 1);
%! n = 50;
%! W0 = randn (n, 3);
%! P = optparam (W0, "sgd", "lr", 0.1, "momentum", 0.9, "wd", 0.01, "clip_gradient", 1);
%! W = W0;
%! mom = zeros (n, 3);
%! for step = 1:5
%!   G = rowsparse (randn (4, 3), randperm (n, 4), [n 3]);
%!   update (P, G);
%!   [W, mom] = sgd_update (W, G, mom, P.options);
%! endfor
%! assert (full (P), W);
%! assert (states (P).mom, mom);
%! assert (P.t, 5);
%! assert (size (P), [n 3]);
%! assert (size (P, 1), n);

%!test
%! ## Adam and AdaGrad, lazy and dense, N-D weights, G as ndsparse and sparse
%! randn ("seed", 2);
%! W0 = randn (6, 2, 2);
%! for lazy = [true false]
%!   P = optparam (W0, "adam", "lr", 0.01, "wd", 0.1, "lazy_update", lazy);
%!   [W, m, v] = deal (W0, zeros (6, 2, 2), zeros (6, 2, 2));
%!   for t = 1:3
%!     Gf = zeros (6, 2, 2);
%!     Gf([1 6], :, :) = randn (2, 2, 2);
%!     update (P, ndsparse (Gf));
%!     [W, m, v] = adam_update (W, ndsparse (Gf), m, v, t, P.options);
%!   endfor
%!   S = states (P);
%!   assert ({full(P), S.m, S.v, S.t}, {W, m, v, 3});
%!   Q = optparam (W0(:, :, 1), "adagrad", "lr", 0.2, "lazy_update", lazy);
%!   Gs = sparse ([0 1; 0 0; 2 0; 0 0; 0 0; 0 0]);
%!   update (Q, Gs);
%!   [W2, h2] = adagrad_update (W0(:, :, 1), Gs, zeros (6, 2), Q.options);
%!   assert ({full(Q), states(Q).h}, {W2, h2});
%! endfor

%!test
%! ## retain and spdot read the weight in place; per-step options; handles share
%! W0 = reshape (1:12, 4, 3);
%! P = optparam (W0, "sgd");
%! R = retain (P, [4 2 2 9]);
%! assert (class (R), "rowsparse");
%! assert (rowindices (R), [2; 4]);
%! assert (full (R), W0 .* [0; 1; 0; 1]);
%! X = sparse ([1 0 0 2; 0 3 0 0]);
%! assert (spdot (X, P), X * W0);
%! Q = P;
%! update (Q, rowsparse ([10 10 10], 3, [4 3]), "lr", 0.5);
%! assert (full (P)(3, :), W0(3, :) - 5);
%! assert (P.options.lr, 0.01);
%! assert (P.t, 1);

%!test
%! ## states restore a parameter: the same steps follow
%! randn ("seed", 3);
%! P = optparam (randn (5, 2), "adam", "lr", 0.1);
%! update (P, rowsparse (randn (2, 2), [1 5], [5 2]));
%! Q = optparam (full (P), "adam", P.options, "states", states (P));
%! G = rowsparse (randn (1, 2), 5, [5 2]);
%! update (P, G);
%! update (Q, G);
%! assert (full (Q), full (P));
%! assert (Q.t, 2);

%!test
%! ## the engine's memory is freed with the last copy of the handle
%! n0 = __nds_param__ ("count");
%! P = optparam (ones (3, 2), "adagrad");
%! Q = P;
%! assert (__nds_param__ ("count"), n0 + 1);
%! clear P;
%! assert (__nds_param__ ("count"), n0 + 1);
%! clear Q;
%! assert (__nds_param__ ("count"), n0);

%!test
%! ## a failing update changes nothing
%! P = optparam (ones (3, 2), "sgd", "lr", 0.1);
%! fail ("update (P, rowsparse ([1 1], 1, [4 2]))", "G is 4x2 but W is 3x2");
%! fail ("update (P, rowsparse ([1 1], 1, [3 2]), 'lr', 0)", "lr must be a positive");
%! fail ("update (P, rowsparse ([1 1], 1, [3 2]), 'momentum', 0.5)", "keeps no momentum state");
%! assert (full (P), ones (3, 2));
%! assert (P.t, 0);
%! out = evalc ("disp (P)");
%! assert (! isempty (strfind (out, "optparam: sgd on a 3x2 double weight, 0 steps taken")));

%!test
%! ## the demo, MXNet's sparse linear regression, reaches its MSE below 1
%! out = evalc ("demo ('optparam', 1)");
%! assert (isempty (strfind (out, "failed")), out);
%! mse = str2double (regexp (out, "Epoch 9, MSE = (\\S+)", "tokens", "once"));
%! assert (mse < 1, "final MSE %g", mse);
%! assert (numel (regexp (out, "^Epoch \\d+, MSE = ", "lineanchors")), 10);

%!test
%! ## a single weight keeps single states and steps in single: the oracle is
%! ## MXNet's SGD formula in single arithmetic on the full single arrays
%! randn ("seed", 5);
%! rand ("seed", 5);
%! n = 40;
%! W0 = single (randn (n, 3));
%! P = optparam (W0, "sgd", "lr", 0.1, "momentum", 0.9, "wd", 0.01);
%! assert (P.is_single);
%! [W, mom] = deal (W0, zeros (n, 3, "single"));
%! [lr, mu, wd] = deal (single (0.1), single (0.9), single (0.01));
%! for step = 1:4
%!   r = sort (randperm (n, 5));
%!   Gd = randn (5, 3);
%!   update (P, rowsparse (Gd, r, [n 3]));        # double G: rounded once
%!   m = mu * mom(r, :) - lr * wd * W(r, :) - lr * single (Gd);
%!   W(r, :) += m;
%!   mom(r, :) = m;
%! endfor
%! assert (class (full (P)), "single");
%! assert (class (states (P).mom), "single");
%! assert (full (P), W, 4 * eps ("single") * max (abs (W(:))));
%! assert (states (P).mom, mom, 4 * eps ("single") * max (abs (mom(:))));
%! assert (P.t, 4);

%!test
%! ## single Adam and AdaGrad, lazy and dense, N-D, G as single rowsparse, full
%! ## and ndsparse: the same as the *_update functions on the single arrays
%! randn ("seed", 6);
%! W0 = single (randn (6, 2, 2));
%! for lazy = [true false]
%!   P = optparam (W0, "adam", "lr", 0.01, "wd", 0.1, "lazy_update", lazy);
%!   Q = optparam (W0, "adagrad", "lr", 0.2, "lazy_update", lazy);
%!   [W, m, v] = deal (W0, zeros (6, 2, 2, "single"), zeros (6, 2, 2, "single"));
%!   [W2, h] = deal (W0, zeros (6, 2, 2, "single"));
%!   for t = 1:3
%!     Gf = zeros (6, 2, 2, "single");
%!     Gf([1 6], :, :) = randn (2, 2, 2);
%!     G = {rowsparse(Gf), Gf, ndsparse(double (Gf))}{t};
%!     update (P, G);
%!     update (Q, G);
%!     [W, m, v] = adam_update (W, G, m, v, t, P.options);
%!     [W2, h] = adagrad_update (W2, G, h, Q.options);
%!   endfor
%!   S = states (P);
%!   assert ({full(P), S.m, S.v, S.t}, {W, m, v, 3});
%!   assert ({full(Q), states(Q).h}, {W2, h});
%!   assert (class (S.v), "single");
%! endfor

%!test
%! ## a single parameter read in place: retain gives single rows, spdot a single
%! ## product (computed in double, rounded once); states restore it
%! W0 = single (reshape (1:12, 4, 3) / 7);
%! P = optparam (W0, "adam", "lr", 0.1);
%! R = retain (P, [4 2 9]);
%! assert (class (rowdata (R)), "single");
%! assert (full (R), W0 .* single ([0; 1; 0; 1]));
%! X = sparse ([1 0 0 2; 0 3 0 0]);
%! Y = spdot (X, P);
%! assert (class (Y), "single");
%! assert (Y, single (X * double (W0)));
%! assert (spdot (sparse (2, 4), P), zeros (2, 3, "single"));
%! update (P, rowsparse (single ([1 2 3]), 2, [4 3]));
%! Q = optparam (full (P), "adam", P.options, "states", states (P));
%! G = rowsparse (single ([1 1 1]), 2, [4 3]);
%! update (P, G);
%! update (Q, G);
%! assert (full (Q), full (P));
%! out = evalc ("disp (P)");
%! assert (! isempty (strfind (out, "adam on a 4x3 single weight, 2 steps taken")));

%!error <METHOD must be "sgd", "adam" or "adagrad"> optparam (ones (2), "rmsprop")
%!error <W must be a full real double or single array, not rowsparse> optparam (rowsparse (ones (2)), "sgd")
%!error <W must be a full real double or single array, not sparse double> optparam (sparse (ones (2)), "sgd")
%!error <W must be a full real double or single array, not complex double> optparam (1i * ones (2), "sgd")
%!error <W must be a full real double or single array, not complex single> optparam (single (1i * ones (2)), "sgd")
%!error <W must be a full real double or single array, not int32> optparam (int32 (ones (2)), "sgd")
%!error <state m must be a full real single array> optparam (single (ones (2)), "adam", "states", struct ("m", ones (2)))
%!error <state t must be a step count, an integer from 0 to 2\^53 - 1> optparam (ones (2), "adam", "states", struct ("t", 2^60))
%!error <state t must be a step count> optparam (ones (2), "adam", "states", struct ("t", Inf))
%!error <state t must be a step count> optparam (ones (2), "adam", "states", struct ("t", 1.5))
%!test
%! P = optparam (ones (2), "adam", "states", struct ("t", 2^53 - 1));
%! assert (P.t, 2^53 - 1);
%!error <unknown option "beta1"> optparam (ones (2), "sgd", "beta1", 0.5)
%!error <state m must be a full real double array> optparam (ones (2), "adam", "states", struct ("m", 1))
%!error <states must be a struct> optparam (ones (2), "adam", "states", 1)
%!error <Invalid call> optparam (ones (2))
%!test
%! ## a wrong call leaves the class usable (print_usage would not, in Octave 7.3)
%! fail ("optparam (ones (2))", "Invalid call");
%! P = optparam (ones (2), "sgd");
%! assert (full (P), ones (2));

%!demo
%! ## MXNet's sparse linear regression, in Octave: y = x1 + 2 x2 + ... + 100 x100
%! ## learned from 1000 sparse samples, one per step, with a row-sparse weight.
%! rand ("seed", 42);
%! randn ("seed", 42);
%! n_features = 100;
%! X = sprand (1000, n_features, 0.01);   # MXNet's rand_ndarray ((1000, 100), 'csr', 0.01)
%! y = X * (1:n_features)';               # labels of the target weights 1..100
%! ## (an SVMlight file gives the same: [y, X] = svmlightread (file))
%! batch = 1;
%! P = optparam (0.01 * randn (n_features, 1), "sgd", "lr", 0.05,
%!               "momentum", 0.9, "rescale_grad", 1 / batch);
%! Xt = X.';                              # a column per sample: cheap to take
%! for epoch = 1:10
%!   se = 0;
%!   for i = 1:batch:rows (X)
%!     x = Xt(:, i:i+batch-1).';          # the batch, sparse
%!     d = spdot (x, P) - y(i:i+batch-1); # forward: X * W, reading W in place
%!     se += sumsq (d);
%!     G = spdot (x, d, "transpose_a");   # gradient: the rows of x's features only
%!     update (P, G);                     # lazy SGD: only those rows change
%!   endfor
%!   mse = se / rows (X);
%!   printf ("Epoch %d, MSE = %.4f\n", epoch - 1, mse);
%! endfor
%! assert (mse < 1, "Achieved MSE (%f) is larger than expected (1.0)", mse);
%! W = full (P);
%! printf ("learned weights 1..5: %s\n", mat2str (W(1:5)', 3));
%! ## Each step reads and writes the few rows of the weight that the sample's
%! ## features select: the cost of a step follows the sample, not the model.
