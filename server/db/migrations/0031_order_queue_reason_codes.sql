ALTER TABLE "order_queue" ADD COLUMN "reason_code" varchar(120);--> statement-breakpoint
ALTER TABLE "order_queue" ADD COLUMN "reason_values" jsonb;