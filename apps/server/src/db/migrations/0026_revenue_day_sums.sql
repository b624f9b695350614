CREATE TABLE "payment_days" (
	"day" date NOT NULL,
	"plan_type" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "payment_days_day_plan_type_status_pk" PRIMARY KEY("day","plan_type","status")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "first_paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_approved_last_idx" ON "payments" USING btree ("user_id","period_end_date" DESC NULLS LAST,"plan_type") WHERE "payments"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "payments_approved_end_idx" ON "payments" USING btree ("period_end_date") WHERE "payments"."status" = 'approved';--> statement-breakpoint
-- The money of the history written before this migration, by São Paulo day, plan and status.
INSERT INTO "payment_days" ("day", "plan_type", "status", "count", "cents")
SELECT (e."at" AT TIME ZONE 'America/Sao_Paulo')::date, p."plan_type", e."status", count(*), sum(round(p."amount" * 100))::bigint
FROM "payment_status_events" e INNER JOIN "payments" p ON p."id" = e."payment_id"
WHERE e."status" IN ('approved', 'refunded', 'charged_back')
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Each family's first approval so far.
UPDATE "subscriptions" s SET "first_paid_at" = f."at"
FROM (
  SELECT p."user_id", min(e."at") AS "at"
  FROM "payment_status_events" e INNER JOIN "payments" p ON p."id" = e."payment_id"
  WHERE e."status" = 'approved' AND p."user_id" IS NOT NULL
  GROUP BY p."user_id"
) f
WHERE s."parent_user_id" = f."user_id";
