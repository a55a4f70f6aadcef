#!/bin/bash
# tools/mkindex.sh: print the package INDEX, every public function of inst/ by category.
# Usage: tools/mkindex.sh [INSTDIR]  (default inst).  Public: inst/*.m, inst/@ndsparse/*.m
# (listed as @ndsparse/NAME; @rowsparse, @csrmatrix, @cpmodel, @tuckermodel likewise), inst/+nd/*.m (listed as nd.NAME);
# private/ and inst/__*.m (internal) are skipped.
# A name missing from the table below is listed under "Other functions" with a warning
# on stderr: add it to the table.
set -euo pipefail
inst=${1:-inst}

categories=(
  "Construction and queries"
  "Indexing and views"
  "Shape"
  "Element-wise operations"
  "Reductions"
  "CSC interoperation and tensor kernels"
  "Configuration"
  "Demos"
  "Pictures"
  "Row-sparse arrays and optimizers"
  "Convolution and pooling"
  "File formats"
  "Decompositions"
  "Distributed tensors (MPI)"
)
declare -A category
add () { local c=$1; shift; for f in "$@"; do category[$f]=$c; done; }
add 0 ndsparse ndsprand size numel ndims nnz nzmax isempty isreal iscomplex islogical isnumeric \
      issparse isfloat isa isvector isscalar ismatrix columns rows length class full double single \
      logical find disp display isequal nonzeros loadobj
add 1 subsref subsasgn end view viewinfo compact nd nd.all nd.interval nd.point nd.newaxis \
      nd.specified
add 2 permute ipermute reshape squeeze cat horzcat vertcat repmat transpose ctranspose \
      circshift flip
add 3 plus minus times rdivide ldivide mrdivide power uminus uplus eq ne lt le gt ge \
      and or xor not abs sign sqrt spfun floor ceil round fix real imag conj angle arg \
      complex sin tan asin \
      atan sinh tanh asinh atanh expm1 log1p exp log cos cosh acos acosh isnan isinf \
      isfinite cbrt erf gamma log10 log2
add 4 sum prod max min mean any all cumsum cumprod sort
add 5 sparse unfold fold mtimes ttv ttm ttt tensordot mttkrp innerprod norm collapse scale \
      dot einsum mldivide kron
add 6 ndsparse_config
add 7 ndsparse_tour ndsparse_guide ndsparse_digits ndsparse_scale
add 8 spy viewplot
add 9 rowsparse rowindices rowdata retain spdot sgd_update adam_update adagrad_update optparam \
      csr stype tostype cast_storage libsvmiter ndarrayiter
add 3 mod rem bsxfun
add 10 conv2d conv2d_backward_filter conv2d_backward_data max_pool max_pool_backward \
      avg_pool avg_pool_backward
add 11 tnsread tnswrite svmlightread svmlightwrite mmread mmwrite
add 12 cp_als cp_apr hosvd tucker_als ndsplanted
add 13 mpirank mpisize mpibarrier mpiallreduce dndsparse dtnsread distribute

declare -a listed
for ((c = 0; c <= ${#categories[@]}; c++)); do listed[c]=""; done
other=${#categories[@]}

entry () {   # entry KEY NAME: file NAME under the category of KEY
  local c=${category[$1]:-$other}
  [ "$c" = "$other" ] && echo "mkindex: $2 has no category; add it to tools/mkindex.sh" >&2
  listed[c]+=" $2"$'\n'
}

shopt -s nullglob
# internal functions (__name__) are not listed
for f in "$inst"/*.m; do n=$(basename "$f" .m); [[ $n == __* ]] || entry "$n" "$n"; done
for f in "$inst"/@ndsparse/*.m; do n=$(basename "$f" .m); entry "$n" "@ndsparse/$n"; done
for f in "$inst"/@rowsparse/*.m; do n=$(basename "$f" .m); entry "$n" "@rowsparse/$n"; done
# the csr class (constructor csr): every method beside the row-sparse ones
for f in "$inst"/@csrmatrix/*.m; do n=$(basename "$f" .m); entry csr "@csrmatrix/$n"; done
# every method of the distributed class goes under its category
for f in "$inst"/@dndsparse/*.m; do n=$(basename "$f" .m); entry dndsparse "@dndsparse/$n"; done
for f in "$inst"/+nd/*.m; do n=nd.$(basename "$f" .m); entry "$n" "$n"; done
# the decompositions' model classes: every method under Decompositions
for f in "$inst"/@cpmodel/*.m "$inst"/@tuckermodel/*.m; do
  n=$(basename "$f" .m); d=$(basename "$(dirname "$f")"); entry cp_als "$d/$n"
done

echo "ndsparse >> N-dimensional sparse COO tensors with views"
for ((c = 0; c <= other; c++)); do
  [ -z "${listed[c]}" ] && continue
  if [ "$c" = "$other" ]; then echo "Other functions"; else echo "${categories[c]}"; fi
  printf '%s' "${listed[c]}" | LC_ALL=C sort
done
