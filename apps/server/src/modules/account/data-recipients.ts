import type { DataRecipient } from '@neurobridge/shared/api/account';
import type { AppConfig } from '../../config';
import type { AccountRole } from '../auth/session-service';
import type { PaymentMode } from '../payments/payment-provider';

/** What this installation uses, as read from its configuration and settings. */
export interface Installation {
  config: Pick<AppConfig, 'oidc' | 'devIdp'>;
  /** How payments run now: Mercado Pago (environment or admin screen), the demo, or none. */
  payments: PaymentMode;
  /** An AI key is stored and the chat or the report text is turned on. */
  aiInUse: boolean;
  /** The SMTP server e-mails are delivered through, when one is set and on. */
  smtpHost: string | null;
}

/** A professional with active access to one of the person's children, and which children. */
export interface ProfessionalRecipient {
  name: string;
  email: string;
  children: string[];
}

const provider = (kind: DataRecipient['kind'], name: string, purpose: string, external: boolean): DataRecipient => ({
  kind,
  name,
  purpose,
  external,
  email: null,
  children: [],
});

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Who receives the person's data (docs/product.md#my-account): each provider this installation
 * really uses, or the local stand-in that keeps the data on this server; for a parent, each
 * professional with active access to a child. A professional pays nothing, so no payment
 * provider; the families a professional works with are not recipients of the professional's data.
 */
export function dataRecipients(
  role: AccountRole | null,
  { config, payments, aiInUse, smtpHost }: Installation,
  professionals: ProfessionalRecipient[],
): DataRecipient[] {
  const list: DataRecipient[] = [];
  list.push(
    config.oidc
      ? provider(
          'identity_provider',
          `Provedor de login (${hostOf(config.oidc.issuer)})`,
          'Confirma quem você é ao entrar e nos envia seu nome, e-mail e foto.',
          true,
        )
      : provider(
          'identity_provider',
          'Login de desenvolvimento (nenhum dado sai deste servidor)',
          'Confirma quem você é ao entrar.',
          false,
        ),
  );
  if (role !== 'professional') {
    list.push(
      payments === 'mercado_pago'
        ? provider(
            'payment_provider',
            'Mercado Pago',
            'Processa o pagamento da assinatura: recebe o plano, o valor e os dados que você informa ao pagar.',
            true,
          )
        : provider(
            'payment_provider',
            payments === 'demo'
              ? 'Pagamento simulado de demonstração (nenhum dado sai deste servidor)'
              : 'Nenhum: pagamentos não estão ativos nesta instalação',
            'Registra o plano escolhido e o pagamento.',
            false,
          ),
    );
  }
  list.push(
    aiInUse
      ? provider(
          'ai_provider',
          'OpenAI',
          'Responde no assistente e pode redigir o texto dos relatórios: recebe suas mensagens e o primeiro nome e a faixa etária da criança, nunca o diagnóstico.',
          true,
        )
      : provider(
          'ai_provider',
          'Assistente offline (nenhum dado sai deste servidor)',
          'Responde no assistente a partir de respostas preparadas pela equipe.',
          false,
        ),
  );
  list.push(
    smtpHost
      ? provider(
          'email_provider',
          `Servidor de e-mail (${smtpHost})`,
          'Entrega os e-mails do NeuroBridge (convites, avisos da assinatura): recebe seu endereço e o texto da mensagem.',
          true,
        )
      : provider(
          'email_provider',
          'Caixa de saída local (nenhum e-mail sai deste servidor)',
          'Guarda os e-mails do NeuroBridge (convites, avisos da assinatura) neste servidor.',
          false,
        ),
  );
  for (const pro of professionals) {
    list.push({
      kind: 'professional',
      name: pro.name,
      purpose: 'Acompanha a criança: vê o perfil, o progresso e registra atividades e sessões.',
      external: true,
      email: pro.email,
      children: pro.children,
    });
  }
  return list;
}
