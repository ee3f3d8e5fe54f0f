-- One search across owners, properties, tenants, sub-tenants and contracts (issue 14, server/src/search): each table
-- has a trigram index (pg_trgm, GIN) over one text made of its searched fields, lower-cased and without accents
-- (unaccent), followed by the digits of each field alone, so "5678" finds "081-234 5678". The queries repeat each
-- index's expression exactly (search-repository.ts), which is what lets PostgreSQL use it.
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
	SELECT public.search_normalize(pg_catalog.array_to_string(fields, ' ')) || ' | '
		|| pg_catalog.regexp_replace(pg_catalog.array_to_string(fields, '|'), '[^0-9|]+', '', 'g')
$$;
--> statement-breakpoint
CREATE INDEX "owners_search" ON "owners" USING gin (public.search_text("name", "nick_name", "email", "contact_no", "passport_no", "bank_acc_no") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "properties_search" ON "properties" USING gin (public.search_text("name", "ref_id", "condo_name", "address") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tenants_search" ON "tenants" USING gin (public.search_text("first_name", "nick_name", "sur_name", "email", "contact_no", "whats_app_no") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sub_tenants_search" ON "sub_tenants" USING gin (public.search_text("first_name", "nick_name", "sur_name", "email", "contact_no", "whats_app_no") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "contracts_search" ON "contracts" USING gin (public.search_text("contract_ref_name", "agent_name", "co_agent_name") gin_trgm_ops);
