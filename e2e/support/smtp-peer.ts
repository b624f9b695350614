import {
  PEER_PASSWORD,
  PEER_USER,
  startSmtpPeer as startPeer,
  type ReceivedMail,
} from '../../apps/server/src/modules/mail/smtp-peer-testing';

/**
 * A real SMTP server for the browser journeys (docs/product.md#admin-smtp): the server tests' peer
 * (plain SMTP on a random port of 127.0.0.1, no STARTTLS, one login), with what the screen needs.
 */
export interface SmtpPeer {
  host: string;
  port: number;
  user: string;
  password: string;
  /** The messages received so far for `address`. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const peer = await startPeer();
  return {
    host: '127.0.0.1',
    port: peer.port,
    user: PEER_USER,
    password: PEER_PASSWORD,
    to: (address) => peer.received.filter((m) => m.rcptTo.includes(address.toLowerCase())),
    close: () => peer.close(),
  };
}
