#!/usr/bin/env bash
# Checks that PageKitCore holds where `Int` is 32 bits (watchOS on arm64_32, 32-bit ARM and x86,
# wasm32), offline, in about ten seconds:
#
# 1. The reach rule (Sources/PageKitCore/Math/IntegerReach.swift) is compiled through the
#    compiler's SIL diagnostics, where an integer literal that overflows `Int` is an error, for
#    three 32-bit targets (i686, armv7, wasm32), with a probe that stores every reach the
#    module uses in an `Int`. The only 32-bit standard library the Linux toolchain ships is
#    Embedded Swift's (bare metal), which has no Codable, AsyncStream or `weak`: the whole
#    module cannot be compiled with it, so the rule lives in one file that can.
# 2. Every other source file of PageKitCore is scanned for what would break there: an integer
#    literal above Int32.max (2^31 − 1) outside a `Double` context, and a shift of `1 << n`
#    with n ≥ 31 (0 where `Int` is 32 bits). Such a value belongs in IntegerReach.swift.
#
# Usage: Scripts/check-32bit.sh   (exit status 0 when both hold)
set -euo pipefail
cd "$(dirname "$0")/.."

core=Sources/PageKitCore
rule=$core/Math/IntegerReach.swift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. The rule, compiled for 32-bit targets.
cat >"$work/Probe.swift" <<'EOF'
// Every reach the module reads, stored where `Int` is 32 bits.
let thirtyTwo = IntegerReach(bitWidth: 32)
let native = IntegerReach.native
let pages: Int = native.pages
let loopSlots: Int = native.loopSlots
let holds: Bool = native.holds && thirtyTwo.holds

EOF
status=0
for target in i686-unknown-none-elf armv7-none-none-eabi wasm32-unknown-none-wasm; do
  pointer=$(swiftc -print-target-info -target "$target" | sed -n 's/.*"pointerWidthInBits": \([0-9]*\).*/\1/p')
  if [ "$pointer" != 32 ]; then
    echo "check-32bit: $target is not a 32-bit target here (pointer width '$pointer')" >&2
    status=1
    continue
  fi
  if ! swiftc -emit-sil -o /dev/null -target "$target" -enable-experimental-feature Embedded \
    -wmo -parse-as-library -swift-version 6 -module-name PageKitCore -package-name PageKit \
    -warnings-as-errors "$rule" "$work/Probe.swift"; then
    echo "check-32bit: $rule does not compile for $target" >&2
    status=1
  fi
done

# 2. The rest of the module, scanned. (Comments are skipped; a line that says `Double` holds a
# floating-point literal.)
found=$(find "$core" -name '*.swift' ! -path "$rule" -print0 | xargs -0 awk '
  /^[[:space:]]*\/\// { next }
  {
    code = $0
    sub(/\/\/.*/, "", code)
    if (code ~ /<<[[:space:]]*(3[1-9]|[4-9][0-9])([^0-9]|$)/) {
      print FILENAME ":" FNR ": shift past 31 bits: " $0
    }
    if (code ~ /Double/) { next }
    rest = code
    while (match(rest, /[0-9][0-9_]*/)) {
      literal = substr(rest, RSTART, RLENGTH)
      before = RSTART > 1 ? substr(rest, RSTART - 1, 1) : ""
      after = substr(rest, RSTART + RLENGTH, 1)
      rest = substr(rest, RSTART + RLENGTH)
      # Part of a name, a float, or a hexadecimal literal: not an integer literal on its own.
      if (before ~ /[A-Za-z_.$]/ || after ~ /[.eExXA-Za-z]/) { continue }
      digits = literal
      gsub(/_/, "", digits)
      sub(/^0+/, "", digits)
      if (length(digits) > 10 || (length(digits) == 10 && digits > "2147483647")) {
        print FILENAME ":" FNR ": integer literal above Int32.max: " $0
      }
    }
  }')
if [ -n "$found" ]; then
  echo "$found" >&2
  echo "check-32bit: move these into $rule (or give them a Double context)" >&2
  status=1
fi

[ "$status" = 0 ] && echo "check-32bit: PageKitCore holds where Int is 32 bits (i686, armv7, wasm32)"
exit "$status"
