ALTER TABLE "invitations" ADD COLUMN "email_outbox_id" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "link_enc" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_email_outbox_id_email_outbox_id_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_email_outbox_idx" ON "invitations" USING btree ("email_outbox_id");