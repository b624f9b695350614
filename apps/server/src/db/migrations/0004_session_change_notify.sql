-- Every change that alters what a signed-in user's session lookup reads (the user, their sessions,
-- their subscription) tells every server which user it was, so cached sessions are dropped
-- (docs/decisions/015-session-cache.md). TG_ARGV[0] names the column holding the user id.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('session_changes', to_jsonb(changed) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_session_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('id');--> statement-breakpoint
CREATE TRIGGER user_sessions_session_change AFTER DELETE ON user_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');--> statement-breakpoint
CREATE TRIGGER subscriptions_session_change AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('parent_user_id');
