#!/usr/bin/env bash
# Checks the benchmarks' allocation thresholds: p90 `mallocCountTotal` per sample, and the live
# page instances of the generated-source benchmark, against the files committed under
# Benchmarks/Thresholds/<swift major.minor>/. Wall-clock times are never checked.
#
#   Scripts/benchmark-check.sh            build (release), run short samples, check; exit 1 on a
#                                         regression or when no thresholds exist for this Swift
#   Scripts/benchmark-check.sh --update   rewrite the thresholds from a run (commit the result)
#
# The Benchmarks package resolves ordo-one/benchmark itself (through the git URL mirror) and
# builds everything it needs. PAGEKIT_BENCHMARK_QUICK=1 shortens every benchmark: allocation
# counts are exact per sample, so a few samples are enough.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"

version="$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9]*\.[0-9]*\).*/\1/p' | head -n 1)"
if [ -z "$version" ]; then
  echo "benchmark-check: cannot read the Swift version" >&2
  exit 1
fi
thresholds="$PWD/Thresholds/$version"
metrics=(--metric mallocCountTotal --metric liveInstances)
export PAGEKIT_BENCHMARK_QUICK=1

echo "== benchmarks: resolve"
swift package resolve

if [ "${1:-}" = "--update" ]; then
  echo "== benchmarks: update thresholds for Swift $version"
  rm -rf "$thresholds"
  mkdir -p "$thresholds"
  swift package --disable-sandbox --allow-writing-to-package-directory benchmark thresholds \
    update --path "$thresholds" "${metrics[@]}" --no-progress
  echo "Thresholds written to Benchmarks/Thresholds/$version: review and commit them."
  exit 0
fi

if [ ! -d "$thresholds" ]; then
  echo "benchmark-check: no thresholds for Swift $version (Benchmarks/Thresholds/$version)." >&2
  echo "Run Scripts/benchmark-check.sh --update and commit the files." >&2
  exit 1
fi

echo "== benchmarks: check allocation thresholds (Swift $version)"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
set +e
swift package --disable-sandbox benchmark thresholds check --path "$thresholds" "${metrics[@]}" \
  --no-progress 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e

if [ "$status" -eq 0 ]; then
  echo "benchmark-check: allocations equal to the thresholds."
  exit 0
fi
if grep -q "benchmarkThresholdImprovement" "$log" && ! grep -q "benchmarkThresholdRegression" "$log"; then
  echo "benchmark-check: fewer allocations than the thresholds (not a failure)."
  echo "Lock the improvement in: Scripts/benchmark-check.sh --update, then commit."
  exit 0
fi
echo "benchmark-check: allocation thresholds regressed (or the run failed); see above." >&2
exit 1
