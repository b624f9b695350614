CREATE TABLE "payment_status_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"actor" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "admin_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_admin_id" integer,
	"withdrawn_at" timestamp with time zone,
	"email_outbox_id" integer
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"summary" text NOT NULL,
	"text_hash" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" integer,
	"published_by_label" text
);
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_pending_enc" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "invited_by" integer;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "payment_status_events" ADD CONSTRAINT "payment_status_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_invited_by_admins_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_accepted_admin_id_admins_id_fk" FOREIGN KEY ("accepted_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_versions" ADD CONSTRAINT "terms_versions_published_by_admins_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_status_events_payment_idx" ON "payment_status_events" USING btree ("payment_id","at");--> statement-breakpoint
CREATE INDEX "payment_status_events_status_at_idx" ON "payment_status_events" USING btree ("status","at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_invitations_token_uq" ON "admin_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "admin_invitations_email_idx" ON "admin_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_uq" ON "admins" USING btree ("email");--> statement-breakpoint
-- The history of the payments made before it was kept: an approval when the payment was processed
-- (for one given back since, when it was recorded: its refund moved `processed_at`), then the refund
-- or chargeback when it happened; any other status as of the payment's creation.
INSERT INTO "payment_status_events" ("payment_id", "status", "at", "source")
SELECT "id", 'approved', CASE WHEN "status" = 'approved' THEN coalesce("processed_at", "created_at") ELSE "created_at" END, 'provider'
FROM "payments"
WHERE "status" IN ('approved', 'refunded', 'charged_back');--> statement-breakpoint
INSERT INTO "payment_status_events" ("payment_id", "status", "at", "source")
SELECT "id", "status", coalesce("refunded_at", "processed_at", "created_at"), 'provider' FROM "payments"
WHERE "status" IN ('refunded', 'charged_back');--> statement-breakpoint
INSERT INTO "payment_status_events" ("payment_id", "status", "at", "source")
SELECT "id", "status", "created_at", 'provider' FROM "payments"
WHERE "status" NOT IN ('approved', 'refunded', 'charged_back');
