#!/usr/bin/env bash
# Builds the DocC catalogs with warnings as errors.
#
#   Scripts/docs.sh                      # all five modules
#   Scripts/docs.sh PageKitCore PageKitSnap
#
# The DocC plugin is added to the manifest only when PAGEKIT_DOCS=1 (the library itself keeps
# zero dependencies), and the build uses its own scratch path (.build-docs) so it does not
# invalidate the main .build. Combined documentation is on, so a module links to the modules it
# depends on (``PageKitCore/UniformStrip`` from PageKitSnap) and their catalogs are built (and
# checked) too. Archives go to .build-docs/archives/<Module>.doccarchive.
# Exits non-zero if any module fails, after trying them all.
set -uo pipefail
cd "$(dirname "$0")/.."

all=(PageKitCore PageKitSnap PageKitCarousel PageKitTabs PageKitTrace)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")

for target in "${targets[@]}"; do
  known=0
  for name in "${all[@]}"; do [ "$name" = "$target" ] && known=1; done
  if [ $known -eq 0 ]; then
    echo "docs.sh: unknown module '$target' (expected one of: ${all[*]})" >&2
    exit 2
  fi
done

scratch=.build-docs
output="$scratch/archives"
mkdir -p "$output"

passed=()
failed=()
# The modules each one links to; they are built with it (combined documentation needs them).
dependencies() {
  case "$1" in
    PageKitSnap | PageKitTabs) echo PageKitCore ;;
    PageKitCarousel | PageKitTrace) echo PageKitCore PageKitSnap ;;
  esac
}

for target in "${targets[@]}"; do
  echo "==> $target"
  log="$scratch/$target.log"
  target_args=()
  for name in $(dependencies "$target") "$target"; do target_args+=(--target "$name"); done
  if PAGEKIT_DOCS=1 swift package --scratch-path "$scratch" \
    --allow-writing-to-directory "$output" \
    generate-documentation "${target_args[@]}" \
    --warnings-as-errors --enable-experimental-combined-documentation \
    --output-path "$output/$target.doccarchive" >"$log" 2>&1; then
    passed+=("$target")
    echo "    ok: $output/$target.doccarchive"
  else
    failed+=("$target")
    # Show the diagnostics (DocC's and the compiler's), not the build chatter.
    grep -E "^(warning|error|note): " "$log" | sort -u | sed 's/^/    /' || tail -n 20 "$log"
    echo "    FAILED (full log: $log)"
  fi
done

echo
echo "documentation: ${#passed[@]} passed${passed[*]:+ (${passed[*]})}, ${#failed[@]} failed${failed[*]:+ (${failed[*]})}"
[ ${#failed[@]} -eq 0 ]
