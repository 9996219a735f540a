# Crewcast as a container: build the web app and compile the server in one stage, run the
# compiled server as a non-root user in a slim second stage. `docker build -t crewcast .`

FROM node:20-bookworm-slim AS build
WORKDIR /src
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The web app into dist/web, the server into dist/server.js and the backup and restore commands
# into dist/backup.js and dist/restore.js (esbuild bundles, their packages left in node_modules),
# exactly as `npm start` builds them: `npm run backup` runs the bundle, with no dev dependency.
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# ffmpeg makes video posters, scrubbing sprites and reads frame rates (docs/review.md).
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=node:node /src/package.json ./
COPY --from=build --chown=node:node /src/node_modules ./node_modules
COPY --from=build --chown=node:node /src/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness; a load balancer routes by /api/health/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM goes straight to Node (no shell in between), which shuts down cleanly within 10 s.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=2", "dist/server.js"]
