#!/usr/bin/env bash
# Regenerates the pictures of Docs/images (SVG, drawn by `pagekit-demo render` from what the
# engine computes) and converts each one to PNG in .build-pictures/ (git-ignored), so that a
# person can look at them before committing. CI does not need this: PictureTests compares the
# committed SVGs with what the renderer draws, byte for byte.
#
#   Scripts/render-pictures.sh                  every picture, the committed size
#   Scripts/render-pictures.sh --size 300x400   extra arguments go to `pagekit-demo render`
#                                               (then do not commit the SVGs: the test expects
#                                               the default size)
#
# Needs rsvg-convert: `apt-get install -y librsvg2-bin` (Debian, Ubuntu) or
# `brew install librsvg` (macOS). rsvg-convert draws an animated SVG's first frame; open the SVG
# in a browser to watch it play.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v rsvg-convert >/dev/null; then
  echo "render-pictures.sh: rsvg-convert not found; install it with" >&2
  echo "  apt-get install -y librsvg2-bin   (Debian, Ubuntu)   or   brew install librsvg" >&2
  exit 1
fi
swift run pagekit-demo render --out Docs/images "$@"
out=.build-pictures
rm -rf "$out"
mkdir -p "$out"
for svg in Docs/images/*.svg; do
  rsvg-convert --zoom 2 --background-color white "$svg" -o "$out/$(basename "$svg" .svg).png"
done
echo "PNG files in $out/: $(ls "$out" | wc -l)"
