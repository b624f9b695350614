import { adminMoneyApi, type PaymentsQuery, type RevenueQuery } from '@neurobridge/shared/api/admin-money';
import { adminPages, adminQuery } from '../api/admin-client';

/** One period's revenue (docs/product.md#admin-revenue). */
export const revenueReportQuery = (query: RevenueQuery) => adminQuery(adminMoneyApi.revenue, { query });

/** The payments in pages, newest first, by the filters (docs/product.md#admin-payments). */
export const paymentsPages = (query: PaymentsQuery) => adminPages(adminMoneyApi.payments, { query });

/** One payment with its history; refund-modal.tsx writes the payment after a refund under the same key. */
export const paymentQuery = (id: string) => adminQuery(adminMoneyApi.payment, { params: { id } });
