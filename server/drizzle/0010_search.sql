-- One search across owners, properties, tenants, sub-tenants and contracts (issue 14, server/src/search). Each table
-- keeps a search_document: its searched fields lower-cased and without accents (unaccent), then the digits of each
-- field alone, so "5678" finds "081-234 5678"; a trigram index (pg_trgm, GIN) finds the rows whose document holds
-- the words of a query. The column is stored (a search may read thousands of documents: computing each would cost
-- 15 µs) and left out of the Drizzle schema: the domains never read it. search_words holds every word of the
-- documents, for the words near a query word that matches nothing (a typo): statement triggers keep it.
-- No pending list in the indexes (fastupdate off): PGlite has no autovacuum to empty it, and every search would
-- read it through.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Immutable (unaccent itself is only stable: its dictionary could change) so that indexes may use it. Names are
-- schema-qualified: maintenance (VACUUM, ANALYZE, REINDEX) runs index expressions with a bare search_path.
CREATE FUNCTION "search_normalize"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT pg_catalog.lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
-- The searched text of one record: its fields (nulls skipped), then the digits of each field, '|' between fields.
CREATE FUNCTION "search_text"(VARIADIC fields text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
	SELECT public.search_normalize(pg_catalog.array_to_string(fields, ' | ')) || ' | '
		|| pg_catalog.regexp_replace(pg_catalog.array_to_string(fields, '|'), '[^0-9|]+', '', 'g')
$$;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trigrams" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "search_document" text GENERATED ALWAYS AS (public.search_text("name", "nick_name", "email", "contact_no", "passport_no", "bank_acc_no")) STORED;
--> statement-breakpoint
CREATE INDEX "owners_search" ON "owners" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_document" text GENERATED ALWAYS AS (public.search_text("name", "ref_id", "condo_name", "address")) STORED;
--> statement-breakpoint
CREATE INDEX "properties_search" ON "properties" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "search_document" text GENERATED ALWAYS AS (public.search_text("first_name", "nick_name", "sur_name", "email", "contact_no", "whats_app_no")) STORED;
--> statement-breakpoint
CREATE INDEX "tenants_search" ON "tenants" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "sub_tenants" ADD COLUMN "search_document" text GENERATED ALWAYS AS (public.search_text("first_name", "nick_name", "sur_name", "email", "contact_no", "whats_app_no")) STORED;
--> statement-breakpoint
CREATE INDEX "sub_tenants_search" ON "sub_tenants" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_document" text GENERATED ALWAYS AS (public.search_text("contract_ref_name", "agent_name", "co_agent_name")) STORED;
--> statement-breakpoint
CREATE INDEX "contracts_search" ON "contracts" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE FUNCTION "collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT word FROM changed, pg_catalog.regexp_split_to_table(changed.search_document, '[^[:alnum:]]+') AS word
	WHERE pg_catalog.length(word) >= 3 AND word !~ '[0-9]'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
	searched text;
BEGIN
	FOREACH searched IN ARRAY ARRAY['owners', 'properties', 'tenants', 'sub_tenants', 'contracts'] LOOP
		EXECUTE format('INSERT INTO "search_words" ("word") SELECT DISTINCT word FROM %I AS changed, regexp_split_to_table(changed.search_document, ''[^[:alnum:]]+'') AS word WHERE length(word) >= 3 AND word !~ ''[0-9]'' ON CONFLICT DO NOTHING', searched);
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words"()', searched || '_search_words_inserted', searched);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words"()', searched || '_search_words_updated', searched);
	END LOOP;
END
$$;
