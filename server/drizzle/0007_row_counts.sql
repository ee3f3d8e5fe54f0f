CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "row_counts" SET "total" = "total" + (SELECT count(*) FROM inserted) WHERE "table_name" = TG_TABLE_NAME;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "row_counts" SET "total" = "total" - (SELECT count(*) FROM deleted) WHERE "table_name" = TG_TABLE_NAME;
	ELSE
		UPDATE "row_counts" SET "total" = 0 WHERE "table_name" = TG_TABLE_NAME;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
	counted text;
BEGIN
	FOREACH counted IN ARRAY ARRAY['owners', 'properties', 'tenants', 'contracts'] LOOP
		EXECUTE format('INSERT INTO "row_counts" ("table_name", "total") SELECT %L, count(*) FROM %I', counted, counted);
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"()', counted || '_count_inserts', counted);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"()', counted || '_count_deletes', counted);
		EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"()', counted || '_count_truncates', counted);
	END LOOP;
END
$$;
