import { formatBRL, formatDate } from '@neurobridge/shared/domain/format';
import type { AccessAfterRefund } from '@neurobridge/shared/domain/refund';
import { escapeHtml, headerLine, htmlDocument, paragraphHtml, type RenderedEmail } from './templates';

/** The e-mails about a parent's subscription (docs/product.md#subscription-e-mails). */

interface EmailParts {
  subject: string;
  name: string;
  paragraphs: string[];
  linkIntro: string;
  /** `${appUrl}/subscription`. */
  link: string;
}

const SIGNATURE = 'Equipe NeuroBridge';

function greeting(name: string): string {
  const clean = headerLine(name);
  return clean ? `Olá, ${clean}!` : 'Olá!';
}

function render({ subject, name, paragraphs, linkIntro, link }: EmailParts): RenderedEmail {
  const before = [greeting(name), ...paragraphs];
  const safeLink = escapeHtml(link);
  return {
    subject: headerLine(subject),
    text: [...before, `${linkIntro}\n${link}`, SIGNATURE].join('\n\n'),
    html: htmlDocument([
      ...before.map(paragraphHtml),
      `<p>${escapeHtml(linkIntro)}<br><a href="${safeLink}">${safeLink}</a></p>`,
      paragraphHtml(SIGNATURE),
    ]),
  };
}

export interface PaymentConfirmedEmailInput {
  /** The parent's name; blank for a greeting without one. */
  name: string;
  planName: string;
  amount: number;
  /** The new end of the subscription. */
  endDate: Date;
  link: string;
}

/** `payment_confirmed`: sent when a payment activates or renews a plan. */
export function paymentConfirmedEmail(input: PaymentConfirmedEmailInput): RenderedEmail {
  const plan = headerLine(input.planName);
  return render({
    subject: `Pagamento confirmado: ${plan}`,
    name: input.name,
    paragraphs: [
      `Recebemos o seu pagamento de ${formatBRL(input.amount)} e o ${plan} está ativo até ${formatDate(input.endDate)}.`,
      'Se mudar de ideia, cancele em até 7 dias e devolvemos o valor.',
    ],
    linkIntro: 'Veja os detalhes da sua assinatura:',
    link: input.link,
  });
}

export interface TrialEndingEmailInput {
  name: string;
  endDate: Date;
  link: string;
}

/** `trial_ending`: 3 days before the free trial ends. */
export function trialEndingEmail(input: TrialEndingEmailInput): RenderedEmail {
  const date = formatDate(input.endDate);
  return render({
    subject: `Seu período de teste termina em ${date}`,
    name: input.name,
    paragraphs: [
      `Seu período de teste do NeuroBridge termina em ${date}.`,
      'Para desbloquear mais atividades, escolha um plano quando quiser. Nada é cobrado sem a sua escolha.',
    ],
    linkIntro: 'Veja os planos:',
    link: input.link,
  });
}

/** "o Plano Anual", or the access itself when the plan has no name (admin_granted). */
function planPhrase(planName: string | null | undefined): string {
  const plan = planName ? headerLine(planName) : '';
  return plan ? `o seu ${plan}` : 'o seu acesso ao NeuroBridge';
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface SubscriptionEndingEmailInput {
  name: string;
  /** The plan's name; absent for a plan without one (access granted by the team). */
  planName?: string | null;
  endDate: Date;
  link: string;
}

/** `subscription_ending`: 3 days before a plan (paid, granted or cancelled) ends. */
export function subscriptionEndingEmail(input: SubscriptionEndingEmailInput): RenderedEmail {
  const date = formatDate(input.endDate);
  return render({
    subject: `Sua assinatura termina em ${date}`,
    name: input.name,
    paragraphs: [
      `${capitalize(planPhrase(input.planName))} termina em ${date}. Depois dessa data, ficam liberadas só as atividades gratuitas.`,
      'Para continuar com todas as atividades, renove quando quiser. Nada é renovado automaticamente.',
    ],
    linkIntro: 'Veja a sua assinatura:',
    link: input.link,
  });
}

export interface SubscriptionEndedEmailInput {
  name: string;
  /** What ended: the free trial or a plan. */
  kind: 'trial' | 'plan';
  /** The plan's name (kind 'plan'); absent for a plan without one. */
  planName?: string | null;
  endDate: Date;
  link: string;
}

/** `subscription_ended`: once the trial or the plan has ended. */
export function subscriptionEndedEmail(input: SubscriptionEndedEmailInput): RenderedEmail {
  const date = formatDate(input.endDate);
  const trial = input.kind === 'trial';
  return render({
    subject: trial ? 'Seu período de teste terminou' : 'Sua assinatura terminou',
    name: input.name,
    paragraphs: [
      trial
        ? `Seu período de teste do NeuroBridge terminou em ${date}.`
        : `${capitalize(planPhrase(input.planName))} terminou em ${date}.`,
      'As atividades gratuitas continuam liberadas e o progresso das crianças fica guardado. Para liberar as demais, escolha um plano quando quiser.',
    ],
    linkIntro: 'Veja os planos:',
    link: input.link,
  });
}

export interface PaymentRefundedEmailInput {
  name: string;
  planName: string;
  amount: number;
  /** Who asked for the refund: the family itself, or the team (docs/product.md#admin-payments). */
  by: 'family' | 'admin';
  /** What is left of the access after it (docs/product.md#refunded-plan). */
  access: AccessAfterRefund;
  link: string;
}

/**
 * `payment_refunded`: sent once when a refund within the 7-day guarantee is asked of Mercado Pago,
 * by the family's own cancel or by the team (docs/product.md#money-back).
 */
export function paymentRefundedEmail(input: PaymentRefundedEmailInput): RenderedEmail {
  const plan = headerLine(input.planName) || 'plano';
  const amount = formatBRL(input.amount);
  const { access } = input;
  return render({
    subject: `Reembolso de ${amount} solicitado`,
    name: input.name,
    paragraphs: [
      input.by === 'family'
        ? `Como você pediu, cancelamos o ${plan} e solicitamos o reembolso de ${amount}.`
        : `A equipe NeuroBridge cancelou o ${plan} e solicitou o reembolso de ${amount}.`,
      access.kind === 'paid'
        ? `Você mantém o acesso ao período já pago até ${formatDate(access.until)}.`
        : access.kind === 'trial'
          ? `O acesso ao plano terminou. Seu teste grátis continua até ${formatDate(access.until)}.`
          : 'O acesso ao plano terminou; as atividades gratuitas continuam liberadas e o progresso das crianças fica guardado.',
      'O valor volta pela mesma forma de pagamento usada, no prazo do meio de pagamento.',
    ],
    linkIntro: 'Veja a sua assinatura:',
    link: input.link,
  });
}
