CREATE TABLE "generated_mockups" (
	"id" serial PRIMARY KEY NOT NULL,
	"mockup_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"pattern_scale" smallint DEFAULT 100 NOT NULL,
	"shadow_opacity" smallint DEFAULT 100 NOT NULL,
	"enhance_shadows" boolean DEFAULT false NOT NULL,
	"image" text NOT NULL,
	"image_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mockups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text NOT NULL,
	"image_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" varchar(20) DEFAULT 'uploaded' NOT NULL,
	"mask_url" text,
	"mask_key" text,
	"shading_url" text,
	"shading_key" text,
	"wall_coverage" real,
	"analyzed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_mockups" ADD CONSTRAINT "generated_mockups_mockup_id_mockups_id_fk" FOREIGN KEY ("mockup_id") REFERENCES "public"."mockups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_mockups" ADD CONSTRAINT "generated_mockups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_mockups" ADD CONSTRAINT "generated_mockups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_mockups_product" ON "generated_mockups" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "generated_mockups_brand" ON "generated_mockups" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "mockups_name" ON "mockups" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "mockups_categories" ON "mockups" USING gin ("categories");