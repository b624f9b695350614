import { professionalProfiles } from '../../db/schema/professionals';
import { createChild, grantAccess } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

/** A signed-in account with the given role (a professional_profiles row), as onboarding or an invitation writes it. */
export async function createAccount(
  t: TestApp,
  role: 'parent' | 'professional',
  overrides = {},
  options: { consent?: boolean } = {},
) {
  const account = await createSignedInUser(t, overrides, options);
  await t.db.insert(professionalProfiles).values({ userId: account.user.id, role });
  return account;
}

/**
 * A family (parent with a child), a professional with access to it, a professional whose access
 * was revoked, and another professional working with another family.
 */
export async function createWorkspace(t: TestApp) {
  const parent = await createAccount(t, 'parent', { fullName: 'Marta Souza', email: 'marta@example.com' });
  const pro = await createAccount(t, 'professional');
  const revoked = await createAccount(t, 'professional');
  const otherPro = await createAccount(t, 'professional');
  const child = await createChild(t.db, parent.user.id, { name: 'Lia', birthDate: '2018-05-04', diagnosisTea: true });
  await grantAccess(t.db, child, pro.user.id);
  await grantAccess(t.db, child, revoked.user.id, { isActive: false, accessRevokedAt: t.clock.now() });
  const otherChild = await createChild(t.db, parent.user.id, { name: 'Caio' });
  await grantAccess(t.db, otherChild, otherPro.user.id);
  return { parent, pro, revoked, otherPro, child, otherChild };
}

export const sessionBody = (childId: number, overrides: Record<string, unknown> = {}) => ({
  child_id: childId,
  session_date: '2024-03-05',
  start_time: '14:00',
  end_time: '14:50',
  session_type: 'individual',
  activities_completed: 3,
  session_notes: 'Boa participação.',
  progress_summary: 'Avançou no reconhecimento de emoções.',
  ...overrides,
});
