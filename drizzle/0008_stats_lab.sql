CREATE TABLE "stat_cells" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"question" text NOT NULL,
	"status" varchar(20) NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_datasets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_rows" (
	"dataset_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"values" jsonb NOT NULL,
	CONSTRAINT "stat_rows_dataset_id_row_index_pk" PRIMARY KEY("dataset_id","row_index")
);
--> statement-breakpoint
ALTER TABLE "stat_cells" ADD CONSTRAINT "stat_cells_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_datasets" ADD CONSTRAINT "stat_datasets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_datasets" ADD CONSTRAINT "stat_datasets_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_rows" ADD CONSTRAINT "stat_rows_dataset_id_stat_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."stat_datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_rows" ADD CONSTRAINT "stat_rows_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stat_cells_owner_idx" ON "stat_cells" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "stat_datasets_owner_idx" ON "stat_datasets" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stat_datasets_document_idx" ON "stat_datasets" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "stat_rows_owner_idx" ON "stat_rows" USING btree ("owner_id");