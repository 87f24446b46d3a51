-- Movement notes the server wrote in English before they were keyed (resources/i18n/areas/inventory.ts):
-- their key and values, matched by the movement's kind so a person's own note is never taken for one.
-- Numbers are read only up to 9 digits, so a cast can never overflow.
UPDATE "stock_movements" SET "note_code" = 'inventory.stock.moved_to', "note_values" = jsonb_build_object('zone', substring("note" from '^to (\S+)$')) WHERE "note_code" IS NULL AND "kind" = 'MOVE' AND "note" ~ '^to \S+$';--> statement-breakpoint
UPDATE "stock_movements" SET "note_code" = 'inventory.stock.added_by_hand', "note_values" = '{}'::jsonb WHERE "note_code" IS NULL AND "kind" = 'CREATE' AND "note" = 'added by hand';--> statement-breakpoint
UPDATE "stock_movements" SET "note_code" = 'inventory.stock.deleted', "note_values" = jsonb_build_object('unit', substring("note" from '^deleted (\S+)$')) WHERE "note_code" IS NULL AND "kind" = 'DELETE' AND "note" ~ '^deleted \S+$';--> statement-breakpoint
UPDATE "stock_movements" SET "note_code" = 'inventory.stock.received', "note_values" = jsonb_build_object(
  'po', substring("note" from '^(\S+) line [0-9]{1,9} \([0-9]{1,9} of [0-9]{1,9}\)$'),
  'line', substring("note" from '^\S+ line ([0-9]{1,9}) \(')::int,
  'count', substring("note" from '\(([0-9]{1,9}) of [0-9]{1,9}\)$')::int,
  'ordered', substring("note" from '\([0-9]{1,9} of ([0-9]{1,9})\)$')::int
) WHERE "note_code" IS NULL AND "kind" = 'INTAKE' AND "note" ~ '^\S+ line [0-9]{1,9} \([0-9]{1,9} of [0-9]{1,9}\)$';
