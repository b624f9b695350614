-- The reads kept per user (their children, their dashboard) are dropped by notices on the same
-- channel as their sessions (docs/decisions/015-session-cache.md): a change to a child, to a
-- professional's access or to a progress entry sends 'reads:<parent id>' (the parent's reads, not
-- their sessions); a change to the catalogue sends '*' (everyone's reads).
CREATE FUNCTION notify_reads_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('session_changes', 'reads:' || (to_jsonb(changed) ->> TG_ARGV[0]));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER children_reads_change AFTER INSERT OR UPDATE OR DELETE ON children
  FOR EACH ROW EXECUTE FUNCTION notify_reads_change('parent_user_id');--> statement-breakpoint
CREATE TRIGGER professional_access_reads_change AFTER INSERT OR UPDATE OR DELETE ON professional_access
  FOR EACH ROW EXECUTE FUNCTION notify_reads_change('parent_user_id');--> statement-breakpoint
CREATE FUNCTION notify_progress_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('session_changes', 'reads:' || parent_user_id) FROM children WHERE id = changed.child_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER progress_entries_reads_change AFTER INSERT OR UPDATE OR DELETE ON progress_entries
  FOR EACH ROW EXECUTE FUNCTION notify_progress_change();--> statement-breakpoint
CREATE FUNCTION notify_everyone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER activities_reads_change AFTER INSERT OR UPDATE OR DELETE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION notify_everyone();
