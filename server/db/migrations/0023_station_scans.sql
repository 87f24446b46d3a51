CREATE TABLE "station_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"scan_value" varchar(120) NOT NULL,
	"employee_id" integer,
	"scanned_at" timestamp with time zone NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "station_scans" ADD CONSTRAINT "station_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_scans" ADD CONSTRAINT "station_scans_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "station_scans_user_key" ON "station_scans" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "station_scans_created" ON "station_scans" USING btree ("created_at");