# syntax=docker/dockerfile:1
# Social Market: a multi-stage image (decision 0035). The build stage installs every dependency
# and builds the client and the server bundle; the runtime stage has production dependencies only
# and runs as the unprivileged `node` user.

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    CLIENT_DIR=/app/dist/client \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness from inside the container; a load balancer asks /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server is started by node directly, not through npm, so SIGTERM reaches it (an `npm start`
# in between is how a SIGTERM once went unanswered). compose.yaml adds `init: true`.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
