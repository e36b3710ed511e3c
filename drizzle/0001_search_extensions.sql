-- Trigram similarity for fuzzy player-name lookups (drizzle-kit never emits CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_chunks_text_trgm_idx" ON "document_chunks" USING gin ("text" gin_trgm_ops);
