import type { CurrentUser } from '@neurobridge/shared/api/auth';
import { paths } from '../../config/paths';

type Role = CurrentUser['role'];

/** Where an account starts: a parent's dashboard or a professional's (docs/product.md#onboarding). */
export function homeFor(role: Role): string {
  return role === 'professional' ? paths.professionalDashboard : paths.dashboard;
}

/** Parent-only screens a professional is sent away from (docs/product.md#onboarding). */
const PARENT_ONLY = new Set<string>([paths.dashboard, paths.subscription]);

/** A parent's child page or week: a professional has a page of their own for the child. */
const PARENT_CHILD_PAGE = /^\/child\/(\d+)(?:\/schedule)?$/;

/** A parent's goal page: a professional reads the goal on their own page (docs/product.md#goals). */
const PARENT_GOAL_PAGE = /^\/child\/(\d+)\/metas\/(\d+)$/;

/** A parent's page of a session's trials: a professional records on their own (docs/product.md#session-trials). */
const PARENT_TRIALS_PAGE = /^\/child\/(\d+)\/sessoes\/(\d+)\/tentativas$/;

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Whether a path is in the professional's area (its dashboard and every `/professional/…` screen). */
export function isProfessionalScreen(pathname: string): boolean {
  const path = trimmed(pathname);
  return path === paths.professionalDashboard || path.startsWith('/professional/');
}

/**
 * The one place that sends a signed-in account where its role belongs, or null to stay: no role
 * yet → onboarding; a role → never onboarding again; a professional only → not the parent's
 * screens; an account that is not a professional → not the professional's. A parent who is also a
 * professional (`isProfessional`) keeps both areas and is never moved between them.
 */
export function roleRedirect(
  role: Role | undefined,
  pathname: string,
  isProfessional: boolean = role === 'professional',
): string | null {
  const path = trimmed(pathname);
  if (role === null) return path === paths.onboarding ? null : paths.onboarding;
  if (!role) return null;
  if (path === paths.onboarding) return homeFor(role);
  if (role === 'professional') {
    if (PARENT_ONLY.has(path)) return paths.professionalDashboard;
    const child = PARENT_CHILD_PAGE.exec(path);
    if (child) return paths.professionalChild(child[1]!);
    const goal = PARENT_GOAL_PAGE.exec(path);
    if (goal) return paths.professionalChildGoal(goal[1]!, goal[2]!);
    const trials = PARENT_TRIALS_PAGE.exec(path);
    if (trials) return paths.professionalSessionTrials(trials[1]!, trials[2]!);
  }
  if (!isProfessional && isProfessionalScreen(path)) return paths.dashboard;
  return null;
}
