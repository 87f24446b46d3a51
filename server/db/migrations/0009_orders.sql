CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"address_type_id" integer,
	"name" varchar(160),
	"company" varchar(160),
	"address1" varchar(200) NOT NULL,
	"address2" varchar(200),
	"city" varchar(120) NOT NULL,
	"province" varchar(120),
	"postal_code" varchar(20),
	"country_code" varchar(2) NOT NULL,
	"phone" varchar(40),
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"customer_type_id" integer,
	"shopify_id" varchar(40),
	"first" varchar(80),
	"last" varchar(80),
	"email" varchar(254),
	"phone" varchar(40),
	"accepts_marketing" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"store_line_item_id" varchar(64),
	"position" integer DEFAULT 0 NOT NULL,
	"sku" varchar(80),
	"design_id" integer,
	"design_name" varchar(200) NOT NULL,
	"material_id" integer NOT NULL,
	"width_inches" numeric(8, 2) NOT NULL,
	"height_inches" numeric(8, 2) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"thumbnail_url" varchar(500),
	"print_file_url" varchar(500),
	"jdml_generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_items_quantity" CHECK (quantity > 0),
	CONSTRAINT "line_items_size" CHECK (width_inches > 0 AND height_inches > 0)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"line_item_id" integer,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"user_name" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"channel" varchar(20) NOT NULL,
	"store_order_id" varchar(64),
	"order_number" varchar(40),
	"source" varchar(20) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'unprocessed' NOT NULL,
	"reason" text,
	"order_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"dismissed_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"customer_id" integer,
	"channel" varchar(20) NOT NULL,
	"store_order_id" varchar(64) NOT NULL,
	"order_number" varchar(40) NOT NULL,
	"status" varchar(20) DEFAULT 'UNFULFILLED' NOT NULL,
	"customer_name" varchar(160),
	"email" varchar(254),
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"shipping_total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"shipping_address" jsonb,
	"note" text,
	"giftwrap_message" text,
	"giftwrap_image" varchar(500),
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total" CHECK (total >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_address_type_id_customer_address_types_id_fk" FOREIGN KEY ("address_type_id") REFERENCES "public"."customer_address_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_customer_type_id_customer_types_id_fk" FOREIGN KEY ("customer_type_id") REFERENCES "public"."customer_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_queue" ADD CONSTRAINT "order_queue_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_queue" ADD CONSTRAINT "order_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer" ON "customer_addresses" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_addresses_type" ON "customer_addresses" USING btree ("address_type_id");--> statement-breakpoint
CREATE INDEX "customer_types_name_search" ON "customer_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_brand" ON "customers" USING btree ("brand_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_brand_shopify" ON "customers" USING btree ("brand_id","shopify_id");--> statement-breakpoint
CREATE INDEX "customers_email" ON "customers" USING btree ("brand_id","email");--> statement-breakpoint
CREATE INDEX "customers_created" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_type" ON "customers" USING btree ("customer_type_id");--> statement-breakpoint
CREATE INDEX "customers_first_search" ON "customers" USING gin ("first" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_last_search" ON "customers" USING gin ("last" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_search" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "line_items_order" ON "line_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "line_items_brand_status" ON "line_items" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "line_items_material_status" ON "line_items" USING btree ("material_id","status");--> statement-breakpoint
CREATE INDEX "line_items_status" ON "line_items" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_events_type_created" ON "order_events" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "order_queue_brand_status" ON "order_queue" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE INDEX "order_queue_status" ON "order_queue" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "order_queue_channel" ON "order_queue" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "order_queue_store_order" ON "order_queue" USING btree ("store_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_order" ON "orders" USING btree ("brand_id","channel","store_order_id");--> statement-breakpoint
CREATE INDEX "orders_brand_created" ON "orders" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_channel_created" ON "orders" USING btree ("channel","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_order_number" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_order_number_search" ON "orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_search" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_search" ON "orders" USING gin ("email" gin_trgm_ops);