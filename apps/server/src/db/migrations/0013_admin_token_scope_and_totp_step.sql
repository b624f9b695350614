ALTER TABLE "admin_tokens" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_step" integer;