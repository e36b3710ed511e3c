CREATE TABLE "owner_terms" (
	"owner_id" uuid NOT NULL,
	"lexeme" text NOT NULL,
	"df" integer NOT NULL,
	CONSTRAINT "owner_terms_owner_id_lexeme_pk" PRIMARY KEY("owner_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "owner_terms" ADD CONSTRAINT "owner_terms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill from the chunks already stored.
INSERT INTO "owner_terms" ("owner_id", "lexeme", "df")
SELECT c.owner_id, t.lexeme, count(*)::int
FROM "document_chunks" c, unnest(c.search_vector) AS t(lexeme, positions, weights)
GROUP BY c.owner_id, t.lexeme;
