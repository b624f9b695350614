import { DEFAULT_SERVER_PLANS } from '@neurobridge/shared/domain/plans';
import { durationLabel } from '@neurobridge/shared/domain/plans';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appSettings } from '../schema/admin';
import { plans } from '../schema/billing';
import { emailTemplates } from '../schema/mail';
import { APP_SETTING_DEFAULTS } from '../../modules/settings/settings-service';

export const DEFAULT_EMAIL_TEMPLATES = [
  {
    templateType: 'professional_invitation',
    templateName: 'Convite para profissional',
    description: 'Enviado quando um responsável convida um profissional.',
  },
  {
    templateType: 'trial_ending',
    templateName: 'Fim do período de teste',
    description: 'Aviso quando faltam 3 dias para o fim do teste.',
  },
  {
    templateType: 'payment_confirmed',
    templateName: 'Pagamento confirmado',
    description: 'Confirmação de assinatura após o pagamento.',
  },
  {
    templateType: 'subscription_ending',
    templateName: 'Fim da assinatura em breve',
    description: 'Aviso quando faltam 3 dias para o fim do plano.',
  },
  {
    templateType: 'subscription_ended',
    templateName: 'Assinatura encerrada',
    description: 'Aviso quando o teste ou o plano termina.',
  },
  {
    templateType: 'admin_notification',
    templateName: 'Mensagem do administrador',
    description: 'E-mail enviado pelo painel administrativo.',
  },
  {
    templateType: 'account_deleted',
    templateName: 'Conta excluída',
    description: 'Aviso à pessoa cuja conta foi excluída, por ela mesma ou pela administração.',
  },
  {
    templateType: 'professional_access_ended',
    templateName: 'Acesso de profissional encerrado',
    description: 'Aviso ao profissional cujo acesso às crianças a administração encerrou, com o motivo.',
  },
  {
    templateType: 'professional_access_ended_family',
    templateName: 'Acesso de profissional encerrado (família)',
    description: 'Aviso à família quando a administração encerra o acesso de um profissional às suas crianças.',
  },
  {
    templateType: 'admin_invitation',
    templateName: 'Convite para a equipe',
    description: 'Enviado quando um proprietário convida alguém para a equipe de administração.',
  },
  {
    templateType: 'payment_refunded',
    templateName: 'Reembolso solicitado',
    description: 'Aviso de reembolso dentro da garantia de 7 dias, pedido pela família ou pela administração.',
  },
];

/** Idempotent defaults: inserted when missing, never overwriting what an admin changed. */
export async function seedDefaults(db: Db): Promise<void> {
  await db
    .insert(appSettings)
    .values(Object.entries(APP_SETTING_DEFAULTS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  await db
    .insert(plans)
    .values(
      DEFAULT_SERVER_PLANS.map((p, i) => ({
        id: p.id,
        name: p.name,
        months: p.months,
        price: p.price.toFixed(2),
        billingCycle: `a cada ${durationLabel(p.months)}`,
        description: `Acesso por ${durationLabel(p.months)}.`,
        popular: p.popular ?? false,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  await db.insert(emailTemplates).values(DEFAULT_EMAIL_TEMPLATES).onConflictDoNothing();
  await db.execute(sql`insert into smtp_settings (id) values (1) on conflict do nothing`);
  await db.execute(sql`insert into ai_settings (id) values (1) on conflict do nothing`);
  await db.execute(sql`insert into payment_settings (id) values (1) on conflict do nothing`);
}
