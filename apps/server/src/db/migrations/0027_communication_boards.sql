CREATE TABLE "board_cells" (
	"board_id" integer NOT NULL,
	"row" smallint NOT NULL,
	"col" smallint NOT NULL,
	"label" text NOT NULL,
	"phrase" text,
	"word_class" text NOT NULL,
	"picture" text,
	"opens_board_id" integer,
	CONSTRAINT "board_cells_board_id_row_col_pk" PRIMARY KEY("board_id","row","col")
);
--> statement-breakpoint
CREATE TABLE "child_boards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "child_boards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_id" integer NOT NULL,
	"name" text NOT NULL,
	"rows" smallint NOT NULL,
	"cols" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_cells" ADD CONSTRAINT "board_cells_board_id_child_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."child_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cells" ADD CONSTRAINT "board_cells_opens_board_id_child_boards_id_fk" FOREIGN KEY ("opens_board_id") REFERENCES "public"."child_boards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_boards" ADD CONSTRAINT "child_boards_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_cells_opens_idx" ON "board_cells" USING btree ("opens_board_id");--> statement-breakpoint
CREATE INDEX "child_boards_child_idx" ON "child_boards" USING btree ("child_id","id");