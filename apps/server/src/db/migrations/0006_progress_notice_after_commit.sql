-- A NOTIFY inside a write transaction holds PostgreSQL's one notification lock from before the
-- commit until its WAL flush, so every progress save waited for every other save's fsync. The
-- server now tells the other servers after the save commits, in batches
-- (docs/decisions/016-progress-notices-after-commit.md); children, access, users, sessions,
-- subscriptions and the catalogue change rarely and keep their triggers.
DROP TRIGGER progress_entries_reads_change ON progress_entries;--> statement-breakpoint
DROP FUNCTION notify_progress_change();
