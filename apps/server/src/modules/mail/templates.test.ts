import { describe, expect, it } from 'vitest';
import { escapeHtml, headerLine, joinNames, professionalInvitationEmail } from './templates';

describe('e-mail text helpers', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('joins names the pt-BR way', () => {
    expect(joinNames(['Ana'])).toBe('Ana');
    expect(joinNames(['Ana', 'Bia'])).toBe('Ana e Bia');
    expect(joinNames(['Ana', 'Bia', 'Caio'])).toBe('Ana, Bia e Caio');
  });

  it('keeps a header on one line', () => {
    expect(headerLine('Convite\r\nBcc: alguem@example.com\t ok')).toBe('Convite Bcc: alguem@example.com ok');
  });
});

describe('the professional invitation e-mail', () => {
  const base = {
    parentName: 'Marta',
    childNames: ['Ana\nBcc: x@example.com'],
    link: 'https://app.example/accept-invitation/abc_DEF-123',
    expiresAt: new Date('2026-06-22T15:00:00Z'),
  };

  it('has a one-line subject even when a name has a line break', () => {
    expect(professionalInvitationEmail(base).subject).toBe(
      'Convite para acompanhar Ana Bcc: x@example.com no NeuroBridge',
    );
  });

  it('gives the link, the expiry date (São Paulo) and the message in text and HTML', () => {
    const mail = professionalInvitationEmail({ ...base, childNames: ['Ana'], message: 'Até <segunda>!' });
    expect(mail.text).toContain('https://app.example/accept-invitation/abc_DEF-123');
    expect(mail.text).toContain('22/06/2026');
    expect(mail.text).toContain('Mensagem de Marta:\nAté <segunda>!');
    expect(mail.html).toContain('Até &lt;segunda&gt;!');
    expect(mail.html).toContain('<a href="https://app.example/accept-invitation/abc_DEF-123">');
    expect(mail.html.startsWith('<!doctype html><html lang="pt-BR">')).toBe(true);
  });

  it('leaves the message paragraph out when there is none or it is blank', () => {
    expect(professionalInvitationEmail({ ...base, message: '   ' }).text).not.toContain('Mensagem de');
  });
});
