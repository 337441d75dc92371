# Production image: one process serves the site, the admin and /graphql.
# Node 22 LTS, as in CI; package.json engines asks for >= 22.12 (pg-boss 12 requires it).
# Stage 1 builds the web app and compiles the server with every dependency;
# stage 2 installs production dependencies only; the final stage copies just
# what `node server/dist/main.js` reads at run time and runs as the `node` user.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
COPY domain/package.json domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
COPY domain/package.json domain/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app /app
COPY --from=build /app/server/dist server/dist
# web/dist holds both client builds: the public site's and, in web/dist/admin, the admin's.
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-ssr web/dist-ssr
COPY migrations migrations
COPY schema.graphql ./
# Owner-only from the start (700): a new volume takes this mode, and the server would
# otherwise find DATA_DIR open to other accounts at its first start and fix it then.
RUN mkdir -p /data /app/backups && chown node:node /data /app/backups && chmod 700 /data /app/backups
USER node
VOLUME /data
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/dist/main.js"]
