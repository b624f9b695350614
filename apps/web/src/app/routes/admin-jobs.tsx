import { JobsScreen } from '../../features/admin/jobs/jobs-screen';

/** /admin/jobs (docs/decisions/023-one-job-runner.md): inside the admin layout, which holds the token check. */
export function AdminJobsRoute() {
  return <JobsScreen />;
}
