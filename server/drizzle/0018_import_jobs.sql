CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"file_name" text NOT NULL,
	"file" "bytea",
	"mapping" jsonb,
	"update_existing" boolean NOT NULL,
	"staff_user_id" uuid,
	"status" text NOT NULL,
	"rows" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;