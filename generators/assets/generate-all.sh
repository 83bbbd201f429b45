#!/usr/bin/env bash
# Regenerates every visual asset of the site from code (deterministic: same input, same bytes).
# Usage: generators/assets/generate-all.sh [--no-video]
#   --no-video skips the two videos (the slow part, about 3 minutes on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/../.."

TSX=./node_modules/.bin/tsx
"$TSX" generators/assets/logo.ts
"$TSX" generators/assets/brand-sprite.ts
"$TSX" generators/assets/notice-images.ts
"$TSX" generators/assets/diagrams.ts
"$TSX" generators/assets/home-images.ts
"$TSX" generators/assets/credits-images.ts
if [[ "${1:-}" == "--no-video" ]]; then
  "$TSX" generators/media/write-captions.ts
else
  generators/media/make-video.sh
fi
