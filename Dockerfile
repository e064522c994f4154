# syntax=docker/dockerfile:1
#
# The site's production image (docs/deploy.md, docs/decisions/051-a-container.md): the production
# server (`node build/server.js`) as a non-root user, with production dependencies only, its data
# directory on a volume. Built by `docker build -t aivora-site .`, or by `docker compose up` with
# PostgreSQL beside it (compose.yaml). `npm run image:rehearse` runs this file's runtime stage
# without Docker (scripts/image-rehearsal.ts), since Docker cannot build it everywhere.

# Node 20, as package.json's engines field asks (>=20.19), on Debian slim: glibc, which sharp's and
# @node-rs/bcrypt's prebuilt binaries are made for, and util-linux's flock(1), which locks DATA_DIR.
ARG NODE_VERSION=20
FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
# npm's update notice and funding lines are noise in a build log.
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

# Every dependency, then the build (client, server bundle, icons and link-preview images).
FROM base AS build
COPY package.json package-lock.json ./
# patch-package applies these after the install (the postinstall script).
COPY patches ./patches
# `npm install` against the committed lockfile, not `npm ci`: the lockfile is written on linux-x64
# and lacks other platforms' optional binaries (@node-rs/bcrypt's, rollup's, Tailwind's), which
# `npm ci` calls out of sync and `npm install` adds for the platform being built (arm64, say).
RUN --mount=type=cache,target=/root/.npm npm install
COPY . .
RUN npm run build

# Production dependencies only, apart from the build: this layer changes only with the lockfile.
FROM base AS production-dependencies
COPY package.json package-lock.json ./
COPY patches ./patches
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev

FROM base AS runtime
# DATA_DIR is a directory the server makes (0700) inside the volume, not the volume's root, whose
# owner and mode are the platform's: Fly.io mounts a volume's root 0755, which the server would
# refuse as open to other users (app/.server/db/data-dir.ts).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data/site
# The code belongs to root, and the server's user may read it but not write it: a process that is
# broken into cannot rewrite what it runs. package.json makes build/*.js ES modules.
COPY package.json package-lock.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The migrations, the shim and the seed, which every start applies (app/.server/db/migrate.ts).
COPY supabase ./supabase
# For `npm run admin` and `npm run restore` inside the container (tsx, a production dependency,
# runs them from the source).
COPY app ./app
COPY scripts ./scripts
COPY tsconfig.json ./
# The volume for the data directory (embedded database, uploads, generated session secret, mail
# files) belongs to the server's user. A new Docker volume mounted here takes this owner and mode;
# a directory bind-mounted here must be given them (chown 1000:1000, chmod 700).
RUN mkdir -m 700 /data && chown node:node /data
VOLUME /data
# The official image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
# Liveness, not readiness (/healthz/ready): a database outage must not mark the container unhealthy
# and have it replaced, which mends nothing (decision 048). The slim image has no curl: Node's fetch.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz/live', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, in exec form: SIGTERM from `docker stop` reaches the server, which stops accepting,
# finishes its requests and closes its database (not npm, which would be PID 1 in its place).
CMD ["node", "build/server.js"]
