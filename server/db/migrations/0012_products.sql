CREATE TABLE "design_headers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"design_id" integer NOT NULL,
	"header_file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"collection_id" integer,
	"art_type_id" integer,
	"font_id" integer,
	"description" text,
	"repeat" varchar(20) DEFAULT 'straight' NOT NULL,
	"material_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fixed_scale" boolean DEFAULT false NOT NULL,
	"color_variants" boolean DEFAULT false NOT NULL,
	"has_sample" boolean DEFAULT false NOT NULL,
	"pattern_file" text,
	"thumbnail_file" text,
	"print_file" text,
	"sample_file" text,
	"pattern_width" integer,
	"pattern_height" integer,
	"processing_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"store_product_id" varchar(100),
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"import_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_headers" ADD CONSTRAINT "design_headers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_headers" ADD CONSTRAINT "design_headers_design_id_products_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_art_type_id_art_types_id_fk" FOREIGN KEY ("art_type_id") REFERENCES "public"."art_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_font_id_fonts_id_fk" FOREIGN KEY ("font_id") REFERENCES "public"."fonts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_headers_brand" ON "design_headers" USING btree ("brand_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "design_headers_design" ON "design_headers" USING btree ("design_id");--> statement-breakpoint
CREATE INDEX "products_brand_created" ON "products" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_created" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_brand_name" ON "products" USING btree ("brand_id","name","id");--> statement-breakpoint
CREATE INDEX "products_collection" ON "products" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "products_has_sample" ON "products" USING btree ("has_sample","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_brand_import_key" ON "products" USING btree ("brand_id","import_key") WHERE "products"."import_key" is not null;