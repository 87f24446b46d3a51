CREATE TABLE "demo_store_counters" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"last_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_receipts" (
	"source" varchar(20) NOT NULL,
	"webhook_id" varchar(200) NOT NULL,
	"order_queue_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_receipts_source_webhook_id_pk" PRIMARY KEY("source","webhook_id")
);
--> statement-breakpoint
ALTER TABLE "order_queue" ADD COLUMN "differences" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_content" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_version" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_store_counters" ADD CONSTRAINT "demo_store_counters_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_receipts" ADD CONSTRAINT "webhook_receipts_order_queue_id_order_queue_id_fk" FOREIGN KEY ("order_queue_id") REFERENCES "public"."order_queue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_receipts_received" ON "webhook_receipts" USING btree ("received_at");