CREATE TABLE "child_game_levels" (
	"child_id" integer NOT NULL,
	"kind" text NOT NULL,
	"level" smallint NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"high_run" smallint DEFAULT 0 NOT NULL,
	"low_run" smallint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone,
	CONSTRAINT "child_game_levels_child_id_kind_pk" PRIMARY KEY("child_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reward_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_id" integer NOT NULL,
	"reward_id" integer,
	"reward_name" text NOT NULL,
	"reward_picture" text NOT NULL,
	"price" smallint NOT NULL,
	"size" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "shop_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_id" integer NOT NULL,
	"name" text NOT NULL,
	"picture" text NOT NULL,
	"price" smallint NOT NULL,
	"size" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "star_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"label" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_entries" ALTER COLUMN "activity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD COLUMN "level" smallint;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD COLUMN "new_level" smallint;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD COLUMN "kind" text DEFAULT 'activity' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD COLUMN "timer_minutes" smallint;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD COLUMN "time" text;--> statement-breakpoint
ALTER TABLE "child_game_levels" ADD CONSTRAINT "child_game_levels_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_reward_id_shop_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."shop_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_rewards" ADD CONSTRAINT "shop_rewards_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_ledger" ADD CONSTRAINT "star_ledger_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_requests_pending_uq" ON "reward_requests" USING btree ("reward_id") WHERE "reward_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reward_requests_child_idx" ON "reward_requests" USING btree ("child_id","status");--> statement-breakpoint
CREATE INDEX "shop_rewards_child_idx" ON "shop_rewards" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "star_ledger_child_source_uq" ON "star_ledger" USING btree ("child_id","source");--> statement-breakpoint
CREATE INDEX "star_ledger_child_at_idx" ON "star_ledger" USING btree ("child_id","at","delta");