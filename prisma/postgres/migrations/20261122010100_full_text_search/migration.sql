-- Full-text search over thread names and message text (PostgreSQL tsvector + GIN).
-- Expression indexes, not modelled by Prisma: queried by the read layer (api/src/chat/read/).
CREATE INDEX "Step_search_idx" ON "Step"
  USING GIN (to_tsvector('simple', coalesce("input", '') || ' ' || coalesce("output", '')));
CREATE INDEX "Thread_name_search_idx" ON "Thread"
  USING GIN (to_tsvector('simple', coalesce("name", '')));
