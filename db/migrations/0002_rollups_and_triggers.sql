-- Categories are a closed set; the database refuses anything else.
ALTER TABLE "records" ADD CONSTRAINT "records_category_check" CHECK ("category" IN (
  'AFFIDAVIT_OF_HEIRSHIP','SMALL_ESTATE_AFFIDAVIT','AFFIDAVIT_OF_DEATH','EXECUTOR_DEED',
  'ADMINISTRATOR_DEED','PERSONAL_REPRESENTATIVE_DEED','WILL','OTHER'));
--> statement-breakpoint
-- party_search is derived from grantors and grantees so that every writer gets it right.
CREATE OR REPLACE FUNCTION records_set_party_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.party_search := lower(array_to_string(NEW.grantors || NEW.grantees, ' | '));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER records_party_search_trg BEFORE INSERT OR UPDATE OF grantors, grantees ON "records"
  FOR EACH ROW EXECUTE FUNCTION records_set_party_search();
--> statement-breakpoint
-- Exact rollup counts for `total`: one upsert per (county, category, month) group per statement.
CREATE OR REPLACE FUNCTION records_rollup_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts_by_month AS c (county, category, month, n)
    SELECT county, category, date_trunc('month', recorded_date)::date, count(*)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (county, category, month) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO record_counts AS c (county, category, n)
    SELECT county, category, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (county, category) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION records_rollup_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE record_counts_by_month c SET n = c.n - d.n
    FROM (SELECT county, category, date_trunc('month', recorded_date)::date AS month, count(*) AS n
          FROM old_rows GROUP BY 1, 2, 3) d
    WHERE c.county = d.county AND c.category = d.category AND c.month = d.month;
  UPDATE record_counts c SET n = c.n - d.n
    FROM (SELECT county, category, count(*) AS n FROM old_rows GROUP BY 1, 2) d
    WHERE c.county = d.county AND c.category = d.category;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION records_rollup_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose grouping keys changed move between groups.
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.county, o.category, date_trunc('month', o.recorded_date))
      IS DISTINCT FROM (n.county, n.category, date_trunc('month', n.recorded_date))
  ) THEN
    RETURN NULL;
  END IF;
  WITH moved AS (
    SELECT o.county, o.category, date_trunc('month', o.recorded_date)::date AS month, -1 AS d
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.county, o.category, date_trunc('month', o.recorded_date))
        IS DISTINCT FROM (n.county, n.category, date_trunc('month', n.recorded_date))
    UNION ALL
    SELECT n.county, n.category, date_trunc('month', n.recorded_date)::date, 1
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.county, o.category, date_trunc('month', o.recorded_date))
        IS DISTINCT FROM (n.county, n.category, date_trunc('month', n.recorded_date))
  ), by_month AS (
    SELECT county, category, month, sum(d)::bigint AS n FROM moved GROUP BY 1, 2, 3
  ), ins_month AS (
    INSERT INTO record_counts_by_month AS c (county, category, month, n)
      SELECT county, category, month, n FROM by_month WHERE n <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (county, category, month) DO UPDATE SET n = c.n + EXCLUDED.n

  ), by_cc AS (
    SELECT county, category, sum(d)::bigint AS n FROM moved GROUP BY 1, 2
  )
  INSERT INTO record_counts AS c (county, category, n)
    SELECT county, category, n FROM by_cc WHERE n <> 0 ORDER BY 1, 2
  ON CONFLICT (county, category) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER records_rollup_ins_trg AFTER INSERT ON "records"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION records_rollup_ins();
--> statement-breakpoint
CREATE TRIGGER records_rollup_del_trg AFTER DELETE ON "records"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION records_rollup_del();
--> statement-breakpoint
CREATE TRIGGER records_rollup_upd_trg AFTER UPDATE ON "records"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION records_rollup_upd();
