#!/usr/bin/env bash
# Formats every Swift file in place, then lints strictly (the same lint CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Snippets)
[ -d Benchmarks ] && paths+=(Benchmarks/Package.swift Benchmarks/Benchmarks)
[ -d Benchmarks/FrameInstructions ] && paths+=(Benchmarks/FrameInstructions)
[ -d Examples ] && paths+=(Examples)
if [ "${1:-}" != "--lint-only" ]; then
  swift format format --in-place --recursive --parallel "${paths[@]}"
fi
swift format lint --strict --recursive --parallel "${paths[@]}"
