import { onboardingApi } from '@neurobridge/shared/api/onboarding';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { OnboardingService } from './onboarding-service';

/** The account's role, chosen once after the first sign-in (docs/product.md#onboarding). */
export const onboardingRoutes: FastifyPluginAsync<{ onboarding: OnboardingService }> = async (app, { onboarding }) => {
  route(app, onboardingApi.complete, ({ user, body }) => onboarding.complete(user, body));
};
