CREATE INDEX "generated_mockups_created" ON "generated_mockups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "generated_mockups_mockup" ON "generated_mockups" USING btree ("mockup_id","id");--> statement-breakpoint
CREATE INDEX "mockups_created" ON "mockups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mockups_status" ON "mockups" USING btree ("status","created_at","id");