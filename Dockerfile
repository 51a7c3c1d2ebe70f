# One image for both servers (rest and gateway); docker-compose.yml and the Helm chart pick the entry point:
# `node gateway/dist/main.js` (the default), `node rest/dist/main.js`, `node rest/dist/migrate.js` (the migration job).
# Three stages: `build` has every dependency and compiles; `production-dependencies` installs what the compiled servers
# require; the final stage holds only those node_modules and the built files. No TypeScript, tsx or dev dependency.

FROM node:24-slim AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
# The manifests alone first: the npm ci layer is reused until a dependency changes, not on every source edit.
# npm ci needs every workspace's package.json to match package-lock.json.
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY platform/package.json platform/
COPY rest/package.json rest/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
COPY bench/package.json bench/
RUN npm ci
COPY . .
# OpenAPI types, graphql-codegen, relay-compiler (and web/persisted-queries.json), web/dist, gateway/graphiql/dist,
# then the servers: rest/dist (with its migrations and the upload worker) and gateway/dist.
RUN npm run build

FROM node:24-slim AS production-dependencies
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY platform/package.json platform/
COPY rest/package.json rest/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
COPY bench/package.json bench/
COPY scripts/pruneProductionModules.mjs scripts/
# The servers' dependencies only (rest, gateway and the platform package they share), never a devDependency; none
# needs an install script. The workspaces' own links (node_modules/@people) go: their code is inside the bundles. Then
# only what the servers can load stays (scripts/pruneProductionModules.mjs), and PGlite is left out: the image runs
# on a PostgreSQL server (DATABASE_URL), the embedded database is for `npm start`.
# A workspace's node_modules holds the versions it needs beside the root's other ones (rest's jsdom): both are copied,
# so both exist.
RUN npm ci --omit=dev --ignore-scripts --workspace=rest --workspace=gateway \
  && rm -rf node_modules/@people node_modules/.bin rest/node_modules/.bin gateway/node_modules/.bin \
  && node scripts/pruneProductionModules.mjs --leave-out @electric-sql/pglite \
  && mkdir -p rest/node_modules gateway/node_modules

# The runtime: node:24-slim's Node binary on the Debian release that image is built on (trixie), without the npm, npx,
# corepack and yarn it also carries: nothing installs a package in production, and each is code to patch (~27 MB).
# Node links only against libraries Debian slim has (libc, libstdc++, libgcc).
FROM debian:trixie-slim
COPY --from=node:24-slim /usr/local/bin/node /usr/local/bin/node
# The `node` user (1000) the node images have, so that a process has a name and a home.
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /usr/sbin/nologin --create-home node
WORKDIR /app
# Stack traces name the TypeScript sources (the bundles' source maps).
ENV NODE_ENV=production NODE_OPTIONS=--enable-source-maps
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=production-dependencies /app/rest/node_modules rest/node_modules
COPY --from=production-dependencies /app/gateway/node_modules gateway/node_modules
COPY --from=build /app/rest/dist rest/dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/gateway/graphiql/dist gateway/graphiql/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/persisted-queries.json web/persisted-queries.json
COPY --from=build /app/schema.graphql schema.graphql
# Nothing is written at run time: the database is DATABASE_URL's (required: the image has no embedded one).
# The `node` user, by number: Kubernetes' runAsNonRoot can only verify a numeric user.
USER 1000:1000
# /metrics on an internal listener of its own in every container of this image, never on the partners' port.
ENV METRICS_PORT=9464
EXPOSE 4000 4001 9464
# The gateway's port by default (its /healthz also asks the REST API's); a REST API container sets HEALTHCHECK_PORT.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.HEALTHCHECK_PORT ?? process.env.PORT ?? 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Each server stops on SIGTERM itself (answers in flight finish within SHUTDOWN_GRACE_MS), so no init is needed as
# PID 1; compose adds one anyway (`init: true`).
CMD ["node", "gateway/dist/main.js"]
