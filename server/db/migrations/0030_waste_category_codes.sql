-- The usual waste categories are stored by code and shown in words in the chosen language
-- (resources/production/wasteRecords.ts); rows recorded before carry their English words.
UPDATE "waste_records" SET "category" = CASE lower("category")
  WHEN 'misprint' THEN 'misprint'
  WHEN 'trim' THEN 'trim'
  WHEN 'damaged roll' THEN 'damaged_roll'
  WHEN 'test print' THEN 'test_print'
END
WHERE lower("category") IN ('misprint', 'trim', 'damaged roll', 'test print');
