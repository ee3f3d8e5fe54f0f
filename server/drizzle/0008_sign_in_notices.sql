-- Every API process keeps the sign-in state of recent tokens in memory (auth/sign-in-cache.ts); these notices tell
-- all of them, at commit, what to forget: a user whose tokens or email changed, a token a logout revoked.
CREATE FUNCTION "notify_sign_in_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'revoked_tokens' THEN
		PERFORM pg_notify('sign_in_changes', 'token:' || NEW.jti);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('sign_in_changes', 'user:' || OLD.id);
	ELSE
		PERFORM pg_notify('sign_in_changes', 'user:' || NEW.id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_notify" AFTER INSERT ON "revoked_tokens" FOR EACH ROW EXECUTE FUNCTION "notify_sign_in_change"();
--> statement-breakpoint
CREATE TRIGGER "staff_users_notify_change" AFTER UPDATE OF "token_version", "email" ON "staff_users" FOR EACH ROW EXECUTE FUNCTION "notify_sign_in_change"();
--> statement-breakpoint
CREATE TRIGGER "staff_users_notify_delete" AFTER DELETE ON "staff_users" FOR EACH ROW EXECUTE FUNCTION "notify_sign_in_change"();
