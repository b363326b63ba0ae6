import { ApiError, OnboardingTempData } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';

/** Onboarding calls (product spec §7). The wizard's save calls come with the onboarding issue. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/onboarding/getTempData',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'The name to greet a verified, signed-in user with',
        response: { 200: OnboardingTempData, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => ({ name: requireAuth(request).user.name }),
  );
};
