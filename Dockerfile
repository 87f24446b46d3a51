# Papered: one image for the web instances (`node dist-server/main.js`) and the workers
# (`node dist-server/worker.js`). Multi-stage: dependencies and the build in a builder stage,
# only what runs in the final stage, as a non-root user. See docs/ops/README.md.
# Not built in this repository's CI: check `docker build .` before relying on it.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data STATIC_DIR=/app/dist
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness: the process and its database answer (readiness, for a load balancer: /api/health/ready).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains (docs/ops/README.md "Drain"); give it SHUTDOWN_TIMEOUT_MS (10 s) plus a margin.
STOPSIGNAL SIGTERM
CMD ["node", "dist-server/main.js"]
