-- SEC-07: checkpoints carry their run and owner and are deleted with them. Existing rows are given
-- theirs from workflow_runs (thread id = run id); rows of runs that no longer exist were already
-- orphaned copies and are dropped.
ALTER TABLE "workflow_checkpoint_writes" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "workflow_checkpoint_writes" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "workflow_checkpoints" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "workflow_checkpoints" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
UPDATE "workflow_checkpoints" c SET "run_id" = r."id", "owner_id" = r."owner_id" FROM "workflow_runs" r WHERE r."id"::text = c."thread_id";--> statement-breakpoint
UPDATE "workflow_checkpoint_writes" w SET "run_id" = r."id", "owner_id" = r."owner_id" FROM "workflow_runs" r WHERE r."id"::text = w."thread_id";--> statement-breakpoint
DELETE FROM "workflow_checkpoints" WHERE "run_id" IS NULL;--> statement-breakpoint
DELETE FROM "workflow_checkpoint_writes" WHERE "run_id" IS NULL;--> statement-breakpoint
ALTER TABLE "workflow_checkpoints" ALTER COLUMN "run_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_checkpoints" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_checkpoint_writes" ALTER COLUMN "run_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_checkpoint_writes" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_checkpoint_writes" ADD CONSTRAINT "workflow_checkpoint_writes_run_id_workflow_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."workflow_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_checkpoint_writes" ADD CONSTRAINT "workflow_checkpoint_writes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_checkpoints" ADD CONSTRAINT "workflow_checkpoints_run_id_workflow_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."workflow_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_checkpoints" ADD CONSTRAINT "workflow_checkpoints_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_checkpoint_writes_owner_idx" ON "workflow_checkpoint_writes" USING btree ("owner_id","run_id");--> statement-breakpoint
CREATE INDEX "workflow_checkpoints_owner_idx" ON "workflow_checkpoints" USING btree ("owner_id","run_id");
