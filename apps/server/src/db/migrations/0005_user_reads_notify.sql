-- The reads kept per user (their children, their dashboard) are dropped by the same notices as
-- their sessions (docs/decisions/015-session-cache.md): a change to a child, to a professional's
-- access or to a progress entry names the parent; a change to the catalogue names everyone ('*').
CREATE TRIGGER children_session_change AFTER INSERT OR UPDATE OR DELETE ON children
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('parent_user_id');--> statement-breakpoint
CREATE TRIGGER professional_access_session_change AFTER INSERT OR UPDATE OR DELETE ON professional_access
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('parent_user_id');--> statement-breakpoint
CREATE FUNCTION notify_progress_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('session_changes', parent_user_id::text) FROM children WHERE id = changed.child_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER progress_entries_session_change AFTER INSERT OR UPDATE OR DELETE ON progress_entries
  FOR EACH ROW EXECUTE FUNCTION notify_progress_change();--> statement-breakpoint
CREATE FUNCTION notify_everyone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER activities_session_change AFTER INSERT OR UPDATE OR DELETE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION notify_everyone();
