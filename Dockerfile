# syntax=docker/dockerfile:1
# The site as a container image (docs/operations.md, "Container deployment"; decision 022).
#   docker build -t khachaturian-hall .        (here: docker build --network host -t khachaturian-hall .)
#   docker run -p 3000:3000 -v hall-data:/data khachaturian-hall
# Stages: `build` installs everything and builds; `runtime` is the base image without what only installing needs
# (npm, manuals, translations of system messages) plus the built app and its production dependencies; the last stage
# flattens it into one layer, which is what keeps the image under 300 MB (a file removed in a later layer still counts).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN NODE_ENV=production npx react-router build \
 && npm prune --omit=dev --no-audit --no-fund \
 # An optional peer of @react-router/node and express, never loaded at run time; then what no running program reads.
 && rm -rf node_modules/typescript node_modules/@types \
 && find node_modules -type f \( -name "*.map" -o -name "*.ts" -o -name "*.d.cts" -o -name "*.d.mts" -o -name "*.md" -o -iname "CHANGELOG*" \) -delete \
 && find node_modules -depth -type d \( -name test -o -name tests -o -name __tests__ -o -name docs -o -name example -o -name examples \) -exec rm -rf {} + \
 && mkdir -p /out/app /out/data \
 && cp -a package.json server.js build drizzle node_modules /out/app/

FROM node:20-bookworm-slim AS runtime
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/bin/npm /usr/local/bin/npx /opt/yarn-* /usr/local/bin/yarn /usr/local/bin/yarnpkg \
      /usr/share/doc /usr/share/man /usr/share/info /usr/share/locale /var/lib/apt/lists/* /var/cache/apt/* /var/cache/debconf/*-old
COPY --from=build --chown=node:node /out /

FROM scratch
COPY --from=runtime / /
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    NODE_ENV=production \
    # npm start's memory settings (package.json): fewer malloc arenas, large blocks given back to the system.
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers and its database answers. Readiness (/readyz) is for balancers, not for restarts.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form, no shell and no npm in between: SIGTERM from `docker stop` reaches the server, which drains and exits.
CMD ["node", "--max-semi-space-size=4", "--liftoff-only", "server.js"]
