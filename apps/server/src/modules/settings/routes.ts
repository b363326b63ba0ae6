import {
  ApiError,
  CommunitySettings,
  ExpertiseSettings,
  GeneralSettings,
  GoalsSettings,
  LanguagesSettings,
  UpdateCommunitySettings,
  UpdateGeneralSettings,
  UpdateLanguagesSettings,
  UpdateUiLanguage,
} from '@pathwise/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { SettingsService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/**
 * `GET`/`PUT /api/settings/<section>` (docs/product.md#1115-settings-that-save): each section of the settings page
 * read and saved on its own, for the signed-in, verified account. Every `PUT` answers the
 * section as saved. Expertise is for mentors; languages and goals follow the caller's role.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/settings/general',
    {
      schema: {
        tags: ['settings'],
        summary: 'Display name, account email, time zone and interface language',
        response: { 200: GeneralSettings, ...errors },
      },
    },
    async (request) => settings.getGeneral(requireAuth(request).user),
  );
  app.put(
    '/settings/general',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save the display name, time zone and interface language',
        body: UpdateGeneralSettings,
        response: { 200: GeneralSettings, ...errors },
      },
    },
    async (request) => settings.updateGeneral(requireAuth(request).user, request.body),
  );
  app.put(
    '/settings/language',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save the interface language alone (the language switcher)',
        body: UpdateUiLanguage,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await settings.updateUiLanguage(requireAuth(request).user, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/settings/languages',
    {
      schema: {
        tags: ['settings'],
        summary: 'The languages the mentor mentors in, or the mentee wants to be mentored in',
        response: { 200: LanguagesSettings, ...errors },
      },
    },
    async (request) => settings.getLanguages(requireAuth(request).user),
  );
  app.put(
    '/settings/languages',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save the languages (a mentor’s show in the directory at once)',
        body: UpdateLanguagesSettings,
        response: { 200: LanguagesSettings, ...errors },
      },
    },
    async (request) => settings.updateLanguages(requireAuth(request).user, request.body),
  );

  app.get(
    '/settings/goals',
    {
      schema: {
        tags: ['settings'],
        summary: 'The mentor goal or the mentee goal of onboarding',
        response: { 200: GoalsSettings, ...errors },
      },
    },
    async (request) => settings.getGoals(requireAuth(request).user),
  );
  app.put(
    '/settings/goals',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save the goal (the onboarding step’s options of the caller’s role)',
        body: GoalsSettings,
        response: { 200: GoalsSettings, ...errors },
      },
    },
    async (request) => settings.updateGoals(requireAuth(request).user, request.body),
  );

  app.get(
    '/settings/expertise',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['settings'],
        summary: 'A mentor’s niche, skills text, certification and Ask an Expert opt-in',
        response: { 200: ExpertiseSettings, ...errors },
      },
    },
    async (request) => settings.getExpertise(requireAuth(request).user),
  );
  app.put(
    '/settings/expertise',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['settings'],
        summary: 'Save a mentor’s expertise and domains',
        body: ExpertiseSettings,
        response: { 200: ExpertiseSettings, ...errors },
      },
    },
    async (request) => settings.updateExpertise(requireAuth(request).user, request.body),
  );

  app.get(
    '/settings/community',
    {
      schema: {
        tags: ['settings'],
        summary: 'The circles the person is in and whether member lists name them',
        response: { 200: CommunitySettings, ...errors },
      },
    },
    async (request) => settings.getCommunity(requireAuth(request).user),
  );
  app.put(
    '/settings/community',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save whether circle member lists name the person',
        body: UpdateCommunitySettings,
        response: { 200: CommunitySettings, ...errors },
      },
    },
    async (request) => settings.updateCommunity(requireAuth(request).user, request.body),
  );
};
