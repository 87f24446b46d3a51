CREATE TABLE "order_status_counts" (
	"brand_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_brand_id_status_pk" PRIMARY KEY("brand_id","status")
);
--> statement-breakpoint
CREATE INDEX "order_counts_day" ON "order_counts" USING btree ("day");--> statement-breakpoint
-- The status counts are kept by the same trigger functions, after the day counts: each writer takes
-- the day keys, then the status keys, each in one order, so that writers never deadlock. Writers of
-- orders wait while the functions change and the counts are filled (migrations run in one
-- transaction), so that no order is counted by the old functions after the fill.
LOCK TABLE "orders" IN SHARE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (brand_id, day, status, n)
  SELECT brand_id, (created_at AT TIME ZONE 'UTC')::date, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (brand_id, day, status) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO order_status_counts AS c (brand_id, status, n)
  SELECT brand_id, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (brand_id, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (brand_id, day, status, n)
  SELECT brand_id, (created_at AT TIME ZONE 'UTC')::date, status, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (brand_id, day, status) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO order_status_counts AS c (brand_id, status, n)
  SELECT brand_id, status, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (brand_id, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only keys whose count changes (a status, brand or day that moved); other updates write nothing.
  INSERT INTO order_counts AS c (brand_id, day, status, n)
  SELECT brand_id, day, status, sum(d) FROM (
    SELECT brand_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, 1 AS d FROM new_rows
    UNION ALL
    SELECT brand_id, (created_at AT TIME ZONE 'UTC')::date, status, -1 FROM old_rows
  ) changed GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (brand_id, day, status) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO order_status_counts AS c (brand_id, status, n)
  SELECT brand_id, status, sum(d) FROM (
    SELECT brand_id, status, 1 AS d FROM new_rows
    UNION ALL
    SELECT brand_id, status, -1 FROM old_rows
  ) changed GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (brand_id, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_counts;
  DELETE FROM order_status_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO order_status_counts (brand_id, status, n)
SELECT brand_id, status, sum(n) FROM order_counts GROUP BY 1, 2 HAVING sum(n) <> 0;
