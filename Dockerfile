# Atrium: the API and the built web app, on Node 24. `docker compose up` runs it with PostgreSQL
# (compose.yaml); `npm start` stays the embedded quick start without Docker.

FROM node:24-slim AS build
WORKDIR /app
COPY . .
# The same build CI runs (.ci/run): locked dependencies, then the web app.
RUN scripts/build-app.sh

# The server's runtime dependencies alone: not the web app's (React, MUI… are in its built
# bundle), not the tools (Vite, Vitest, ESLint…), not the Node binaries the repository pins for
# development (node-linux-*, optional dependencies of the root). Measured outside Docker: 286 MB.
FROM node:24-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json ./apps/server/package.json
COPY apps/web/package.json ./apps/web/package.json
COPY packages/contract/package.json ./packages/contract/package.json
RUN npm ci --omit=dev --workspace @atrium/server --workspace @atrium/contract --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The server runs its TypeScript source on Node 24 (type stripping), as `npm start` does.
COPY --from=runtime-deps /app/package.json /app/package-lock.json ./
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/packages/contract ./packages/contract
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The first screen rendered on the server: the web's build for Node, every package bundled in.
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
# Only the data directory is writable, and by the unprivileged `node` user of the base image.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# On the port the server listens on (PORT), whatever it is set to.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/src/main.ts"]
