CREATE TABLE "attempt_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_sign_in_addresses" (
	"key" text PRIMARY KEY NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "password_recovery_codes" ADD COLUMN "grant_hash" text;--> statement-breakpoint
ALTER TABLE "password_recovery_codes" ADD COLUMN "grant_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_at" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "password_recovery_codes" DROP COLUMN "verified_at";