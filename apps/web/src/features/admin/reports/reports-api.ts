import { adminReportsApi, type ReportPeriod } from '@neurobridge/shared/api/admin-reports';
import { adminQuery } from '../api/admin-client';

/** One period's report (docs/product.md#admin-reports). */
export const reportQuery = (period: ReportPeriod) => adminQuery(adminReportsApi.report, { query: { period } });
