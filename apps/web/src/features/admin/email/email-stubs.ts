import type { EmailTemplate, OutboxEmail, SmtpSettings } from '@neurobridge/shared/api/admin-email';

/** Answers of the e-mail server screen and the outbox (component tests). */
export function sampleSmtpSettings(overrides: Partial<SmtpSettings> = {}): SmtpSettings {
  return {
    smtp_host: 'smtp.exemplo.com',
    smtp_port: 587,
    smtp_user: 'envios@exemplo.com',
    smtp_password: '••••••••1234',
    smtp_secure: true,
    from_name: 'NeuroBridge',
    from_email: 'nao-responda@exemplo.com',
    is_active: true,
    locked: false,
    delivery: 'smtp',
    ...overrides,
  };
}

export const blankSmtpSettings = sampleSmtpSettings({
  smtp_host: '',
  smtp_user: '',
  smtp_password: '',
  from_email: '',
  delivery: 'not_configured',
});

export const sampleTemplates: EmailTemplate[] = [
  {
    template_type: 'professional_invitation',
    template_name: 'Convite para profissional',
    description: 'Enviado ao profissional convidado por uma família, com o link do convite.',
    is_enabled: true,
  },
  {
    template_type: 'payment_confirmed',
    template_name: 'Pagamento confirmado',
    description: 'Enviado quando um pagamento é aprovado.',
    is_enabled: true,
  },
];

export function sampleOutboxEmail(overrides: Partial<OutboxEmail> = {}): OutboxEmail {
  return {
    id: 1,
    to: 'terapeuta@example.com',
    template_type: 'professional_invitation',
    subject: 'Convite para acompanhar Lia no NeuroBridge',
    status: 'sent',
    attempts: 1,
    last_error: null,
    created_at: '2026-11-20T12:00:00.000Z',
    sent_at: '2026-11-20T12:00:05.000Z',
    next_attempt_at: null,
    ...overrides,
  };
}
