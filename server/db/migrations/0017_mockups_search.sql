-- The mockups library's "q" search on the name, matched anywhere (trigram index, as 0007).
CREATE INDEX IF NOT EXISTS "mockups_name_search" ON "mockups" USING gin ("name" gin_trgm_ops);
