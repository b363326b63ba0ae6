import {
  ApiError,
  OnboardingState,
  OnboardingTempData,
  SaveOnboardingStep,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { OnboardingService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 409: ApiError };

/**
 * Onboarding calls (docs/product.md#7-api, docs/product.md#72-onboarding-api), for verified accounts only:
 * the greeting name, the saved state, saving one step, and finishing.
 */
export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (
  app,
  { onboarding },
) => {
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

  app.get(
    '/onboarding',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'The role, every saved answer, the step to resume at and the review state',
        response: { 200: OnboardingState, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => onboarding.getState(requireAuth(request).user.id),
  );

  app.post(
    '/onboarding/save',
    {
      schema: {
        tags: ['onboarding'],
        summary:
          'Save one step: `{step, data: {<step key>: answers}}`; step 2 (and 5) set the role',
        body: SaveOnboardingStep,
        response: { 200: OnboardingState, ...errors },
      },
    },
    async (request) => onboarding.save(requireAuth(request).user.id, request.body),
  );

  app.post(
    '/onboarding/complete',
    {
      schema: {
        tags: ['onboarding'],
        summary:
          'Finish onboarding: writes the mentee profile, or submits the mentor profile for review',
        response: { 200: OnboardingState, ...errors },
      },
    },
    async (request) => onboarding.complete(requireAuth(request).user),
  );
};
