-- The session lookup reads the terms versions a user accepted (the consent gate,
-- docs/product.md#consent-gate): any change to an acceptance drops that user's cached
-- sessions on every server, like a change to the user (docs/decisions/015-session-cache.md).
CREATE TRIGGER terms_acceptances_session_change AFTER INSERT OR UPDATE OR DELETE ON terms_acceptances
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');
