# Atrium: the API and the built web app, on Node 24. `docker compose up` runs it with PostgreSQL
# (compose.yaml); `npm start` stays the embedded quick start without Docker.

FROM node:24-slim AS build
WORKDIR /app
COPY . .
# The same build CI runs (.ci/run): locked dependencies, then the web app.
RUN scripts/build-app.sh
# What production runs needs only the runtime dependencies (Vite, Vitest, ESLint… stay here).
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The server runs its TypeScript source on Node 24 (type stripping), as `npm start` does.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contract ./packages/contract
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Only the data directory is writable, and by the unprivileged `node` user of the base image.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/src/main.ts"]
