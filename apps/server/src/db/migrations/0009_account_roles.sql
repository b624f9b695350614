-- The account's role (parent or professional) lives in professional_profiles; no row means not
-- chosen yet, and the app asks at onboarding (docs/product.md#onboarding). Every account made
-- before roles existed was a parent's, so each gets a 'parent' row and never sees onboarding.
INSERT INTO professional_profiles (user_id, role)
  SELECT u.id, 'parent' FROM users u
  WHERE NOT EXISTS (SELECT 1 FROM professional_profiles p WHERE p.user_id = u.id)
ON CONFLICT (user_id) DO NOTHING;--> statement-breakpoint
-- The session lookup reads the role with the user, so a change to it drops the cached sessions
-- like a change to the user does (docs/decisions/015-session-cache.md).
CREATE TRIGGER professional_profiles_session_change AFTER INSERT OR UPDATE OR DELETE ON professional_profiles
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');
