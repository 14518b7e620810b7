# syntax=docker/dockerfile:1
# The service's one image (docs/operations.md "Deployment"): an API node runs `node apps/api/dist/server.js`, a worker
# `node apps/api/dist/worker.js` (what `npm run worker` runs). compose.yaml runs PostgreSQL, two API nodes, one
# worker and a load balancer from it. Node 20 like the development machines (decision 003).
ARG NODE_IMAGE=node:20.20-bookworm-slim

# Every workspace's manifest, so `npm ci` installs from the lock file alone (and the layer is reused until a
# dependency changes).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY tools/fault-proxy/package.json tools/fault-proxy/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/

# Build: every dependency, then the web app (Vite: hashed assets, brotli + gzip) and the API bundle (esbuild:
# dist/server.js, dist/worker.js, dist/migrations; @lender/domain and @lender/contract are bundled in).
FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build

# Runtime dependencies only: the API bundle imports every other package from node_modules.
FROM manifests AS runtime-deps
RUN npm ci --omit=dev

# production: the reference data only (no demo person unless DEMO_DEPLOYMENT=true, and a database holding one stops
# the start), /metrics only with METRICS_TOKEN (decision 042)
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/lender
WORKDIR /app
# the manifests (the root one marks the repository root the server resolves WEB_DIST_DIR from; apps/api's says
# the bundle is an ES module) and the runtime node_modules
COPY --from=runtime-deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# uploaded documents live under DATA_DIR/uploads: a volume every API node and worker shares
RUN mkdir -p /var/lib/lender && chown node:node /var/lib/lender
USER node
EXPOSE 3000
# --max-semi-space-size=32: the server's young generation (scripts/lib/server-node-flags.mjs, docs/ARCHITECTURE.md)
CMD ["node", "--max-semi-space-size=32", "--enable-source-maps", "apps/api/dist/server.js"]
