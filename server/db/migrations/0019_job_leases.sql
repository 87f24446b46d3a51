ALTER TABLE "jobs" ADD COLUMN "locked_by" varchar(120);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_lease" ON "jobs" USING btree ("status","lease_until");--> statement-breakpoint
-- Jobs left processing by the queue before leases (a worker that died on them) are taken again at once.
UPDATE "jobs" SET "lease_until" = coalesce("locked_at", "updated_at") WHERE "status" = 'processing';
