ALTER TABLE "staff_users" ADD COLUMN "lease_digest" boolean;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "lease_digest_sent_on" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "renewed_by_contract_id" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "ending_date" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "ending_note" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "ending_property_available" boolean;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "ending_recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "property_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "renewal_offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_renewed_by_contract_id_contracts_id_fk" FOREIGN KEY ("renewed_by_contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_ending_recorded_by_staff_users_id_fk" FOREIGN KEY ("ending_recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_open_finish_date_id" ON "contracts" USING btree ("finish_date","id") WHERE "contracts"."renewed_by_contract_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_renewed_by_unique" ON "contracts" USING btree ("renewed_by_contract_id");--> statement-breakpoint
CREATE INDEX "contracts_release_due" ON "contracts" USING btree ("ending_date") WHERE "contracts"."ending_property_available" and "contracts"."property_released_at" is null;