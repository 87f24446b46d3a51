CREATE TABLE "billing_accounts" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"plan" varchar(40) DEFAULT 'none' NOT NULL,
	"company_name" varchar(160),
	"email" varchar(254),
	"address" jsonb,
	"tax_id" varchar(40),
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"stripe_customer_id" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "brand_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"internal_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" integer,
	"line_item_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" varchar(20) NOT NULL,
	"description" varchar(300) NOT NULL,
	"basis" varchar(20),
	"units" varchar(20),
	"unit_price_cents" bigint,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"invoice_number" varchar(40) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"shipping_cents" bigint DEFAULT 0 NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"payment_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_total" CHECK (total_cents = subtotal_cents + shipping_cents + tax_cents)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"stripe_customer_id" varchar(80) NOT NULL,
	"customer_source_id" varchar(80) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"label" varchar(80) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"holder_name" varchar(160),
	"status" varchar(30) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"verify_attempts" integer DEFAULT 0 NOT NULL,
	"deposit_1_cents" integer,
	"deposit_2_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_customer_source_id_unique" UNIQUE("customer_source_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"payment_method_id" integer,
	"amount_cents" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(20) NOT NULL,
	"failure_message" text,
	"provider_charge_id" varchar(80),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"brand_id" integer,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"description" text,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pricing" ADD CONSTRAINT "brand_pricing_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pricing" ADD CONSTRAINT "brand_pricing_template_id_pricing_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."pricing_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pricing" ADD CONSTRAINT "brand_pricing_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_templates" ADD CONSTRAINT "pricing_templates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_pricing_brand_effective" ON "brand_pricing" USING btree ("brand_id","effective_from","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_order" ON "invoice_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_orders_invoice" ON "invoice_orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_brand_period" ON "invoices" USING btree ("brand_id","period_start") WHERE status <> 'void';--> statement-breakpoint
CREATE INDEX "invoices_brand_period_list" ON "invoices" USING btree ("brand_id","period_start","id");--> statement-breakpoint
CREATE INDEX "invoices_status_period" ON "invoices" USING btree ("status","period_start","id");--> statement-breakpoint
CREATE INDEX "invoices_period" ON "invoices" USING btree ("period_start","id");--> statement-breakpoint
CREATE INDEX "invoices_number_search" ON "invoices" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_methods_brand" ON "payment_methods" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_default" ON "payment_methods" USING btree ("brand_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "payments_invoice" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_templates_name" ON "pricing_templates" USING btree (lower("name"),coalesce("brand_id", 0));--> statement-breakpoint
CREATE INDEX "pricing_templates_brand" ON "pricing_templates" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "pricing_templates_name_sort" ON "pricing_templates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "pricing_templates_name_search" ON "pricing_templates" USING gin ("name" gin_trgm_ops);