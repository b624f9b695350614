import type { FastifyReply } from 'fastify';

export interface Download {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

/** A file download: the browser saves it under `filename` (ASCII only, see `fileSlug`). */
export function sendDownload(reply: FastifyReply, { filename, contentType, body }: Download): FastifyReply {
  return reply
    .status(200)
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}

export function sendPdf(reply: FastifyReply, file: { filename: string; body: Buffer }): FastifyReply {
  return sendDownload(reply, { ...file, contentType: 'application/pdf' });
}
