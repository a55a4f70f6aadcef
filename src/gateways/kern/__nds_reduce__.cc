// __nds_reduce__.cc: gateway, reduce entries along a set of dimensions
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

// the engine's kernels on complex pairs by their parts' type: double (nds_reduce_z,
// ...) or float (nds_reduce_cf, ...: computed and ordered in single, as Octave's
// single complex arrays)
static int64_t
pairs_reduce (const nds_groups& G, const double *x, nds_fun code, double *y)
{
  return nds_reduce_z (&G, x, 0, code, y, nullptr);
}
static int64_t
pairs_reduce (const nds_groups& G, const float *x, nds_fun code, float *y)
{
  return nds_reduce_cf (&G, x, 0, code, y, nullptr);
}
static void
pairs_prod_zeros (const double *cnt, double nr, double *y, int64_t ng)
{
  nds_prod_zeros_z (cnt, nr, y, ng);
}
static void
pairs_prod_zeros (const double *cnt, double nr, float *y, int64_t ng)
{
  nds_prod_zeros_cf (cnt, nr, y, ng);
}
static void
pairs_extreme (const nds_groups& G, const double *x, bool ismax, const double *cnt,
               double nr, double *y)
{
  nds_extreme_z (&G, x, ismax, cnt, nr, y);
}
static void
pairs_extreme (const nds_groups& G, const float *x, bool ismax, const double *cnt,
               double nr, float *y)
{
  nds_extreme_cf (&G, x, ismax, cnt, nr, y);
}
static int
pairs_max_nan_inf (const nds_groups& G, const int64NDArray& s, const double *x, int64_t d,
                   double *y, double *idx)
{
  return nds_max_nan_inf_z (&G, nds_i64 (s), s.columns (), x, d, y, idx);
}
static int
pairs_max_nan_inf (const nds_groups& G, const int64NDArray& s, const float *x, int64_t d,
                   float *y, double *idx)
{
  return nds_max_nan_inf_cf (&G, nds_i64 (s), s.columns (), x, d, y, idx);
}
static void
pairs_prod_order (const nds_groups& G, const int64NDArray& s, const int64_t *sz,
                  const unsigned char *red, const double *x, const double *cnt, double nr,
                  double *y)
{
  nds_prod_order_z (&G, nds_i64 (s), s.columns (), sz, red, x, cnt, nr, y);
}
static void
pairs_prod_order (const nds_groups& G, const int64NDArray& s, const int64_t *sz,
                  const unsigned char *red, const float *x, const double *cnt, double nr,
                  float *y)
{
  nds_prod_order_cf (&G, nds_i64 (s), s.columns (), sz, red, x, cnt, nr, y);
}
static void
pairs_argext (const nds_groups& G, const int64NDArray& s, const double *x, int64_t d,
              int64_t nr, bool ismax, double *y, double *idx)
{
  nds_argext_z (&G, nds_i64 (s), x, d, nr, ismax, y, idx);
}
static void
pairs_argext (const nds_groups& G, const int64NDArray& s, const float *x, int64_t d,
              int64_t nr, bool ismax, float *y, double *idx)
{
  nds_argext_cf (&G, nds_i64 (s), x, d, nr, ismax, y, idx);
}
static int64_t pairs_nnz (const double *y, int64_t n) { return nds_count_nz_z (y, n); }
static int64_t pairs_nnz (const float *y, int64_t n) { return nds_count_nz_cf (y, n); }

// the complex values z (ComplexNDArray or FloatComplexNDArray Z, of parts T) as the
// engine's interleaved (re, im) pairs
template <typename T, typename Z>
static const T *
pairs (const Z& z)
{
  return reinterpret_cast<const T *> (z.data ());
}

// the gateway's outputs for complex max, min, prod (the stored counts in third) by
// the groups G of the entries (s, z) (values of class Z, of parts T) of a tensor of
// size sz reduced along red, over nr cells; d the one dim reduced, or -1 for
// several (max then orders NaN values as Octave's sequential max along d:
// nds_max_nan_inf_z)
template <typename T, typename Z>
static octave_value_list
complex_extremes (const nds_groups& G, const int64NDArray& s, const Z& z, nds_fun code,
                  const int64_t *sz, const unsigned char *red, int64_t d, double nr,
                  const int64NDArray& us, NDArray& third)
{
  const int64_t ng = G.ng;
  Z yz = nds_uninit<Z> (ng);
  const T *x = pairs<T> (z);
  T *y = reinterpret_cast<T *> (yz.fortran_vec ());
  if (code == NDS_PROD)
    {
      pairs_reduce (G, x, NDS_PROD, y);
      pairs_prod_zeros (third.data (), nr, y, ng);
      pairs_prod_order (G, s, sz, red, x, third.data (), nr, y);
    }
  else
    pairs_extreme (G, x, code == NDS_MAX, third.data (), nr, y);
  if (code == NDS_MAX && d >= 0)
    nds_check (pairs_max_nan_inf (G, s, x, d, y, nullptr), "__nds_reduce__");
  return ovl (us, yz, static_cast<double> (pairs_nnz (y, ng)), third);
}

// the gateway's outputs for complex argmax, argmin: the max or min of the groups G
// of the entries (s, z) (values of class Z, of parts T) along dim d of extent nr,
// their indices in third
template <typename T, typename Z>
static octave_value_list
complex_argext (const nds_groups& G, const int64NDArray& s, const Z& z, bool ismax,
                int64_t d, int64_t nr, const int64NDArray& us, NDArray& third)
{
  Z yz = nds_uninit<Z> (G.ng);
  T *y = reinterpret_cast<T *> (yz.fortran_vec ());
  pairs_argext (G, s, pairs<T> (z), d, nr, ismax, y, third.fortran_vec ());
  if (ismax)
    nds_check (pairs_max_nan_inf (G, s, pairs<T> (z), d, y, third.fortran_vec ()),
               "__nds_reduce__");
  return ovl (us, yz, static_cast<double> (pairs_nnz (y, G.ng)), third);
}

// complex sums, max or min (values z of class Z, parts T) by the plan P, one pass
// over the pairs with no split into parts; us of kout columns
template <typename T, typename Z>
static octave_value_list
complex_modered (const nds_modered& P, const Z& z, nds_redop op, int64_t kout,
                 int nargout, const char *fn)
{
  const int64_t ng = P.nout;
  // every dim reduced over the leading ones keeps them all, as ones: cut to kout
  int64NDArray us = nds_uninit<int64NDArray> (ng, P.lead == P.m ? P.m : kout);
  Z yz = nds_uninit<Z> (ng);
  NDArray cnt = nds_uninit<NDArray> (nargout > 3 ? ng : 0);
  T *yp = reinterpret_cast<T *> (yz.fortran_vec ());
  nds_check (nds_modered_run (&P, pairs<T> (z), op, nds_i64w (us), yp,
                              nargout > 3 ? cnt.fortran_vec () : nullptr), fn);
  us.resize (dim_vector (ng, kout));
  const double nz = nargout > 2 ? pairs_nnz (yp, ng) : 0;
  return ovl (us, yz, nz, cnt);
}

// complex sums (values z of class Z, parts T) by the groups G, each part as
// nds_reduce sums a real one (the same bits as the parts summed apart, without the
// copies)
template <typename T, typename Z>
static octave_value_list
complex_group_sums (const nds_groups& G, const Z& z, const int64NDArray& us,
                    const NDArray& third)
{
  Z yz = nds_uninit<Z> (G.ng);
  T *yp = reinterpret_cast<T *> (yz.fortran_vec ());
  const int64_t nz = pairs_reduce (G, pairs<T> (z), NDS_SUM, yp);
  return ovl (us, yz, static_cast<double> (nz), third);
}

// the outputs us, y, nz and cnt of the reduced rows: with no cnt asked for, the zero
// results dropped here, branchless (nds_drop_zeros): max along a dim of a sparse
// tensor is zero for each fiber of negative values with an implicit zero, at random,
// where the m-file's logical index mispredicted (max (A, [], 2) at 1e7: 40% of it)
template <typename A>
static octave_value_list
reduced_rows (int64NDArray& us, A& y, const NDArray& cnt, int nargout)
{
  if (nargout > 3)
    return ovl (us, y, static_cast<double> (nds_nz_of (y)), cnt);
  nds_drop_zeros (us, y);
  return ovl (us, y, static_cast<double> (y.numel ()));
}

DEFUN_DLD (__nds_reduce__, args, nargout,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{us}, @var{y}, @var{nz}, @var{cnt}] =} __nds_reduce__ (@var{s}, @var{v}, @var{sz}, @var{red}, @var{fun}, @var{kout})\n\
@deftypefnx {} {[@var{us}, @var{y}, @var{nz}, @var{idx}] =} __nds_reduce__ (@var{s}, @var{v}, @var{sz}, @var{red}, \"argmax\", @var{kout})\n\
Internal: group the sorted entries (@var{s}, double @var{v}; complex for every @var{fun}, max and min\n\
ordered as Octave orders complex values, by modulus and then argument; single, real\n\
or complex, for \"sum\", \"max\", \"min\", \"prod\", \"argmax\" and \"argmin\"):\n\
computed in single, accumulated\n\
in the column-major order of the reduced cells, as Octave sums a single array) of a\n\
tensor of size\n\
@var{sz} by their coordinates outside the reduced dims (logical @var{red}); @var{us}\n\
the groups' coordinates (reduced dims set to 1, column-major order), @var{y} @var{fun}\n\
(\"sum\", \"max\", \"min\", \"prod\") over each group, the implicit zeros counted by\n\
max, min and prod, @var{nz} = @code{nnz (@var{y})}, and @var{cnt} their number of\n\
stored values (computed only when asked for; without them, groups of reduced\n\
dims that are all leading or one dim may come with their zero results dropped).  \"argmax\" and \"argmin\" reduce one dim,\n\
implicit zeros included, and return the 1-based index of the first extreme along it.\n\
@var{us} has the first @var{kout} columns: the dims after them are reduced, and a\n\
result keeps no column of ones for them.\n\
@end deftypefn")
{
  static const char *fn = "__nds_reduce__";
  if (args.length () != 6)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "S");
  // complex values: sums of the pairs in one pass, max and min along one dim too;
  // the rest of max, min and prod of the pairs by groups (nds_reduce_z.c); complex single ones (csg) read as float pairs, reduced
  // in single
  const bool cplx = args(1).iscomplex ();
  const bool csg = cplx && args(1).is_single_type ();
  const ComplexNDArray z = cplx && ! csg ? args(1).complex_array_value () : ComplexNDArray ();
  const FloatComplexNDArray zf = csg ? args(1).float_complex_array_value ()
                                     : FloatComplexNDArray ();
  // single values are read as floats where the kernel takes them (no double copy)
  const bool sgl = ! cplx && args(1).is_single_type ();
  const FloatNDArray xf = sgl ? args(1).float_array_value () : FloatNDArray ();
  NDArray x = cplx || sgl ? NDArray () : args(1).array_value ();
  const std::vector<int64_t> sz = nds_arg_size (args(2), fn);
  const boolNDArray rb = args(3).bool_array_value ();
  const std::string f = args(4).string_value ();
  const int64_t n = s.rows (), m = s.columns ();
  const int64_t kout = args(5).idx_type_value ();
  if (static_cast<int64_t> (sz.size ()) != m || rb.numel () != m
      || (csg ? zf.numel () : cplx ? z.numel () : sgl ? xf.numel () : x.numel ()) != n
      || kout < 1 || kout > m)
    error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
  for (int64_t d = kout; d < m; d++)
    if (! rb(d))
      error_with_id ("ndsparse:internal", "%s: KOUT drops a kept dim", fn);
  std::vector<unsigned char> red (m);
  int64_t nred = 0, dred = 0;
  for (int64_t d = 0; d < m; d++)
    if ((red[d] = rb(d)))
      {
        nred++;
        dred = d;
      }
  const bool arg = (f == "argmax" || f == "argmin");
  nds_fun code = NDS_SUM;
  if (f == "max") code = NDS_MAX;
  else if (f == "min") code = NDS_MIN;
  else if (f == "prod") code = NDS_PROD;
  else if (f != "sum" && ! arg)
    error_with_id ("ndsparse:internal", "%s: unknown reduction '%s'", fn, f.c_str ());
  if (arg && nred != 1)
    error_with_id ("ndsparse:internal", "%s: %s reduces exactly one dim", fn, f.c_str ());
  // max, min and prod count the implicit zeros, as Octave does
  const bool zeros = (code != NDS_SUM);
  int64_t lead = 0;
  while (lead < m && red[lead]) lead++;
  // (with columns dropped, one reduced dim is the last, which the chunk kernel drops
  // as it writes; every dim reduced leaves one cell, grouped below)
  // complex max and min over the leading dims go by their runs (every dim too: one
  // run, its columns cut to kout), Octave's rule for NaN and infinite parts
  // included; along one dim after the first chunk by chunk too, but a max with a
  // value of NaN and infinite parts, whose order is Octave's sequential one along
  // that dim (nds_max_nan_inf_z), by the groups
  const bool zmax = cplx && (code == NDS_MAX || code == NDS_MIN);
  const bool zlead = zmax && lead == nred;
  const bool zext = zlead || (zmax && nred == 1 && lead == 0
                              && ! (code == NDS_MAX
                                    && (csg ? nds_any_nan_inf_cf (pairs<float> (zf), n)
                                            : nds_any_nan_inf_z (pairs<double> (z), n))));
  if (! arg && (! cplx || code == NDS_SUM || zext)
      && ((lead == nred && (kout == m || zlead)) || nred == 1))
    {
      // the leading dims are runs of sorted rows, one pass; one other dim goes chunk
      // by chunk, when that beats sorting
      nds_redop op = {code, nullptr, kout == m || lead == m, zeros, sgl, 0, 0};
      nds_modered_guard P;
      if (lead == nred)
        nds_check (nds_modered_lead (nds_i64 (s), n, m, sz.data (), lead, &P.P), fn);
      else
        nds_check (nds_modered_plan (nds_i64 (s), n, m, sz.data (), dred, &P.P), fn);
      if (P.P.use && cplx)
        {
          op.xcomplex = 1;
          op.xsingle = csg;
          return csg ? complex_modered<float> (P.P, zf, op, kout, nargout, fn)
                     : complex_modered<double> (P.P, z, op, kout, nargout, fn);
        }
      if (P.P.use)
        {
          const int64_t ng = P.P.nout;
          int64NDArray us = nds_uninit<int64NDArray> (ng, kout);
          NDArray y = nds_uninit<NDArray> (sgl ? 0 : ng);
          FloatNDArray yf = nds_uninit<FloatNDArray> (sgl ? ng : 0);
          NDArray cnt = nds_uninit<NDArray> (nargout > 3 ? ng : 0);
          const void *xp = sgl ? static_cast<const void *> (xf.data ()) : x.data ();
          void *yp = sgl ? static_cast<void *> (yf.fortran_vec ()) : y.fortran_vec ();
          const bool drop = nargout <= 3 && lead != nred && zeros;
          int64_t nz = 0;
          if (drop)
            {
              // max, min, prod along one dim, with no counts: the zero results left
              // out as the cells are written (max (A, [], 2) drops 38% of them), then,
              // if any, the rest packed into arrays of their size (a slice would be
              // copied as Octave stores it).  Not sums, whose zeros are rare
              // (cancellations): each row's place would wait on its value's test
              std::vector<int64_t> kept (P.P.nt + 1);
              nds_check (nds_modered_run_nz (&P.P, xp, op, nds_i64w (us), yp, kept.data ()),
                         fn);
              nz = kept[P.P.nt];
              if (nz < ng)
                {
                  int64NDArray ps = nds_uninit<int64NDArray> (nz, kout);
                  NDArray py = nds_uninit<NDArray> (sgl ? 0 : nz);
                  FloatNDArray pyf = nds_uninit<FloatNDArray> (sgl ? nz : 0);
                  void *pp = sgl ? static_cast<void *> (pyf.fortran_vec ())
                                 : py.fortran_vec ();
                  nds_modered_pack (&P.P, op, nds_i64 (us), yp, kept.data (),
                                    nds_i64w (ps), pp);
                  us = ps;
                  y = py;
                  yf = pyf;
                }
            }
          else
            nds_check (nds_modered_run (&P.P, xp, op, nds_i64w (us), yp,
                                        nargout > 3 ? cnt.fortran_vec () : nullptr), fn);
          // a NaN product may be Octave's 0 (nds_prod_order): the groups' path below
          const bool nan_prod = code == NDS_PROD && (sgl ? yf.any_element_is_nan ()
                                                         : y.any_element_is_nan ());
          if (! nan_prod && drop)
            return sgl ? ovl (us, yf, static_cast<double> (nz))
                       : ovl (us, y, static_cast<double> (nz));
          if (! nan_prod)
            return sgl ? reduced_rows (us, yf, cnt, nargout) : reduced_rows (us, y, cnt, nargout);
        }
    }
  nds_groups_guard g;
  nds_check (nds_group_kept (nds_i64 (s), n, m, sz.data (), red.data (), &g.G), fn);
  const int64_t ng = g.G.ng;
  int64NDArray us = nds_uninit<int64NDArray> (ng, kout);
  NDArray y = nds_uninit<NDArray> (cplx ? 0 : ng);
  NDArray third = nds_uninit<NDArray> (nargout > 3 || arg || zeros ? ng : 0);
  nds_group_rows (&g.G, nds_i64 (s), kout, red.data (), nds_i64w (us),
                  (nargout > 3 || zeros) && ! arg ? third.fortran_vec () : nullptr);
  double nr = 1;
  for (int64_t d = 0; d < m; d++)
    if (red[d]) nr *= sz[d];
  if (sgl && arg)
    {
      // single values compared as they are: the maxima single, the indices double
      FloatNDArray yf = nds_uninit<FloatNDArray> (ng);
      nds_argext_f (&g.G, nds_i64 (s), xf.data (), m, dred, sz[dred], f == "argmax",
                    yf.fortran_vec (), third.fortran_vec ());
      return ovl (us, yf, static_cast<double> (nds_count_nz_f (yf.data (), ng)), third);
    }
  if (sgl)
    {
      // single values accumulated in single in each group's order
      FloatNDArray yf = nds_uninit<FloatNDArray> (ng);
      double nz = nds_reduce_f (&g.G, xf.data (), code, zeros ? third.data () : nullptr,
                                nr, yf.fortran_vec ());
      if (code == NDS_PROD)
        {
          nds_prod_order_f (&g.G, nds_i64 (s), m, sz.data (), red.data (), xf.data (),
                            third.data (), nr, yf.fortran_vec ());
          nz = nds_count_nz_f (yf.data (), ng);
        }
      return ovl (us, yf, nz, third);
    }
  if (csg && arg)
    return complex_argext<float> (g.G, s, zf, f == "argmax", dred, sz[dred], us, third);
  if (cplx && arg)
    return complex_argext<double> (g.G, s, z, f == "argmax", dred, sz[dred], us, third);
  if (csg)
    return code == NDS_SUM ? complex_group_sums<float> (g.G, zf, us, third)
                           : complex_extremes<float> (g.G, s, zf, code, sz.data (), red.data (),
                                                      nred == 1 ? dred : -1, nr, us, third);
  if (cplx)
    return code == NDS_SUM ? complex_group_sums<double> (g.G, z, us, third)
                           : complex_extremes<double> (g.G, s, z, code, sz.data (), red.data (),
                                                       nred == 1 ? dred : -1, nr, us, third);
  if (arg)
    nds_argext (&g.G, nds_i64 (s), x.data (), m, dred, sz[dred], f == "argmax",
                y.fortran_vec (), third.fortran_vec ());
  else
    {
      nds_reduce (&g.G, x.data (), 0, code, y.fortran_vec (), nullptr);
      if (zeros)
        nds_implicit_zeros (code, third.data (), nr, y.fortran_vec (), ng);
      if (code == NDS_PROD)
        nds_prod_order (&g.G, nds_i64 (s), m, sz.data (), red.data (), x.data (),
                        third.data (), nr, y.fortran_vec ());
    }
  return ovl (us, y, nds_nnz (y, 3, nargout), third);
}
