import { z } from 'zod';

/** Every 4xx/5xx body: a pt-BR message the UI shows as is (ARCHITECTURE convention 11). */
export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;
