CREATE TABLE "owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"nick_name" text NOT NULL,
	"contact_no" text NOT NULL,
	"emergency_no" text NOT NULL,
	"dob" date NOT NULL,
	"profile_image" text,
	"pay_govt_tax" boolean DEFAULT true NOT NULL,
	"pay_common_area_fee" boolean DEFAULT true NOT NULL,
	"billing_threshold" text,
	"passport_no" text NOT NULL,
	"passport_expiry" date NOT NULL,
	"passport_image" text,
	"bank_acc_no" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_branch" text NOT NULL,
	"bank_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ref_id" text,
	"type" text,
	"condo_name" text,
	"size" numeric,
	"rooms" integer,
	"bedrooms" integer,
	"bathrooms" integer,
	"floors" integer,
	"status" text DEFAULT 'available' NOT NULL,
	"three_sixty_tour" text,
	"billing_date" date,
	"english_link" text,
	"thai_link" text,
	"address" text,
	"description" text,
	"longitude" numeric,
	"latitude" numeric,
	"neighbourhood" text,
	"monthly_rent" numeric,
	"estimated_rent" numeric,
	"management_fee" numeric,
	"title_deed" text,
	"management_contract" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owners_email_unique" ON "owners" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "owners_created_at_id" ON "owners" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_owner_created_at_id" ON "properties" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);