import type { EmailTemplate } from '@neurobridge/shared/api/admin-email';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { smtpMessages as m } from './messages';

/** Each template's on/off switch with its name and description (docs/product.md#admin-smtp). */
export function TemplateSwitches({
  templates,
  onToggle,
}: {
  templates: EmailTemplate[];
  onToggle: (type: string, enabled: boolean) => void;
}) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {m.templates}
      </h2>
      <p className="mb-3 text-sm text-muted">{m.templatesIntro}</p>
      {templates.length === 0 ? (
        <p className="text-muted">{m.templatesEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {templates.map((t) => (
            <li key={t.template_type} className="flex min-h-12 items-start gap-3 py-3">
              <input
                id={`${id}-${t.template_type}`}
                type="checkbox"
                role="switch"
                className="mt-1 size-6 shrink-0 accent-brand-600"
                aria-describedby={`${id}-${t.template_type}-desc`}
                checked={t.is_enabled}
                onChange={(e) => onToggle(t.template_type, e.target.checked)}
              />
              <div>
                <label htmlFor={`${id}-${t.template_type}`} className="font-semibold">
                  {t.template_name}
                </label>
                <p id={`${id}-${t.template_type}-desc`} className="text-sm text-muted">
                  {t.description}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
