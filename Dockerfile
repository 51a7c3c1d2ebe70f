# One image for both Node services (rest and gateway); docker-compose.yml picks the entry point.
FROM node:20-bookworm-slim

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
# Dev dependencies stay: tsx runs the servers, and codegen, relay-compiler and vite build below.
RUN npm ci

COPY . .
# codegen + relay-compiler, then web/dist and gateway/graphiql/dist (the gateway serves both).
RUN npm run build

# Nothing is written at run time with DATABASE_URL set (the embedded database's DATA_DIR goes unused).
USER node
# /metrics on an internal listener of its own in every container of this image, never on the partners' port.
ENV METRICS_PORT=9464
EXPOSE 4000 4001
CMD ["npx", "tsx", "gateway/src/main.ts"]
