#!/usr/bin/env bash
# Regenerates every visual asset of the site from code (deterministic: same input, same bytes).
# Usage: scripts/assets/generate-all.sh [--no-video]
#   --no-video skips the two videos (the slow part, about 3 minutes on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/../.."

TSX=./node_modules/.bin/tsx
"$TSX" scripts/assets/logo.ts
"$TSX" scripts/assets/brand-sprite.ts
"$TSX" scripts/assets/notice-images.ts
"$TSX" scripts/assets/diagrams.ts
"$TSX" scripts/assets/home-images.ts
"$TSX" scripts/assets/credits-images.ts
if [[ "${1:-}" == "--no-video" ]]; then
  "$TSX" scripts/media/write-captions.ts
else
  scripts/media/make-video.sh
fi
