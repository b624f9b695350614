CREATE TABLE "board_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_phrases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_phrases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_id" integer NOT NULL,
	"text" text NOT NULL,
	"said_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_settings" (
	"child_id" integer PRIMARY KEY NOT NULL,
	"save_phrases" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_uses" (
	"child_id" integer NOT NULL,
	"day" date NOT NULL,
	"label" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "board_uses_child_id_day_label_pk" PRIMARY KEY("child_id","day","label")
);
--> statement-breakpoint
ALTER TABLE "board_cells" ADD COLUMN "photo_id" integer;--> statement-breakpoint
ALTER TABLE "board_cells" ADD COLUMN "voice_id" integer;--> statement-breakpoint
ALTER TABLE "board_media" ADD CONSTRAINT "board_media_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_phrases" ADD CONSTRAINT "board_phrases_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_settings" ADD CONSTRAINT "board_settings_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_uses" ADD CONSTRAINT "board_uses_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_media_child_idx" ON "board_media" USING btree ("child_id","id");--> statement-breakpoint
CREATE INDEX "board_phrases_child_idx" ON "board_phrases" USING btree ("child_id","said_at");--> statement-breakpoint
ALTER TABLE "board_cells" ADD CONSTRAINT "board_cells_photo_id_board_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."board_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cells" ADD CONSTRAINT "board_cells_voice_id_board_media_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."board_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_cells_photo_idx" ON "board_cells" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "board_cells_voice_idx" ON "board_cells" USING btree ("voice_id");