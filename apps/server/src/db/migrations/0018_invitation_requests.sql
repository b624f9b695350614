ALTER TABLE "invitations" ADD COLUMN "requested_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "request_info" jsonb;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_requested_by_idx" ON "invitations" USING btree ("requested_by_user_id");