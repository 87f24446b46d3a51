ALTER TABLE "jobs" ADD COLUMN "message_code" varchar(120);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "message_values" jsonb;