#!/usr/bin/env bash
# Instructions per frame, counted by callgrind (exact, unlike times on a shared machine), of
# the pager's per-frame operations at 1,000,000 pages: full pages and an item layout, for
# `advance`, `drag` and `livePages` (Benchmarks/FrameInstructions). Each figure is a run of
# 40,000 frames less the set-up alone, over 40,000.
#
#   Scripts/frame-instructions.sh            # the working tree
#   Scripts/frame-instructions.sh d390e04    # an earlier revision, then the working tree
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install -y valgrind)"; exit 1; }

count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | awk '/Collected/ { print $4 }'
}

# $1: the PageKit checkout to measure; $2: its label.
measure() {
  local work
  work=$(mktemp -d)
  cp -R "$root/Benchmarks/FrameInstructions/." "$work/"
  sed -i "s|path: \"../..\"|path: \"$1\"|" "$work/Package.swift"
  swift build -c release --package-path "$work" >/dev/null
  local harness="$work/.build/release/frame-instructions"
  for layout in full items; do
    local base
    base=$(count "$harness" none "$layout")
    for mode in advance drag livePages; do
      local total
      total=$(count "$harness" "$mode" "$layout")
      printf '%-10s %-6s %-10s %8d\n' "$2" "$layout" "$mode" $(((total - base) / 40000))
    done
  done
  rm -rf "$work"
}

printf '%-10s %-6s %-10s %8s\n' revision layout frame instr.
if [ -n "${1:-}" ]; then
  tree=$(mktemp -d)
  git worktree add --detach -q "$tree" "$1"
  measure "$tree" "$1"
  git worktree remove --force "$tree"
fi
measure "$root" "working"
