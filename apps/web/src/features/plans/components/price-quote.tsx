import { formatBRL } from '@neurobridge/shared/domain/format';
import { useQuery } from '@tanstack/react-query';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { plansQueryOptions } from '../api/get-plans';
import { cheapestMonthly } from '../cheapest-plan';

export function PriceQuote() {
  const plans = useQuery(plansQueryOptions);
  if (plans.isPending) return <span className="text-muted">{messages.landing.priceLoading}</span>;
  const quote = cheapestMonthly(plans.data);
  if (!quote) return null;
  return <span>{fmt(messages.landing.priceFrom, { price: formatBRL(quote.monthlyPrice), plan: quote.planName })}</span>;
}
