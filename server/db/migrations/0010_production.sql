CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" varchar(60) DEFAULT 'application/pdf' NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drop_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_first" varchar(80),
	"user_last" varchar(80),
	"material_id" integer NOT NULL,
	"material_name" varchar(120) NOT NULL,
	"brand_id" integer NOT NULL,
	"brand_name" varchar(120) NOT NULL,
	"line_items" integer[] NOT NULL,
	"length_inches" numeric(10, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"badge" varchar(40) NOT NULL,
	"user_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_badge_unique" UNIQUE("badge")
);
--> statement-breakpoint
CREATE TABLE "jdml_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"jdml_id" integer NOT NULL,
	"position" integer NOT NULL,
	"width_inches" numeric(8, 2) NOT NULL,
	"length_inches" numeric(8, 2) NOT NULL,
	"offset_inches" numeric(8, 2) DEFAULT 0 NOT NULL,
	"print_file_url" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jdmls" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_item_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"drops" integer NOT NULL,
	"drop_length_inches" numeric(8, 2) NOT NULL,
	"width_inches" numeric(8, 2) NOT NULL,
	"xml" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_item_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_item_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"printer_id" integer,
	"reason" varchar(200) NOT NULL,
	"notes" text,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"printer_id" integer,
	"title" varchar(200) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"idempotency_key" varchar(120) NOT NULL,
	"document_id" integer NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"pages" integer DEFAULT 1 NOT NULL,
	"expire_after" integer DEFAULT 600 NOT NULL,
	"status" varchar(20) DEFAULT 'spooled' NOT NULL,
	"order_id" integer,
	"brand_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_jobs_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"remote_id" varchar(40),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"weigh_queue_id" integer,
	"status" varchar(20) DEFAULT 'purchased' NOT NULL,
	"carrier" varchar(40) NOT NULL,
	"service" varchar(60) NOT NULL,
	"tracking_number" varchar(60) NOT NULL,
	"label_document_id" integer,
	"carrier_shipment_id" varchar(80),
	"weight_ounces" numeric(8, 2) NOT NULL,
	"cost" numeric(10, 2),
	"employee_id" integer,
	"shipped_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_tracking_number_unique" UNIQUE("tracking_number")
);
--> statement-breakpoint
CREATE TABLE "waste_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(60) NOT NULL,
	"material_id" integer NOT NULL,
	"weight_pounds" integer DEFAULT 0 NOT NULL,
	"weight_ounces" numeric(5, 2) DEFAULT 0 NOT NULL,
	"employee_id" integer,
	"line_item_id" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weigh_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"order_number" varchar(40) NOT NULL,
	"status" varchar(20) DEFAULT 'unprocessed' NOT NULL,
	"weight_pounds" integer,
	"weight_ounces" numeric(5, 2),
	"employee_id" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drop_groups" ADD CONSTRAINT "drop_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_groups" ADD CONSTRAINT "drop_groups_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_groups" ADD CONSTRAINT "drop_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdml_sections" ADD CONSTRAINT "jdml_sections_jdml_id_jdmls_id_fk" FOREIGN KEY ("jdml_id") REFERENCES "public"."jdmls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdmls" ADD CONSTRAINT "jdmls_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdmls" ADD CONSTRAINT "jdmls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdmls" ADD CONSTRAINT "jdmls_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdmls" ADD CONSTRAINT "jdmls_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_issues" ADD CONSTRAINT "line_item_issues_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_issues" ADD CONSTRAINT "line_item_issues_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_issues" ADD CONSTRAINT "line_item_issues_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_issues" ADD CONSTRAINT "line_item_issues_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_weigh_queue_id_weigh_queue_id_fk" FOREIGN KEY ("weigh_queue_id") REFERENCES "public"."weigh_queue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_label_document_id_documents_id_fk" FOREIGN KEY ("label_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_queue" ADD CONSTRAINT "weigh_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_queue" ADD CONSTRAINT "weigh_queue_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_queue" ADD CONSTRAINT "weigh_queue_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drop_groups_created" ON "drop_groups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "drop_groups_brand" ON "drop_groups" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "drop_groups_material" ON "drop_groups" USING btree ("material_id","id");--> statement-breakpoint
CREATE INDEX "drop_groups_material_search" ON "drop_groups" USING gin ("material_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drop_groups_brand_search" ON "drop_groups" USING gin ("brand_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_name" ON "employees" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "employees_name_search" ON "employees" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jdml_sections_jdml" ON "jdml_sections" USING btree ("jdml_id","position");--> statement-breakpoint
CREATE INDEX "jdmls_line_item" ON "jdmls" USING btree ("line_item_id","version");--> statement-breakpoint
CREATE INDEX "jdmls_created" ON "jdmls" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jdmls_brand" ON "jdmls" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "jdmls_order" ON "jdmls" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "jdmls_material" ON "jdmls" USING btree ("material_id","id");--> statement-breakpoint
CREATE INDEX "line_item_issues_item" ON "line_item_issues" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "line_item_issues_created" ON "line_item_issues" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "line_item_issues_printer" ON "line_item_issues" USING btree ("printer_id");--> statement-breakpoint
CREATE INDEX "print_jobs_created" ON "print_jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "print_jobs_order" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "print_jobs_printer" ON "print_jobs" USING btree ("printer_id","id");--> statement-breakpoint
CREATE INDEX "print_jobs_kind" ON "print_jobs" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "printers_position" ON "printers" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "printers_name_search" ON "printers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_order" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_status" ON "shipments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "shipments_brand" ON "shipments" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_search" ON "shipments" USING gin ("tracking_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "waste_records_created" ON "waste_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "waste_records_category" ON "waste_records" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "waste_records_material" ON "waste_records" USING btree ("material_id","id");--> statement-breakpoint
CREATE INDEX "waste_records_employee" ON "waste_records" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weigh_queue_waiting_order" ON "weigh_queue" USING btree ("order_id") WHERE status = 'unprocessed';--> statement-breakpoint
CREATE INDEX "weigh_queue_status" ON "weigh_queue" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "weigh_queue_order_number" ON "weigh_queue" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "weigh_queue_order_number_search" ON "weigh_queue" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "weigh_queue_brand" ON "weigh_queue" USING btree ("brand_id","id");