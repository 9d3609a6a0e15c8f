-- An answer's time to its first text (milliseconds from the message being sent), beside its other timings.
ALTER TABLE "Step" ADD COLUMN "firstTokenMs" INTEGER;
