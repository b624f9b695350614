import { formatBRL } from '@neurobridge/shared/domain/format';
import { useQuery } from '@tanstack/react-query';
import { fmt } from '../../../locales/pt-BR/messages';
import { plansQueryOptions } from '../api/get-plans';
import { cheapestMonthly } from '../cheapest-plan';
import { plansMessages } from '../messages';

export function PriceQuote() {
  const plans = useQuery(plansQueryOptions);
  if (plans.isPending) return <span className="text-muted">{plansMessages.priceLoading}</span>;
  const quote = cheapestMonthly(plans.data);
  if (!quote) return null;
  return <span>{fmt(plansMessages.priceFrom, { price: formatBRL(quote.monthlyPrice), plan: quote.planName })}</span>;
}
