import type { PaymentStatus } from '@neurobridge/shared/api/admin-money';
import { Badge } from '../../../components/ui/badge';
import { paymentStatusLabel } from './format';

const TONES: Record<PaymentStatus, 'neutral' | 'info' | 'success' | 'warning' | 'danger'> = {
  pending: 'info',
  in_process: 'info',
  approved: 'success',
  rejected: 'neutral',
  cancelled: 'neutral',
  refused: 'danger',
  refunded: 'warning',
  charged_back: 'danger',
};

/** A payment's status: its pt-BR word on a tinted badge (the word says it, not the colour). */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status as PaymentStatus] ?? 'neutral'}>{paymentStatusLabel(status)}</Badge>;
}
