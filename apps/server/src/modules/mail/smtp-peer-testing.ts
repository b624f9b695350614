import { simpleParser, type ParsedMail } from 'mailparser';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { SmtpSettingsBody } from '@neurobridge/shared/api/admin-email';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * A real SMTP server on a random local port for the tests (smtp-server), every message it accepts
 * parsed with mailparser. It can refuse the next messages with a code, or run TLS with a
 * self-signed certificate made for `localhost` on the spot (openssl), which a test's transport
 * trusts through `ca`: certificates are never left unchecked.
 */

export interface ReceivedMail {
  parsed: ParsedMail;
  /** The SMTP envelope: who the peer was told it is from and to. */
  mailFrom: string;
  rcptTo: string[];
  /** The login used. */
  user: string | undefined;
  /** Whether the conversation was encrypted (TLS from the start or after STARTTLS). */
  secure: boolean;
}

export interface SmtpPeer {
  port: number;
  received: ReceivedMail[];
  /** Refuses the next `times` recipients with this answer (e.g. 451 or 550). */
  refuseNext(times: number, code: number, message?: string): void;
  close(): Promise<void>;
}

export const PEER_USER = 'smtp-user';
export const PEER_PASSWORD = 'smtp-password-1234';

/** The e-mail server screen filled in for a peer on this local port (plain SMTP, its login). */
export const peerSettings = (port: number, overrides: Partial<SmtpSettingsBody> = {}): SmtpSettingsBody => ({
  smtp_host: '127.0.0.1',
  smtp_port: port,
  smtp_user: PEER_USER,
  smtp_password: PEER_PASSWORD,
  smtp_secure: false,
  from_name: 'NeuroBridge',
  from_email: 'contato@neurobridge.example',
  is_active: true,
  ...overrides,
});

let selfSigned: { key: string; cert: string } | null = null;
/** A key and certificate for `localhost` and 127.0.0.1, made once per test file. */
export function localhostCertificate(): { key: string; cert: string } {
  if (selfSigned) return selfSigned;
  const pem = execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      '-',
      '-out',
      '-',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const key = pem.match(/-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/)![0];
  const cert = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/)![0];
  selfSigned = { key, cert };
  return selfSigned;
}

/**
 * `tls`: `none` (no STARTTLS offered), `starttls` (offered) or `implicit` (TLS from the first byte).
 * The login must be PEER_USER / PEER_PASSWORD.
 */
export async function startSmtpPeer({
  tls = 'none',
}: { tls?: 'none' | 'starttls' | 'implicit' } = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const refusals: { code: number; message: string }[] = [];
  const options: SMTPServerOptions = {
    logger: false,
    secure: tls === 'implicit',
    ...(tls === 'none' ? { disabledCommands: ['STARTTLS'], allowInsecureAuth: true } : localhostCertificate()),
    onAuth(auth, _session, callback) {
      if (auth.username === PEER_USER && auth.password === PEER_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      const refusal = refusals.shift();
      if (refusal) callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            parsed,
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            secure: session.secure,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    refuseNext(times, code, message = 'Tente mais tarde') {
      for (let i = 0; i < times; i += 1) refusals.push({ code, message });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port where nothing listens: a peer started and closed at once. */
export async function closedPort(): Promise<number> {
  const peer = await startSmtpPeer();
  await peer.close();
  return peer.port;
}
