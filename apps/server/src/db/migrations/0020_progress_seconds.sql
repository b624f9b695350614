ALTER TABLE "progress_entries" ADD COLUMN "seconds_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows recorded in whole minutes keep their time, now in seconds (docs/product.md#score-and-time).
UPDATE "progress_entries" SET "seconds_spent" = "time_spent" * 60;