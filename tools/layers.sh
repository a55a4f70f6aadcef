#!/bin/bash
# tools/layers.sh: the layering rules of src/ that a compiler does not check, read from
# the includes (README: the layout).  Prints each breach and exits 1 if there is one:
#   - an engine file (src/engine/<wing>/) includes no Octave or C++ header, and of the
#     tree only its own wing's files and the shared core (../core/nds.h);
#   - the core includes nothing of a wing;
#   - the tensor container (src/tensor/) includes no header of Octave's interpreter
#     (oct.h, ov*.h, parse.h, interpreter.h, error.h, ...): only liboctave's arrays,
#     operators and error handlers, by name below (add a liboctave header there).
set -u
cd "${1:-.}" || exit 2
bad=0
breach () { echo "layers: $1"; bad=1; }
for f in src/engine/*/*.[ch]; do
  wing=$(basename "$(dirname "$f")")
  while IFS= read -r inc; do
    case "$inc" in
      \<octave/*|\<oct.h\>) breach "$f includes $inc: the engine is plain C" ;;
      \"../core/*)
        [ "$wing" = core ] && breach "$f includes $inc from the core itself" ;;
      \"../*) breach "$f includes $inc: a wing includes only its own files and ../core/nds.h" ;;
      \"*/*) breach "$f includes $inc: a path into another folder" ;;
      \"*)
        name=${inc#\"}; name=${name%\"}
        [ -e "src/engine/$wing/$name" ] || breach "$f includes $inc, which is not in $wing/" ;;
    esac
  done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*\([<"][^>"]*[>"]\).*/\1/p' "$f")
done
for f in src/tensor/*.h src/tensor/*.cc; do
  [ -e "$f" ] || continue
  while IFS= read -r inc; do
    h=${inc#<octave/}; h=${h%>}
    case "$h" in
      octave-config.h|oct-cmplx.h|oct-inttypes.h|oct-inttypes-fwd.h|Array.h|Array-base.h|\
      dim-vector.h|MArray.h|*NDArray.h|*Matrix.h|*Sparse.h|*ColVector.h|*RowVector.h|\
      idx-vector.h|lo-*.h|mx-*.h|oct-sort.h|oct-locbuf.h|oct-refcount.h|quit.h) ;;
      *) breach "$f includes $inc: src/tensor/ uses liboctave's headers, not the interpreter's" ;;
    esac
  done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*\(<octave\/[^>]*>\).*/\1/p' "$f")
done
exit $bad
