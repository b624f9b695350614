DROP INDEX "progress_child_date_idx";--> statement-breakpoint
CREATE INDEX "progress_child_date_id_idx" ON "progress_entries" USING btree ("child_id","completion_date","id");