## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{txt} =} __nds_missing_hook__ (@var{name})
## @deftypefnx {ndsparse} {} __nds_missing_hook__ ("-register")
## @deftypefnx {ndsparse} {} __nds_missing_hook__ ("-unregister")
## Internal: the package's @code{missing_function_hook}, which answers Tensor
## Toolbox's names.
##
## When Octave meets an undefined name it calls the function that
## @code{missing_function_hook} names and appends the text that function
## returns to its error "'@var{name}' undefined".  For a Tensor Toolbox name
## (@code{sptensor}, @code{sptenrand}, @code{tensor}, @code{tenmat},
## @code{ktensor}, @dots{}) @var{txt} names the ndsparse equivalent and the
## guide's chapter that has the whole table; for any other name it is what the
## hook that was registered before (Octave's own @code{__unimplemented__}, which
## knows Matlab's names) returns, so Octave's hints are kept.
##
## @code{pkg load ndsparse} registers it (@code{"-register"}, from PKG_ADD,
## remembering the hook it replaces) and @code{pkg unload ndsparse} puts the
## previous hook back (@code{"-unregister"}, from PKG_DEL).  The names are not
## defined as functions: they are Tensor Toolbox's, and its functions must win
## when it is on the path.
##
## @example
## @group
## pkg load ndsparse
## try, sptensor ([1 1 1], 1, [2 2 2]); catch err, disp (err.message); end
## @end group
## @end example
## @seealso{missing_function_hook, ndsparse_guide}
## @end deftypefn

## PKG_ADD: __nds_missing_hook__ ("-register");
## PKG_DEL: __nds_missing_hook__ ("-unregister");

function txt = __nds_missing_hook__ (name)
  persistent previous = "";
  if (nargin != 1 || ! ischar (name) || ! isrow (name))
    print_usage ();
  endif
  me = mfilename ();
  txt = "";
  switch (name)
    case "-register"
      hook = missing_function_hook ();
      if (! strcmp (hook, me))
        previous = hook;
        missing_function_hook (me);
        mlock ();             # keep previous through clear all / clear functions
      endif
    case "-unregister"
      if (strcmp (missing_function_hook (), me))
        missing_function_hook (previous);
      endif
      previous = "";
      if (mislocked ())
        munlock ();
      endif
    otherwise
      txt = ttb_hint (name);
      if (isempty (txt) && ! isempty (previous) && ! strcmp (previous, me))
        try
          txt = feval (previous, name);
        catch
          txt = "";                # a broken hook never hides Octave's error
        end_try_catch
      endif
  endswitch
endfunction

## the ndsparse equivalent of Tensor Toolbox's function NAME, or "" for a name
## that is not Tensor Toolbox's
function txt = ttb_hint (name)
  switch (name)
    case {"sptensor", "sptenmat"}
      if (strcmp (name, "sptensor"))
        how = ["ndsparse (subs, vals, sz) (duplicates summed) or ndsparse (A); ", ...
               "X.subs and X.vals are [subs, vals] = find (X)"];
      else
        how = "unfold (X, n), a sparse matrix (fold turns it back)";
      endif
    case "sptenrand"
      how = "ndsprand (sz, nz / prod (sz)): a density, nz nonzeros exactly";
    case "tensor"
      how = "full (X) of an ndsparse X (an Octave array); ndsparse (A) turns an array into one";
    case "tenmat"
      how = "unfold (X, n), a sparse matrix (fold turns it back)";
    case "ktensor"
      how = "cpmodel (lambda, U), what cp_als and cp_apr return";
    case "ttensor"
      how = "tuckermodel (core, U), what hosvd and tucker_als return";
    case "import_data"
      how = "tnsread (file) for a FROSTT .tns file";
    case "export_data"
      how = "tnswrite (file, X)";
    case "sptendiag"
      how = "ndsparse (repmat ((1:n)', 1, N), d, n * ones (1, N))";
    otherwise
      txt = "";
      return;
  endswitch
  txt = sprintf (["'%s' is Tensor Toolbox's; with ndsparse (loaded) use %s.\n", ...
                  "ndsparse_guide (\"tensor toolbox\") opens the whole table."],
                 name, how);
endfunction

## What the user sees: the error says the name is undefined, then the hint.
%!function msg = undefined_message (code)
%!  msg = "";
%!  try
%!    eval (code);
%!  catch err
%!    msg = err.message;
%!  end_try_catch
%!endfunction

%!test
%! ## (pkg load registered it already in an installed package: start from the
%! ## hook it replaced, and leave it registered again)
%! was = strcmp (missing_function_hook (), "__nds_missing_hook__");
%! if (was)
%!   __nds_missing_hook__ ("-unregister");
%! endif
%! old = missing_function_hook ();
%! unwind_protect
%!   __nds_missing_hook__ ("-register");
%!   assert (missing_function_hook (), "__nds_missing_hook__");
%!   msg = undefined_message ("X = sptensor ([1 1 1], 1, [2 2 2]);");
%!   assert (! isempty (regexp (msg, "'sptensor' undefined", "once")), msg);
%!   assert (! isempty (strfind (msg, "ndsparse (subs, vals, sz)")), msg);
%!   assert (! isempty (strfind (msg, "ndsparse_guide")), msg);
%!   msg = undefined_message ("X = sptenrand ([4 3 2], 5);");
%!   assert (! isempty (strfind (msg, "ndsprand (sz, nz / prod (sz))")), msg);
%!   msg = undefined_message ("X = tenmat (1, 1);");
%!   assert (! isempty (strfind (msg, "unfold (X, n)")), msg);
%!   msg = undefined_message ("X = ktensor ({1});");
%!   assert (! isempty (strfind (msg, "cpmodel")), msg);
%!   msg = undefined_message ("X = tensor (1);");
%!   assert (! isempty (strfind (msg, "full (X)")), msg);
%!   ## registering twice keeps the hook it replaced the first time
%!   __nds_missing_hook__ ("-register");
%!   ## Octave's own hints stay: linprog is one __unimplemented__ knows
%!   if (strcmp (old, "__unimplemented__"))
%!     msg = undefined_message ("x = linprog (1);");
%!     assert (! isempty (strfind (msg, "glpk")), msg);
%!   endif
%!   ## and a name nobody knows is only undefined
%!   msg = undefined_message ("x = nds_no_such_name_xyz (1);");
%!   assert (! isempty (regexp (msg, "undefined", "once")), msg);
%!   assert (isempty (strfind (msg, "Tensor Toolbox")), msg);
%!   __nds_missing_hook__ ("-unregister");
%!   assert (missing_function_hook (), old);
%!   msg = undefined_message ("X = sptensor ([1 1 1], 1, [2 2 2]);");
%!   assert (isempty (strfind (msg, "ndsparse")), msg);
%! unwind_protect_cleanup
%!   if (strcmp (missing_function_hook (), "__nds_missing_hook__"))
%!     __nds_missing_hook__ ("-unregister");
%!   endif
%!   missing_function_hook (old);
%!   if (was)
%!     __nds_missing_hook__ ("-register");
%!   endif
%! end_unwind_protect

## the hints, name by name (the text appended to "'NAME' undefined")
%!assert (isempty (__nds_missing_hook__ ("nds_no_such_name_xyz")))
%!assert (! isempty (strfind (__nds_missing_hook__ ("import_data"), "tnsread")))
%!assert (! isempty (strfind (__nds_missing_hook__ ("export_data"), "tnswrite")))
%!assert (! isempty (strfind (__nds_missing_hook__ ("ttensor"), "tuckermodel")))
%!assert (! isempty (strfind (__nds_missing_hook__ ("sptenmat"), "unfold")))
%!test
%! ## the sptendiag recipe builds the diagonal tensor it says
%! n = 3; N = 3; d = [1; 2; 3];
%! X = ndsparse (repmat ((1:n)', 1, N), d, n * ones (1, N));
%! assert (full (X(2, 2, 2)), 2);
%! assert (nnz (X), 3);
%! assert (! isempty (strfind (__nds_missing_hook__ ("sptendiag"),
%!                             "ndsparse (repmat ((1:n)', 1, N), d, n * ones (1, N))")));

%!error <Invalid call> __nds_missing_hook__ ()
%!error <Invalid call> __nds_missing_hook__ (1)
%!error <called with too many inputs> __nds_missing_hook__ ("a", "b")
