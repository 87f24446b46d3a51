CREATE TABLE "customer_address_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_address_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE INDEX "customer_address_types_name_search" ON "customer_address_types" USING gin ("name" gin_trgm_ops);