import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { parseSmtpUrl, tlsMode } from './smtp-connection';

describe('SMTP_URL (docs/product.md#admin-smtp)', () => {
  it('smtps:// is TLS from the first byte, on 465 unless a port is given', () => {
    expect(parseSmtpUrl('smtps://envio%40example.com:p%2Fss@mail.example.com')).toEqual({
      host: 'mail.example.com',
      port: 465,
      user: 'envio@example.com',
      password: 'p/ss',
      tls: 'implicit',
    });
  });

  it('smtp:// uses STARTTLS when the server offers it, on 587 unless a port is given', () => {
    expect(parseSmtpUrl('smtp://u:p@localhost:1025')).toMatchObject({
      host: 'localhost',
      port: 1025,
      tls: 'opportunistic',
    });
    expect(parseSmtpUrl('smtp://u:p@mail.example.com').port).toBe(587);
  });

  it('a malformed value stops the start, naming the setting', () => {
    for (const bad of ['http://mail.example.com', 'smtp://', 'mail.example.com:587', 'smtp://a b@host']) {
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow(/SMTP_URL/);
    }
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@host:25' }).smtpUrl).toBe('smtp://u:p@host:25');
  });
});

describe('the screen’s secure connection', () => {
  it('is TLS from the start on 465, STARTTLS required elsewhere, plain when off', () => {
    expect(tlsMode({ smtpSecure: true, smtpPort: 465 })).toBe('implicit');
    expect(tlsMode({ smtpSecure: true, smtpPort: 587 })).toBe('starttls');
    expect(tlsMode({ smtpSecure: false, smtpPort: 465 })).toBe('none');
  });
});
