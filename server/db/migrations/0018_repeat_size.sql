ALTER TABLE "products" ADD COLUMN "repeat_width_inches" numeric(6, 2) DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "repeat_height_inches" numeric(6, 2) DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "jdml_sections" ADD COLUMN "vertical_offset_inches" numeric(8, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jdmls" ADD COLUMN "height_inches" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "jdmls" ADD COLUMN "repeat" varchar(20) DEFAULT 'straight' NOT NULL;--> statement-breakpoint
ALTER TABLE "jdmls" ADD COLUMN "repeat_width_inches" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "jdmls" ADD COLUMN "repeat_height_inches" numeric(6, 2);