import { adminPaymentSettingsApi } from '@neurobridge/shared/api/admin-payment-settings';
import { adminQuery } from '../api/admin-client';

/** The stored settings (secrets masked) and the three plans (docs/product.md#admin-mercado-pago). */
export const mercadoPagoSettingsQuery = adminQuery(adminPaymentSettingsApi.settings, {});
export const mercadoPagoPlansQuery = adminQuery(adminPaymentSettingsApi.plans, {});
