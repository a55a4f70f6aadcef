# bench/ab_medians.awk: the table of the per-process A/B scripts (ab_per_call.sh,
# ab_pages.sh).  Input lines "side<TAB>op<TAB>value", one per op, side and round;
# -v sides="old new" (the sides in print order), -v unit="..." (the header's note),
# -v w=16 (the op column's width), -v fmt="%9.3f" (a median's format).  Prints
# each op's median per side, the last side divided by each earlier one, and its
# spread: the smallest and largest of the rounds' own ratios (round k's last side
# over round k's earlier one; an A/A run's spread is the method's noise) and the
# ratio of the sides' fastest rounds ("best"): on a loaded machine a process's
# time per call is two-moded (the same build 1.0 or 1.5 us for t + t, as other
# work shares its core or not), so that a median of a few rounds can fall in
# either mode, while the fastest round of each side is the uncontended one.
{ key = $2; v[$1, key, ++n[$1, key]] = $3; if (!(key in seen)) { seen[key] = 1; ord[++m] = key } }
# the median of side s's values for op k
function med(s, k,   c, a, i, j, x) {
  c = n[s, k]; for (i = 1; i <= c; i++) a[i] = v[s, k, i]
  for (i = 2; i <= c; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j+1] = a[j]; a[j+1] = x }
  return (c % 2) ? a[(c+1)/2] : (a[c/2] + a[c/2+1]) / 2 }
# the smallest of side s's values for op k
function least(s, k,   i, x) {
  for (i = 1; i <= n[s, k]; i++) if (i == 1 || v[s, k, i] < x) x = v[s, k, i]
  return x }
# the smallest and largest of v[b, k, r] / v[a, k, r] over the rounds r, and the
# ratio of the least values, printed
function spread(a, b, k,   r, q, lo, hi, m) {
  for (r = 1; r <= n[a, k] && r <= n[b, k]; r++) {
    if (v[a, k, r] <= 0) continue
    q = v[b, k, r] / v[a, k, r]
    if (lo == "" || q < lo) lo = q
    if (hi == "" || q > hi) hi = q }
  if (lo == "") printf " %5s %5s", "-", "-"
  else printf " %5.2f %5.2f", lo, hi
  m = least(a, k)
  if (m > 0) printf " %6.3f", least(b, k) / m
  else printf " %6s", "-" }
END {
  ns = split (sides, s, " ")
  printf "%-" w "s", "op"
  for (k = 1; k <= ns; k++) printf " %9s", s[k]
  for (k = 1; k < ns; k++) printf " %10s %5s %5s %6s", s[ns] "/" s[k], "lo", "hi", "best"
  printf "   (%s, median of %d rounds)\n", unit, n[s[1], ord[1]]
  for (i = 1; i <= m; i++) {
    printf "%-" w "s", ord[i]
    for (k = 1; k <= ns; k++) { x[k] = med(s[k], ord[i]); printf " " fmt, x[k] }
    for (k = 1; k < ns; k++) {
      printf " %10.3f", (x[k] > 0 ? x[ns] / x[k] : 0)
      spread(s[k], s[ns], ord[i]) }
    printf "\n" } }
