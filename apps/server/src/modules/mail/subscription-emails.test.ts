import { describe, expect, it } from 'vitest';
import {
  paymentConfirmedEmail,
  paymentRefundedEmail,
  subscriptionEndedEmail,
  subscriptionEndingEmail,
  trialEndingEmail,
} from './subscription-emails';

const link = 'https://app.example/subscription';
// 15:00 UTC is noon in São Paulo: the date shown is the same day.
const endDate = new Date('2026-06-22T15:00:00Z');
const money = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the payment_confirmed e-mail', () => {
  const mail = paymentConfirmedEmail({ name: 'Marta', planName: 'Plano Anual', amount: 396, endDate, link });

  it('names the plan in the subject', () => {
    expect(mail.subject).toBe('Pagamento confirmado: Plano Anual');
  });

  it('gives the amount, the plan, the end date, the 7-day refund and the link', () => {
    expect(money(mail.text)).toBe(
      [
        'Olá, Marta!',
        'Recebemos o seu pagamento de R$ 396,00 e o Plano Anual está ativo até 22/06/2026.',
        'Se mudar de ideia, cancele em até 7 dias e devolvemos o valor.',
        `Veja os detalhes da sua assinatura:\n${link}`,
        'Equipe NeuroBridge',
      ].join('\n\n'),
    );
    expect(money(mail.html)).toContain(
      '<p>Recebemos o seu pagamento de R$ 396,00 e o Plano Anual está ativo até 22/06/2026.</p>',
    );
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
    expect(mail.html.startsWith('<!doctype html><html lang="pt-BR">')).toBe(true);
  });

  it('shows cents the pt-BR way', () => {
    expect(
      money(paymentConfirmedEmail({ name: 'Marta', planName: 'P', amount: 1234.5, endDate, link }).text),
    ).toContain('R$ 1.234,50');
  });

  it('greets without a name when there is none', () => {
    expect(paymentConfirmedEmail({ name: '  ', planName: 'P', amount: 1, endDate, link }).text).toMatch(/^Olá!\n/);
  });
});

describe('the trial_ending e-mail', () => {
  const mail = trialEndingEmail({ name: 'Marta', endDate, link });

  it('gives the end date in the subject and the text', () => {
    expect(mail.subject).toBe('Seu período de teste termina em 22/06/2026');
    expect(mail.text).toContain('Olá, Marta!\n\nSeu período de teste do NeuroBridge termina em 22/06/2026.');
    expect(mail.text).toContain(`Veja os planos:\n${link}`);
    expect(mail.html).toContain('<p>Seu período de teste do NeuroBridge termina em 22/06/2026.</p>');
    expect(mail.html).toContain(`<a href="${link}">`);
  });
});

describe('the subscription_ending e-mail', () => {
  it('names the plan and the end date', () => {
    const mail = subscriptionEndingEmail({ name: 'Marta', planName: 'Plano Semestral', endDate, link });
    expect(mail.subject).toBe('Sua assinatura termina em 22/06/2026');
    expect(mail.text).toContain('O seu Plano Semestral termina em 22/06/2026.');
    expect(mail.text).toContain(`Veja a sua assinatura:\n${link}`);
    expect(mail.html).toContain('<p>O seu Plano Semestral termina em 22/06/2026.');
  });

  it('speaks of the access when the plan has no name (granted by the team)', () => {
    const mail = subscriptionEndingEmail({ name: 'Marta', planName: null, endDate, link });
    expect(mail.text).toContain('O seu acesso ao NeuroBridge termina em 22/06/2026.');
  });
});

describe('the subscription_ended e-mail', () => {
  it('tells a trial has ended', () => {
    const mail = subscriptionEndedEmail({ name: 'Marta', kind: 'trial', endDate, link });
    expect(mail.subject).toBe('Seu período de teste terminou');
    expect(mail.text).toContain('Seu período de teste do NeuroBridge terminou em 22/06/2026.');
    expect(mail.html).toContain('<p>Seu período de teste do NeuroBridge terminou em 22/06/2026.</p>');
    expect(mail.text).toContain(link);
  });

  it('tells a plan has ended', () => {
    const mail = subscriptionEndedEmail({ name: 'Marta', kind: 'plan', planName: 'Plano Anual', endDate, link });
    expect(mail.subject).toBe('Sua assinatura terminou');
    expect(mail.text).toContain('O seu Plano Anual terminou em 22/06/2026.');
    expect(mail.text).not.toContain('teste');
  });
});

describe('names typed by people', () => {
  const name = '<script>alert(1)</script>\nBcc: x@example.com';
  const planName = 'Plano <b>Anual</b>\r\nBcc: y@example.com';
  const mails = [
    paymentConfirmedEmail({ name, planName, amount: 396, endDate, link }),
    trialEndingEmail({ name, endDate, link }),
    subscriptionEndingEmail({ name, planName, endDate, link }),
    subscriptionEndedEmail({ name, kind: 'plan', planName, endDate, link }),
  ];

  it.each(mails.map((mail, i) => [i, mail] as const))('are escaped in the HTML (e-mail %i)', (_i, mail) => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Olá, &lt;script&gt;alert(1)&lt;/script&gt; Bcc: x@example.com!');
    expect(mail.text).toContain('Olá, <script>alert(1)</script> Bcc: x@example.com!');
  });

  it.each(mails.map((mail, i) => [i, mail] as const))('never break the subject (e-mail %i)', (_i, mail) => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('keep the plan name on one line in the subject', () => {
    expect(mails[0]!.subject).toBe('Pagamento confirmado: Plano <b>Anual</b> Bcc: y@example.com');
  });
});

describe('the payment_refunded e-mail (docs/product.md#money-back)', () => {
  const refunded = (by: 'family' | 'admin', access: Parameters<typeof paymentRefundedEmail>[0]['access']) =>
    paymentRefundedEmail({ name: 'Marta', planName: 'Plano Anual', amount: 396, by, access, link });

  it('the family’s own cancel: what was refunded, that the plan ended, how the money returns', () => {
    const mail = refunded('family', { kind: 'none' });
    expect(money(mail.subject)).toBe('Reembolso de R$ 396,00 solicitado');
    expect(money(mail.text)).toBe(
      [
        'Olá, Marta!',
        'Como você pediu, cancelamos o Plano Anual e solicitamos o reembolso de R$ 396,00.',
        'O acesso ao plano terminou; as atividades gratuitas continuam liberadas e o progresso das crianças fica guardado.',
        'O valor volta pela mesma forma de pagamento usada, no prazo do meio de pagamento.',
        `Veja a sua assinatura:\n${link}`,
        'Equipe NeuroBridge',
      ].join('\n\n'),
    );
  });

  it('the team’s refund says so, and what is left: the period paid before, or the trial’s days', () => {
    const paid = money(refunded('admin', { kind: 'paid', until: endDate }).text);
    expect(paid).toContain('A equipe NeuroBridge cancelou o Plano Anual e solicitou o reembolso de R$ 396,00.');
    expect(paid).toContain('Você mantém o acesso ao período já pago até 22/06/2026.');
    const trial = money(refunded('admin', { kind: 'trial', until: endDate }).text);
    expect(trial).toContain('O acesso ao plano terminou. Seu teste grátis continua até 22/06/2026.');
  });

  it('a plan name typed with line breaks stays on one line in the subject and body', () => {
    const mail = paymentRefundedEmail({
      name: 'Marta',
      planName: 'Plano\nAnual',
      amount: 396,
      by: 'family',
      access: { kind: 'none' },
      link,
    });
    expect(mail.text).toContain('cancelamos o Plano Anual e');
    expect(mail.html).not.toContain('<script');
  });
});
