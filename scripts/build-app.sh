#!/bin/sh
# The build the container image (Dockerfile) and CI (.ci/run) share: exactly the locked
# dependencies, then the web app the server serves (apps/web/dist).
set -eu
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
npm run build
