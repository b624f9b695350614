import { Download, FileSpreadsheet } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { clock } from '../../../lib/clock';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { usePlanDownload, type PlanFormat } from '../api/plan-export';
import { planExportMessages as t } from '../messages';
import { defaultPeriod, periodProblem } from '../period';

const BUTTONS = [
  { format: 'csv', label: t.csv, Icon: FileSpreadsheet },
  { format: 'pdf', label: t.pdf, Icon: Download },
] as const satisfies readonly { format: PlanFormat; label: string; Icon: unknown }[];

interface PlanDownloadsProps {
  childId: number;
  /** Without a connection: these words, and the buttons off (docs/product.md#offline-play). */
  unavailable?: string;
}

/**
 * 'Plano terapêutico' on the parent's and the professional's child page (docs/product.md#goals):
 * a period (the last 90 days unless changed, at most 2 years) and the plan as CSV or PDF. One
 * download at a time; the server's refusal is shown as it says it.
 */
export function PlanDownloads({ childId, unavailable }: PlanDownloadsProps) {
  const headingId = useId();
  const toast = useToast();
  const [period, setPeriod] = useState(() => defaultPeriod(clock.today()));
  const [checked, setChecked] = useState(false);
  const download = usePlanDownload(childId);
  const run = useLockedMutation(download);
  const problem = checked ? periodProblem(period.from, period.to) : null;
  const busy = download.isPending ? download.variables?.format : undefined;

  function start(format: PlanFormat) {
    setChecked(true);
    if (periodProblem(period.from, period.to)) return;
    run({ format, ...period }, { onSuccess: (name) => toast(fmt(t.downloaded, { name }), 'success') });
  }

  const change = (field: 'from' | 'to') => (e: ChangeEvent<HTMLInputElement>) =>
    setPeriod((p) => ({ ...p, [field]: e.target.value }));

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mt-10 mb-4 text-2xl font-bold">
        {t.heading}
      </h2>
      <Card>
        <p className="mb-4 text-muted">{t.intro}</p>
        <div className="grid gap-x-4 sm:grid-cols-2 sm:max-w-lg">
          <TextField
            label={t.from}
            type="date"
            value={period.from}
            max={period.to || undefined}
            onChange={change('from')}
            error={problem?.field === 'from' ? problem.message : undefined}
          />
          <TextField
            label={t.to}
            type="date"
            value={period.to}
            min={period.from || undefined}
            onChange={change('to')}
            error={problem?.field === 'to' ? problem.message : undefined}
          />
        </div>
        {unavailable && (
          <p role="status" className="mb-4 rounded-xl bg-amber-50 p-3 text-amber-900">
            {unavailable}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {BUTTONS.map(({ format, label, Icon }) => (
            <Button
              key={format}
              variant="secondary"
              disabled={Boolean(unavailable) || (download.isPending && busy !== format)}
              pending={busy === format}
              pendingLabel={t.busy}
              onClick={() => start(format)}
            >
              <Icon aria-hidden className="size-5" />
              {label}
            </Button>
          ))}
        </div>
        {download.isError && (
          <p role="alert" className="mt-3 font-medium text-red-800">
            {errorText(download.error, t.error)}
          </p>
        )}
      </Card>
    </section>
  );
}
