CREATE TABLE "passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"sign_count" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "second_step_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"staff_user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"user_agent" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "role" text DEFAULT 'viewer' NOT NULL;--> statement-breakpoint
-- Until now every account could do everything: each keeps that as an admin.
UPDATE "staff_users" SET "role" = 'admin';--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_step_recovery_codes" ADD CONSTRAINT "second_step_recovery_codes_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkeys_user" ON "passkeys" USING btree ("staff_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "second_step_recovery_codes_hash" ON "second_step_recovery_codes" USING btree ("staff_user_id","code_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_user" ON "staff_sessions" USING btree ("staff_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_known" CHECK ("staff_users"."role" in ('admin', 'agent', 'viewer'));--> statement-breakpoint
-- Sessions replace the list of revoked tokens: a token is valid while its session (staff_sessions) is not ended.
DROP TABLE "revoked_tokens";
--> statement-breakpoint
-- The sign-in cache of every API process (auth/sign-in-cache.ts) forgets a user whose role, name or activation
-- changes, and a session that ends.
CREATE OR REPLACE FUNCTION "notify_sign_in_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'staff_sessions' THEN
		PERFORM pg_notify('sign_in_changes', 'token:' || NEW.id);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('sign_in_changes', 'user:' || OLD.id);
	ELSE
		PERFORM pg_notify('sign_in_changes', 'user:' || NEW.id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "staff_users_notify_change" ON "staff_users";
--> statement-breakpoint
CREATE TRIGGER "staff_users_notify_change" AFTER UPDATE OF "token_version", "email", "role", "name", "deactivated_at" ON "staff_users" FOR EACH ROW EXECUTE FUNCTION "notify_sign_in_change"();
--> statement-breakpoint
CREATE TRIGGER "staff_sessions_notify_end" AFTER UPDATE OF "ended_at" ON "staff_sessions" FOR EACH ROW EXECUTE FUNCTION "notify_sign_in_change"();
