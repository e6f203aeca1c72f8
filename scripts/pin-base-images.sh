#!/bin/sh
# Pins every base image of the Dockerfile and compose.yaml to the digest its tag names today
# (`node:24-slim` → `node:24-slim@sha256:…`), so that a rebuild takes exactly the image that was
# tested. Run it where Docker can reach the registry, review the diff, build, test, commit; run it
# again to move to a newer patch release. An image already pinned is looked up by its tag again.
set -eu
cd "$(dirname "$0")/.."

digest_of() {
  docker buildx imagetools inspect "$1" --format '{{json .Manifest}}' |
    sed -n 's/.*"digest":"\(sha256:[0-9a-f]*\)".*/\1/p' | head -n 1
}

# Every image a line of `file` names after `keyword` (FROM, image:), pinned in place.
pin() {
  file="$1"
  keyword="$2"
  sed -n "s/^[[:space:]]*$keyword[[:space:]]\{1,\}\([^[:space:]]*\).*/\1/p" "$file" | sort -u |
    while read -r reference; do
      tag="${reference%@*}"
      digest="$(digest_of "$tag")"
      [ -n "$digest" ] || { echo "no digest for $tag" >&2; exit 1; }
      echo "$file: $tag@$digest"
      sed -i "s#\($keyword[[:space:]]\{1,\}\)$reference\([[:space:]]\|\$\)#\1$tag@$digest\2#" "$file"
    done
}

pin Dockerfile FROM
pin compose.yaml image:
