CREATE TABLE "sub_tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"nick_name" text NOT NULL,
	"sur_name" text NOT NULL,
	"email" text,
	"contact_no" text NOT NULL,
	"whats_app_no" text,
	"dob" date,
	"nationality" text NOT NULL,
	"home_address" text NOT NULL,
	"passport_no" text,
	"passport_file" text
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"property_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"nick_name" text NOT NULL,
	"sur_name" text NOT NULL,
	"contact_no" text NOT NULL,
	"whats_app_no" text NOT NULL,
	"dob" date NOT NULL,
	"nationality" text NOT NULL,
	"home_address" text NOT NULL,
	"profile_image" text,
	"passport_file" text,
	"contract_file" text,
	"inventory_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_tenants" ADD CONSTRAINT "sub_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sub_tenants_tenant_position" ON "sub_tenants" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_email_unique" ON "tenants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "tenants_created_at_id" ON "tenants" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenants_property_created_at_id" ON "tenants" USING btree ("property_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);