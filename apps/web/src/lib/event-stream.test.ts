import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from './event-stream';

/** A body delivered in exactly these pieces, as a network may split it. */
function body(pieces: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of pieces) c.enqueue(encoder.encode(p));
      c.close();
    },
  });
}

async function read(pieces: string[]) {
  const events: StreamEvent[] = [];
  await readEventStream(body(pieces), (e) => events.push(e));
  return events;
}

describe('readEventStream', () => {
  it('events split across pieces, CRLF line ends, comments and an event without a name', async () => {
    expect(
      await read([
        ': keep-alive\n\nevent: del',
        'ta\r\ndata: {"text":"Olá "}\r\n\r\nevent: delta\ndata: {"text":"😊"}\n',
        '\ndata: plain\n\nevent: done\ndata: {"source":"ai"}',
      ]),
    ).toEqual([
      { event: 'delta', data: { text: 'Olá ' } },
      { event: 'delta', data: { text: '😊' } },
      { event: 'message', data: 'plain' },
      { event: 'done', data: { source: 'ai' } },
    ]);
  });

  it('a multi-byte character cut in two pieces comes out whole', async () => {
    const encoded = new TextEncoder().encode('event: delta\ndata: {"text":"é"}\n\n');
    const split = encoded.indexOf(0xc3) + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(encoded.slice(0, split));
        c.enqueue(encoded.slice(split));
        c.close();
      },
    });
    const events: StreamEvent[] = [];
    await readEventStream(stream, (e) => events.push(e));
    expect(events).toEqual([{ event: 'delta', data: { text: 'é' } }]);
  });
});
