CREATE TABLE "order_counts" (
	"brand_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" varchar(20) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_brand_id_day_status_pk" PRIMARY KEY("brand_id","day","status")
);
--> statement-breakpoint
CREATE INDEX "line_items_design_words" ON "line_items" USING gin (to_tsvector('simple'::regconfig, translate(design_name, '@.-_+', '     ')));--> statement-breakpoint
CREATE INDEX "orders_words" ON "orders" USING gin (to_tsvector('simple'::regconfig, translate(coalesce(customer_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(shipping_address->>'city', ''), '@.-_+', '     ')));--> statement-breakpoint
-- Orders by brand, day (UTC) and status, kept in the writing transaction: one upsert per key a
-- statement changes (rows added up first, keys in one order so that writers never deadlock).
CREATE FUNCTION order_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (brand_id, day, status, n)
  SELECT brand_id, (created_at AT TIME ZONE 'UTC')::date, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (brand_id, day, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (brand_id, day, status, n)
  SELECT brand_id, (created_at AT TIME ZONE 'UTC')::date, status, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (brand_id, day, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only keys whose count changes (a status, brand or day that moved); other updates write nothing.
  INSERT INTO order_counts AS c (brand_id, day, status, n)
  SELECT brand_id, day, status, sum(d) FROM (
    SELECT brand_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, 1 AS d FROM new_rows
    UNION ALL
    SELECT brand_id, (created_at AT TIME ZONE 'UTC')::date, status, -1 FROM old_rows
  ) changed GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (brand_id, day, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER order_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_updated();
--> statement-breakpoint
CREATE TRIGGER order_counts_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION order_counts_truncated();
--> statement-breakpoint
INSERT INTO order_counts (brand_id, day, status, n)
SELECT brand_id, (created_at AT TIME ZONE 'UTC')::date, status, count(*) FROM orders GROUP BY 1, 2, 3;
