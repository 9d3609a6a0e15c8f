# Duet's image: the release (`npm run build`, scripts/release/build.mjs) and Node, nothing else.
#
#   docker build -t duet .
#   docker build --build-arg NODE_IMAGE=registry.example.com/node:24-bookworm-slim -t duet .
#   docker build --build-arg EXTRA_CA_CERTS=company-ca.pem -t duet .   (a PEM file in this folder)
#
# The base is an argument (docs/decisions/release-build.md): a mirror, a pinned digest, or an image
# made where no registry is reachable (.ci/container-check builds one). Classic builder and BuildKit
# both build it. A build context that already holds a release in release/ (made on the host with the
# same Node and C library as the image, as .ci/container-check does) is used as it is; the
# repository's own context never does (.dockerignore leaves release/ out), and the release is built here.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# A PEM file in the build context, trusted by npm in this stage only (a TLS-inspecting proxy).
ARG EXTRA_CA_CERTS=
COPY . .
RUN set -eu; \
    if [ -f release/server.mjs ]; then echo "Using the release in the build context"; exit 0; fi; \
    if [ -n "$EXTRA_CA_CERTS" ]; then export NODE_EXTRA_CA_CERTS="/src/$EXTRA_CA_CERTS"; fi; \
    npm ci --no-audit --no-fund; \
    npm run build

FROM ${NODE_IMAGE}
# The release's files belong to root and cannot be changed by the server; its data goes to /app/var.
RUN groupadd --system --gid 10001 duet \
    && useradd --system --uid 10001 --gid duet --home-dir /app/var --no-create-home --shell /usr/sbin/nologin duet
WORKDIR /app
COPY --from=build /src/release/ /app/
RUN rm -rf /app/var && mkdir -p /app/var && chown duet:duet /app/var
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 HOME=/app/var
USER duet
VOLUME ["/app/var"]
EXPOSE 3000
# Ready only when the database (and Redis, when set) answer and every migration is applied.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server.mjs applies pending migrations, then serves; SIGTERM drains live answers (RUN_DRAIN_MS).
CMD ["node", "server.mjs"]
