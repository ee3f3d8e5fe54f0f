CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contract_ref_name" text NOT NULL,
	"rental_rate_in_months" numeric,
	"rental_period" text,
	"start_date" date NOT NULL,
	"finish_date" date NOT NULL,
	"deposit_amount" numeric,
	"number_of_tenants" integer,
	"agent_name" text,
	"co_agent_name" text,
	"co_agent_company" text,
	"water_paid_by" text,
	"electricity_paid_by" text,
	"internet_paid_by" text,
	"maintenance_threshold" numeric DEFAULT 0 NOT NULL,
	"baht_maintainance_threshold" numeric DEFAULT 1500 NOT NULL,
	"cleaning_fees_at_chech_out" boolean DEFAULT true NOT NULL,
	"bed_sheet_cleaning_fees" boolean DEFAULT true NOT NULL,
	"special_aggrements" boolean DEFAULT false NOT NULL,
	"any_agreed_pets" boolean DEFAULT false NOT NULL,
	"gardening" boolean DEFAULT false NOT NULL,
	"termites_spraying" boolean DEFAULT false NOT NULL,
	"pool_maintainance" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_created_at_id" ON "contracts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_tenant_created_at_id" ON "contracts" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_property_created_at_id" ON "contracts" USING btree ("property_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_owner_id" ON "contracts" USING btree ("owner_id");