-- Live answers whose claim ran out are looked up by the lease reaper.
CREATE INDEX "Thread_activeRunAt_idx" ON "Thread"("activeRunAt");
