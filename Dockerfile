# The back-office's image: the API, the browser app and the SCORM content origin in one Node process
# (docs/deploying.md). tests/unit/dockerfile.test.ts lints this file and
# tests/image/build-steps.test.ts follows its steps in a clean folder, so keep to WORKDIR, COPY,
# RUN, ENV, USER, VOLUME, EXPOSE, HEALTHCHECK and CMD.

# 1. Build: every dependency, then the browser app (dist/) and the compiled server (dist-server/).
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Run-time dependencies only: no dev dependency reaches the final image (nor npm's cache, which
#    stays in this stage).
FROM node:22-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The image: node_modules, the built app and server, run by the unprivileged user of node's image.
FROM node:22-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# DATA_DIR: the embedded database, unpacked SCORM units, the mail outbox, backups, the generated JWT
# secret. Owned by the user the server runs as (node, 1000): a new named volume takes this ownership.
RUN mkdir -p "$DATA_DIR" && chown 1000:1000 "$DATA_DIR"
VOLUME ["/data"]
# A numeric user, so an orchestrator's "run as non-root" check can verify it.
USER 1000:1000
# The app and its API (PORT), the SCORM content origin (CONTENT_PORT, PORT + 1 by default).
EXPOSE 3000 3001
# node:22-slim has no curl: Node's own fetch asks the API, which reads the database.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist-server/main.mjs"]
