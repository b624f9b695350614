import { z } from 'zod';
import { endpoint } from './contract';

export const healthResponse = z.object({ status: z.literal('ok') });
/** Ready, or why not: `unavailable` with `reason` (docs/product.md#start-and-stop). */
export const readyResponse = z.object({
  status: z.enum(['ready', 'shutting_down', 'unavailable']),
  database: z.enum(['pglite', 'postgres']).optional(),
  reason: z.enum(['database']).optional(),
});
/**
 * What the interface needs to label the stand-ins in use (docs/product.md#running-modes), and the
 * support contact: the e-mail server's sender address, null without one (docs/product.md#support-contact).
 */
export const appInfo = z.object({
  devSignIn: z.boolean(),
  production: z.boolean(),
  supportEmail: z.string().nullable(),
});
export type AppInfo = z.infer<typeof appInfo>;

export const systemApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'health',
    status: 200,
    response: healthResponse,
  }),
  /** Fails (503) once shutdown starts or the database is unreachable, so a load balancer stops sending traffic. */
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tag: 'health',
    status: 200,
    response: readyResponse,
  }),
  appInfo: endpoint({
    method: 'GET',
    path: '/api/app-info',
    access: 'public',
    tag: 'health',
    status: 200,
    response: appInfo,
  }),
};
