CREATE TABLE "goal_activities" (
	"goal_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	CONSTRAINT "goal_activities_goal_id_activity_id_pk" PRIMARY KEY("goal_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "goal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_id" integer NOT NULL,
	"actor_user_id" integer,
	"actor_name" text,
	"action" text NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_observations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_observations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_id" integer NOT NULL,
	"recorder_user_id" integer,
	"recorder_name" text NOT NULL,
	"observed_on" date NOT NULL,
	"achieved" boolean NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_id" integer NOT NULL,
	"created_by" integer,
	"created_by_role" text NOT NULL,
	"created_by_name" text NOT NULL,
	"title" text NOT NULL,
	"area" text NOT NULL,
	"criterion_percent" smallint NOT NULL,
	"criterion_count" smallint NOT NULL,
	"criterion_unit" text NOT NULL,
	"measure" text NOT NULL,
	"start_date" date NOT NULL,
	"review_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"met_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_id" integer NOT NULL,
	"professional_user_id" integer NOT NULL,
	"goal_id" integer,
	"activity_ids" integer[] NOT NULL,
	"days_of_week" smallint[],
	"times_per_week" smallint NOT NULL,
	"time_slot" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "home_entry_removals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_entry_removals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assignment_id" integer NOT NULL,
	"activity_title" text NOT NULL,
	"day_of_week" smallint NOT NULL,
	"reason" text NOT NULL,
	"removed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_trials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_trials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"recorder_user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"result" text NOT NULL,
	"prompt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD COLUMN "assignment_id" integer;--> statement-breakpoint
ALTER TABLE "goal_activities" ADD CONSTRAINT "goal_activities_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_activities" ADD CONSTRAINT "goal_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_events" ADD CONSTRAINT "goal_events_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_events" ADD CONSTRAINT "goal_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_observations" ADD CONSTRAINT "goal_observations_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_observations" ADD CONSTRAINT "goal_observations_recorder_user_id_users_id_fk" FOREIGN KEY ("recorder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_assignments" ADD CONSTRAINT "home_assignments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_assignments" ADD CONSTRAINT "home_assignments_professional_user_id_users_id_fk" FOREIGN KEY ("professional_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_assignments" ADD CONSTRAINT "home_assignments_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_entry_removals" ADD CONSTRAINT "home_entry_removals_assignment_id_home_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."home_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_entry_removals" ADD CONSTRAINT "home_entry_removals_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_trials" ADD CONSTRAINT "session_trials_session_id_professional_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."professional_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_trials" ADD CONSTRAINT "session_trials_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_trials" ADD CONSTRAINT "session_trials_recorder_user_id_users_id_fk" FOREIGN KEY ("recorder_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_activities_activity_idx" ON "goal_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "goal_events_goal_idx" ON "goal_events" USING btree ("goal_id","created_at");--> statement-breakpoint
CREATE INDEX "goal_events_actor_idx" ON "goal_events" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "goal_observations_goal_idx" ON "goal_observations" USING btree ("goal_id","observed_on");--> statement-breakpoint
CREATE INDEX "goal_observations_recorder_idx" ON "goal_observations" USING btree ("recorder_user_id");--> statement-breakpoint
CREATE INDEX "goals_child_status_idx" ON "goals" USING btree ("child_id","status");--> statement-breakpoint
CREATE INDEX "goals_created_by_idx" ON "goals" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "home_assignments_child_idx" ON "home_assignments" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "home_assignments_pro_idx" ON "home_assignments" USING btree ("professional_user_id","child_id") WHERE "home_assignments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "home_assignments_goal_idx" ON "home_assignments" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "home_entry_removals_assignment_idx" ON "home_entry_removals" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "home_entry_removals_removed_by_idx" ON "home_entry_removals" USING btree ("removed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "session_trials_uq" ON "session_trials" USING btree ("session_id","goal_id","recorder_user_id","position");--> statement-breakpoint
CREATE INDEX "session_trials_goal_idx" ON "session_trials" USING btree ("goal_id","session_id");--> statement-breakpoint
CREATE INDEX "session_trials_recorder_idx" ON "session_trials" USING btree ("recorder_user_id");--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_assignment_id_home_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."home_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_child_activity_date_idx" ON "progress_entries" USING btree ("child_id","activity_id","completion_date");--> statement-breakpoint
CREATE INDEX "schedule_assignment_idx" ON "schedule_entries" USING btree ("assignment_id");