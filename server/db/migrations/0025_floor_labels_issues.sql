ALTER TABLE "line_item_issues" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "line_item_issues" ADD COLUMN "status" varchar(30) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "line_item_issues" ADD COLUMN "previous_status" varchar(30);--> statement-breakpoint
ALTER TABLE "line_item_issues" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_item_issues" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "line_item_issues" ADD CONSTRAINT "line_item_issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_issues" ADD CONSTRAINT "line_item_issues_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_item_issues_status" ON "line_item_issues" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "line_item_issues_order" ON "line_item_issues" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "print_jobs_status" ON "print_jobs" USING btree ("status","id");--> statement-breakpoint
UPDATE "line_item_issues" SET "order_id" = "line_items"."order_id" FROM "line_items" WHERE "line_items"."id" = "line_item_issues"."line_item_id";
