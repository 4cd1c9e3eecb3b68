#!/usr/bin/env bash
# Runs the benchmarks (release build, full samples) and prints one Markdown table: operation, n,
# PageKit median, baseline median, ratio (baseline / PageKit), and allocations per operation.
# Times are wall-clock medians per operation on this machine: for comparison, never a CI gate.
#
#   Scripts/benchmark-report.sh                     every benchmark (a few minutes)
#   Scripts/benchmark-report.sh 'pager\.advance'    only benchmarks matching a regular expression
#   Scripts/benchmark-report.sh --from FILE         re-print the table from a saved run
#                                                   (the `--format markdown` output)
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"

if [ "${1:-}" = "--from" ]; then
  run="${2:?usage: benchmark-report.sh --from FILE}"
else
  run="$(mktemp)"
  trap 'rm -f "$run"' EXIT
  filter=()
  [ -n "${1:-}" ] && filter=(--filter "$1")
  swift package resolve >/dev/null
  swift package --disable-sandbox benchmark run "${filter[@]}" --format markdown --no-progress \
    >"$run" 2>&1 || { cat "$run" >&2; exit 1; }
fi

# The run prints, per benchmark, "### <operation>_n=<count>_<PageKit|baseline>" and a table whose
# rows are metrics ("| Time (wall clock) (ns) * | p0 | p25 | p50 | ..."), already per operation.
awk '
  function scale(header) {
    if (header ~ /\(ns\)/) return 1
    if (header ~ /\(μs\)|\(us\)/) return 1000
    if (header ~ /\(ms\)/) return 1000000
    if (header ~ /\(s\)/) return 1000000000
    return 1
  }
  function count(header) {
    if (header ~ /\(K\)/) return 1000
    if (header ~ /\(M\)/) return 1000000
    return 1
  }
  function human(ns) {
    if (ns == "") return "–"
    if (ns < 1000) return sprintf("%.0f ns", ns)
    if (ns < 1000000) return sprintf("%.2f µs", ns / 1000)
    if (ns < 1000000000) return sprintf("%.2f ms", ns / 1000000)
    return sprintf("%.2f s", ns / 1000000000)
  }
  function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
  function grouped(n,   s) {
    s = n ""
    while (s ~ /[0-9][0-9][0-9][0-9]/) sub(/[0-9][0-9][0-9]($|,)/, ",&", s)
    return s
  }
  function before(a, b) { return ops[a] < ops[b] || (ops[a] == ops[b] && ns[a] + 0 < ns[b] + 0) }
  /^### / {
    name = substr($0, 5)
    impl = name; sub(/.*_/, "", impl)
    rest = name; sub(/_[^_]*$/, "", rest)
    n = rest; sub(/.*_n=/, "", n)
    op = rest; sub(/_n=[0-9]*$/, "", op)
    key = op SUBSEP n
    if (!(key in seen)) { seen[key] = 1; order[++keys] = key; ops[key] = op; ns[key] = n }
    next
  }
  /^\| Time \(wall clock\)/ {
    split($0, f, "|"); time[key, impl] = trim(f[5]) * scale(f[2]); next
  }
  /^\| Malloc \(total\)/ {
    split($0, f, "|"); mallocs[key, impl] = trim(f[5]) * count(f[2]); next
  }
  /^\| liveInstances/ {
    split($0, f, "|"); live[key, impl] = trim(f[5]) * count(f[2]); next
  }
  END {
    for (i = 2; i <= keys; i++) {
      k = order[i]
      for (j = i - 1; j >= 1 && before(k, order[j]); j--) order[j + 1] = order[j]
      order[j + 1] = k
    }
    print "| operation | n | PageKit median | baseline median | ratio | PageKit allocs/op | baseline allocs/op |"
    print "|:--|--:|--:|--:|--:|--:|--:|"
    for (i = 1; i <= keys; i++) {
      k = order[i]
      p = time[k, "PageKit"]; b = time[k, "baseline"]
      ratio = "–"
      if (p > 0 && b != "") {
        r = b / p
        ratio = r >= 10 ? sprintf("%.0f×", r) : r >= 1 ? sprintf("%.1f×", r) : sprintf("%.3f×", r)
      }
      printf "| %s | %s | %s | %s | %s | %s | %s |\n", ops[k], grouped(ns[k]), human(p), human(b), ratio, \
        grouped(mallocs[k, "PageKit"]), grouped(mallocs[k, "baseline"])
    }
    extra = 0
    for (i = 1; i <= keys; i++) if ((order[i], "PageKit") in live) extra = 1
    if (extra) {
      print ""
      print "| operation | n | PageKit live instances (max) | baseline live instances (max) |"
      print "|:--|--:|--:|--:|"
      for (i = 1; i <= keys; i++) {
        k = order[i]
        if ((k, "PageKit") in live)
          printf "| %s | %s | %s | %s |\n", ops[k], grouped(ns[k]), grouped(live[k, "PageKit"]), \
            grouped(live[k, "baseline"])
      }
    }
  }
' "$run"
