import {
  REPEATED_TEMPLATE,
  UNKNOWN_TEMPLATE,
  type EmailTemplates,
  type emailTemplatesBody,
} from '@neurobridge/shared/api/admin-email';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema/mail';
import { DEFAULT_EMAIL_TEMPLATES } from '../../db/seed/defaults';
import { HttpError } from '../../lib/http-error';
import type { Acting } from '../../lib/actor';
import { recordAudit } from '../audit/audit-log';

type TemplatesInput = z.output<typeof emailTemplatesBody>;
type TemplateRow = typeof emailTemplates.$inferSelect;

const ORDER: string[] = DEFAULT_EMAIL_TEMPLATES.map((t) => t.templateType);
/** The seed's order; a template added later goes after, by type. */
function byOrder(a: TemplateRow, b: TemplateRow): number {
  const ia = ORDER.indexOf(a.templateType);
  const ib = ORDER.indexOf(b.templateType);
  if (ia !== ib) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib) || 0;
  return a.templateType < b.templateType ? -1 : a.templateType > b.templateType ? 1 : 0;
}

/**
 * The e-mail templates and their on/off switch (docs/product.md#admin-smtp). A template switched
 * off is not queued (mail/outbox.ts). Only the switch changes here; each change is audited.
 */
export function createEmailTemplatesService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  async function list(tx: Db = db): Promise<EmailTemplates> {
    const rows = await tx.select().from(emailTemplates);
    return {
      templates: rows.sort(byOrder).map((r) => ({
        template_type: r.templateType,
        template_name: r.templateName,
        description: r.description,
        is_enabled: r.isEnabled,
      })),
    };
  }

  return {
    list: () => list(),

    async save(input: TemplatesInput, acting: Acting): Promise<EmailTemplates> {
      const types = input.templates.map((t) => t.template_type);
      if (new Set(types).size !== types.length) throw new HttpError(400, REPEATED_TEMPLATE);
      return db.transaction(async (tx) => {
        const rows = await tx.select().from(emailTemplates).for('update');
        const byType = new Map(rows.map((r) => [r.templateType, r]));
        // Every type checked before any write: a refused list changes nothing.
        if (types.some((type) => !byType.has(type))) throw new HttpError(400, UNKNOWN_TEMPLATE);
        const changes: Record<string, { old: boolean; new: boolean }> = {};
        for (const sent of input.templates) {
          const before = byType.get(sent.template_type)!;
          if (before.isEnabled === sent.is_enabled) continue;
          changes[sent.template_type] = { old: before.isEnabled, new: sent.is_enabled };
          await tx
            .update(emailTemplates)
            .set({ isEnabled: sent.is_enabled, updatedAt: clock.now() })
            .where(eq(emailTemplates.templateType, sent.template_type));
        }
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, clock, {
            actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
            from: acting.from,
            action: 'settings.changed',
            target: { type: 'settings', id: 'email_templates' },
            details: { changes },
          });
        }
        return list(tx);
      });
    },
  };
}

export type EmailTemplatesService = ReturnType<typeof createEmailTemplatesService>;
