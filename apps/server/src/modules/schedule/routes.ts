import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { scheduleChangesApi } from '@neurobridge/shared/api/schedule-changes';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { sendPdf } from '../reports/pdf/send';
import type { ScheduleService } from './schedule-service';

/** The weekly calendar (docs/product.md#calendar); who may do what is in each route's contract. */
export const scheduleRoutes: FastifyPluginAsync<{ schedule: ScheduleService }> = async (app, { schedule }) => {
  route(app, scheduleApi.list, ({ child }) => schedule.list(child.child.id));
  route(app, scheduleChangesApi.add, ({ child, body }) => schedule.add(child, body));
  route(app, scheduleApi.complete, ({ child, params, body }) =>
    schedule.complete(child.child, params.entryId, body?.completed_at),
  );
  route(app, scheduleChangesApi.move, ({ child, params, body }) => schedule.move(child.child.id, params.entryId, body));
  route(app, scheduleChangesApi.remove, ({ child, params, body, user }) =>
    schedule.remove(child.child.id, params.entryId, body?.reason, user.id),
  );
  route(app, scheduleApi.rewards, ({ child }) => schedule.rewards(child.child.id));
  route(app, scheduleApi.printableWeek, async ({ child, reply }) =>
    sendPdf(reply, await schedule.printableWeek(child.child)),
  );
};
