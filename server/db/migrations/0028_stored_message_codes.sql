ALTER TABLE "stock_movements" ADD COLUMN "note_code" varchar(120);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "note_values" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "description_code" varchar(120);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "description_values" jsonb;--> statement-breakpoint
-- Rows the server wrote in English before: their key and values (resources/i18n/areas).
UPDATE "stock_movements" SET "note_code" = 'inventory.stock.set_to', "note_values" = jsonb_build_object('count', substring("note" from '^set to (-?[0-9]{1,9})$')::int) WHERE "note" ~ '^set to -?[0-9]{1,9}$';--> statement-breakpoint
UPDATE "stock_movements" SET "note_code" = 'inventory.stock.delta', "note_values" = jsonb_build_object('delta', substring("note" from '^delta ([+-]?[0-9]+)$')) WHERE "note" ~ '^delta [+-]?[0-9]+$';--> statement-breakpoint
UPDATE "invoice_lines" SET "description_code" = 'billing.shipping_line', "description_values" = jsonb_build_object('order', substring("description" from '^(\S+) · Shipping$')) WHERE "kind" = 'shipping' AND "description" ~ '^\S+ · Shipping$';
