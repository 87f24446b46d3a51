CREATE TABLE "inventory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"trackable_item_id" integer NOT NULL,
	"purchase_order_id" integer,
	"purchase_order_line_id" integer,
	"serial" varchar(80),
	"barcode" varchar(80),
	"zone_id" integer,
	"unit_count" integer DEFAULT 0 NOT NULL,
	"stock_size_units" integer DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'IN_STOCK' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_barcode_unique" UNIQUE("barcode"),
	CONSTRAINT "inventory_items_units" CHECK (unit_count >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"trackable_item_id" integer NOT NULL,
	"order_stock_qty" integer NOT NULL,
	"order_unit_qty" integer NOT NULL,
	"unit_cost" numeric(12, 2),
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"received_stock_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_received" CHECK (received_stock_qty >= 0 AND received_stock_qty <= order_stock_qty)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"po_number" varchar(40) NOT NULL,
	"vendor_po_number" varchar(60),
	"tracking_link" varchar(500),
	"vendor_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"expected_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_po_number_unique" UNIQUE("po_number")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"trackable_item_id" integer NOT NULL,
	"inventory_item_id" integer,
	"user_id" integer,
	"user_email" varchar(254),
	"stock_before" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"units_before" integer NOT NULL,
	"units_after" integer NOT NULL,
	"item_units_before" integer,
	"item_units_after" integer,
	"zone_before_id" integer,
	"zone_after_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "trackable_item_audit_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trackable_item_audit_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "trackable_item_audit_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"audit_group_id" integer NOT NULL,
	"requirement_text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trackable_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer,
	"stock_type_id" integer,
	"unit_type_id" integer,
	"standard_unit_count" integer DEFAULT 1 NOT NULL,
	"default_zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_count" integer DEFAULT 0 NOT NULL,
	"unit_count" integer DEFAULT 0 NOT NULL,
	"cost" numeric(12, 2),
	"cost_basis" varchar(10) DEFAULT 'STOCK' NOT NULL,
	"repurchase_threshold" integer DEFAULT 0 NOT NULL,
	"needs_reorder" boolean GENERATED ALWAYS AS (stock_count < repurchase_threshold) STORED NOT NULL,
	"sku" varchar(60) NOT NULL,
	"name" varchar(160) NOT NULL,
	"notes" text,
	"audit_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trackable_items_sku_unique" UNIQUE("sku"),
	CONSTRAINT "trackable_items_counts" CHECK (stock_count >= 0 AND unit_count >= 0)
);
--> statement-breakpoint
CREATE TABLE "unit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_name" varchar(120) NOT NULL,
	"email" varchar(254),
	"phone" varchar(40),
	"website" varchar(300),
	"primary_contact" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"width" numeric(12, 2),
	"height" numeric(12, 2),
	"length" numeric(12, 2),
	CONSTRAINT "warehouses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "zone_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"width" numeric(12, 2),
	"height" numeric(12, 2),
	"length" numeric(12, 2),
	"x" numeric(12, 2),
	"y" numeric(12, 2),
	"z" numeric(12, 2),
	"warehouse_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_group_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" varchar(120) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"width" numeric(12, 2),
	"height" numeric(12, 2),
	"length" numeric(12, 2),
	"x" numeric(12, 2),
	"y" numeric(12, 2),
	"z" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zones_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_trackable_item_id_trackable_items_id_fk" FOREIGN KEY ("trackable_item_id") REFERENCES "public"."trackable_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_purchase_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_trackable_item_id_trackable_items_id_fk" FOREIGN KEY ("trackable_item_id") REFERENCES "public"."trackable_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_trackable_item_id_trackable_items_id_fk" FOREIGN KEY ("trackable_item_id") REFERENCES "public"."trackable_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackable_item_audit_lists" ADD CONSTRAINT "trackable_item_audit_lists_audit_group_id_trackable_item_audit_groups_id_fk" FOREIGN KEY ("audit_group_id") REFERENCES "public"."trackable_item_audit_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackable_items" ADD CONSTRAINT "trackable_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackable_items" ADD CONSTRAINT "trackable_items_stock_type_id_stock_types_id_fk" FOREIGN KEY ("stock_type_id") REFERENCES "public"."stock_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackable_items" ADD CONSTRAINT "trackable_items_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackable_items" ADD CONSTRAINT "trackable_items_audit_group_id_trackable_item_audit_groups_id_fk" FOREIGN KEY ("audit_group_id") REFERENCES "public"."trackable_item_audit_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_groups" ADD CONSTRAINT "zone_groups_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_zone_group_id_zone_groups_id_fk" FOREIGN KEY ("zone_group_id") REFERENCES "public"."zone_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_trackable" ON "inventory_items" USING btree ("trackable_item_id","status");--> statement-breakpoint
CREATE INDEX "inventory_items_zone" ON "inventory_items" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "inventory_items_line" ON "inventory_items" USING btree ("purchase_order_line_id");--> statement-breakpoint
CREATE INDEX "inventory_items_po" ON "inventory_items" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "inventory_items_serial" ON "inventory_items" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "inventory_items_created" ON "inventory_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_po" ON "purchase_order_lines" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_item" ON "purchase_order_lines" USING btree ("trackable_item_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor" ON "purchase_orders" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status" ON "purchase_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "stock_movements_trackable" ON "stock_movements" USING btree ("trackable_item_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_item" ON "stock_movements" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE INDEX "stock_movements_created" ON "stock_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trackable_item_audit_lists_group" ON "trackable_item_audit_lists" USING btree ("audit_group_id","position");--> statement-breakpoint
CREATE INDEX "trackable_items_vendor" ON "trackable_items" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "trackable_items_reorder" ON "trackable_items" USING btree ("needs_reorder");--> statement-breakpoint
CREATE INDEX "trackable_items_audit_group" ON "trackable_items" USING btree ("audit_group_id");--> statement-breakpoint
CREATE INDEX "vendors_brand_name" ON "vendors" USING btree ("brand_name");--> statement-breakpoint
CREATE INDEX "zone_groups_warehouse" ON "zone_groups" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "zones_group" ON "zones" USING btree ("zone_group_id");