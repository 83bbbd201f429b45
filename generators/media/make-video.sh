#!/usr/bin/env bash
# Renders the site's videos from code: public/media/video.mp4 (landing loop, 16 s) and
# public/media/release.mp4 (the /release joke, 12 s), their posters, and their captions in
# every language (public/st*.vtt, public/media/release.*.vtt, from generators/media/*timeline.ts).
# Frames are drawn with sharp into a temporary
# directory, then encoded with ffmpeg (H.264, yuv420p, no audio track, faststart).
# Usage: generators/media/make-video.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

TSX=./node_modules/.bin/tsx
FFMPEG=${FFMPEG:-/usr/bin/ffmpeg}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p public/media

# encode <frames dir> <crf> <output> <max bytes>
encode() {
  local frames=$1 crf=$2 out=$3 max=$4
  # bitexact flags and no metadata keep the output identical from one run to the next.
  "$FFMPEG" -hide_banner -loglevel error -y \
    -framerate "$(cat "$frames/fps")" -i "$frames/frame-%04d.png" \
    -an -c:v libx264 -preset slow -tune animation -crf "$crf" -pix_fmt yuv420p \
    -movflags +faststart -fflags +bitexact -flags:v +bitexact -map_metadata -1 \
    "$out"
  local size
  size=$(stat -c %s "$out")
  if ((size > max)); then
    echo "$out: $size bytes, over the $max budget" >&2
    exit 1
  fi
  printf '  %-48s %7s KB  (max %s KB)\n' "$out" "$((size / 1024))" "$((max / 1024))"
}

echo "Landing video"
"$TSX" generators/media/video-frames.ts --out "$work/video" --poster public/media/video-poster.webp
encode "$work/video" 21 public/media/video.mp4 $((1200 * 1024))
rm -rf "$work/video"

echo "Release video"
"$TSX" generators/media/release-frames.ts --out "$work/release" --poster public/media/release-poster.webp
encode "$work/release" 22 public/media/release.mp4 $((800 * 1024))

"$TSX" generators/media/write-captions.ts
