DROP INDEX "collections_brand";--> statement-breakpoint
DROP INDEX "materials_brand";--> statement-breakpoint
CREATE INDEX "brands_name" ON "brands" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "collections_brand_name" ON "collections" USING btree ("brand_id","name","id");--> statement-breakpoint
CREATE INDEX "collections_name" ON "collections" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "checklist_items_rank" ON "checklist_items" USING btree ("rank","id");--> statement-breakpoint
CREATE INDEX "checklist_items_type" ON "checklist_items" USING btree ("completion_type","rank","id");--> statement-breakpoint
CREATE INDEX "checklist_items_archived" ON "checklist_items" USING btree ("archived","rank","id");--> statement-breakpoint
CREATE INDEX "materials_brand_name" ON "materials" USING btree ("brand_id","name","id");--> statement-breakpoint
CREATE INDEX "materials_name" ON "materials" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "mockup_categories_name" ON "mockup_categories" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_created" ON "purchase_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_kind" ON "stock_movements" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "trackable_item_audit_lists_position" ON "trackable_item_audit_lists" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "trackable_items_name" ON "trackable_items" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "trackable_items_stock_type" ON "trackable_items" USING btree ("stock_type_id");--> statement-breakpoint
CREATE INDEX "trackable_items_unit_type" ON "trackable_items" USING btree ("unit_type_id");--> statement-breakpoint
CREATE INDEX "zone_groups_name" ON "zone_groups" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "zones_active_code" ON "zones" USING btree ("is_active","code","id");