-- No planner statistics on the search documents (issue 14). A document's statistics only mislead the planner: it
-- reads a common word's share of a histogram of whole documents and then scans the table in order for the first
-- candidates, which takes tens of milliseconds when the matching rows lie far apart. Without statistics every
-- search word of 3 characters or more reads the trigram index (server/src/search/search-repository.ts). ANALYZE
-- keeps the statistics it has already gathered for a column, and only a superuser may delete them: each column is
-- dropped (with its index) and added again, with a statistics target of 0.
ALTER TABLE "owners" DROP COLUMN "search_document";
--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "search_document" text GENERATED ALWAYS AS (public.search_text("name", "nick_name", "email", "contact_no", "passport_no", "bank_acc_no")) STORED;
--> statement-breakpoint
ALTER TABLE "owners" ALTER COLUMN "search_document" SET STATISTICS 0;
--> statement-breakpoint
CREATE INDEX "owners_search" ON "owners" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "search_document";
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_document" text GENERATED ALWAYS AS (public.search_text("name", "ref_id", "condo_name", "address")) STORED;
--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "search_document" SET STATISTICS 0;
--> statement-breakpoint
CREATE INDEX "properties_search" ON "properties" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "search_document";
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "search_document" text GENERATED ALWAYS AS (public.search_text("first_name", "nick_name", "sur_name", "email", "contact_no", "whats_app_no")) STORED;
--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "search_document" SET STATISTICS 0;
--> statement-breakpoint
CREATE INDEX "tenants_search" ON "tenants" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "sub_tenants" DROP COLUMN "search_document";
--> statement-breakpoint
ALTER TABLE "sub_tenants" ADD COLUMN "search_document" text GENERATED ALWAYS AS (public.search_text("first_name", "nick_name", "sur_name", "email", "contact_no", "whats_app_no")) STORED;
--> statement-breakpoint
ALTER TABLE "sub_tenants" ALTER COLUMN "search_document" SET STATISTICS 0;
--> statement-breakpoint
CREATE INDEX "sub_tenants_search" ON "sub_tenants" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "search_document";
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_document" text GENERATED ALWAYS AS (public.search_text("contract_ref_name", "agent_name", "co_agent_name")) STORED;
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "search_document" SET STATISTICS 0;
--> statement-breakpoint
CREATE INDEX "contracts_search" ON "contracts" USING gin ("search_document" gin_trgm_ops) WITH (fastupdate = off);
