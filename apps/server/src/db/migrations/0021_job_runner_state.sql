ALTER TABLE "payment_notifications" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
-- Notifications that used up their 10 attempts stay for the administration as failed (docs/decisions/023-one-job-runner.md).
UPDATE "payment_notifications" SET "state" = 'failed' WHERE "attempts" >= 10;
