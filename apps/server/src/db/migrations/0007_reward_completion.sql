ALTER TABLE "rewards" ADD COLUMN "completion_id" integer;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_completion_id_schedule_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."schedule_completions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rewards_completion_idx" ON "rewards" USING btree ("completion_id");