-- The products list's "q" / queryString search on the name, matched anywhere (trigram index, as 0007).
CREATE INDEX IF NOT EXISTS "products_name_search" ON "products" USING gin ("name" gin_trgm_ops);
