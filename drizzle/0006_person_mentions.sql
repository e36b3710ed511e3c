CREATE TABLE "person_mentions" (
	"document_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"person_key" text NOT NULL,
	"display_name" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chunk_indexes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mention_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "person_mentions_document_id_person_key_pk" PRIMARY KEY("document_id","person_key")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "people_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "person_mentions" ADD CONSTRAINT "person_mentions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_mentions" ADD CONSTRAINT "person_mentions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_mentions_owner_key_idx" ON "person_mentions" USING btree ("owner_id","person_key");--> statement-breakpoint
CREATE INDEX "person_mentions_owner_aliases_idx" ON "person_mentions" USING gin ("aliases");