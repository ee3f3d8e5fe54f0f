CREATE TABLE "password_recovery_codes" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"window_started_at" timestamp with time zone NOT NULL,
	"codes_in_window" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_recovery_codes" ADD CONSTRAINT "password_recovery_codes_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_recovery_codes_created_at" ON "password_recovery_codes" USING btree ("created_at");