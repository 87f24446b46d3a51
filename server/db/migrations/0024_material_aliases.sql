CREATE TABLE "material_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"store_name" varchar(120) NOT NULL,
	"material_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_queue" ADD COLUMN "missing" jsonb;--> statement-breakpoint
ALTER TABLE "material_aliases" ADD CONSTRAINT "material_aliases_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_aliases" ADD CONSTRAINT "material_aliases_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_aliases_brand_name" ON "material_aliases" USING btree ("brand_id",lower("store_name"));--> statement-breakpoint
CREATE INDEX "material_aliases_brand" ON "material_aliases" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "material_aliases_name" ON "material_aliases" USING btree ("store_name","id");--> statement-breakpoint
CREATE INDEX "material_aliases_material" ON "material_aliases" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "material_aliases_store_name_search" ON "material_aliases" USING gin ("store_name" gin_trgm_ops);