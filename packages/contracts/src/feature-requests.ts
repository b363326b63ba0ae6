import { z } from 'zod';
import { multiLineText, singleLineText } from './text.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Feature requests (docs/product.md#1281-feature-requests; `/dashboard/feature-request` and
 * `/dashboard_mentor/feature-request`): stored, then mailed to `SUPPORT_EMAIL`.
 */

export const FEATURE_REQUEST_TITLE_MAX_LENGTH = 120;
export const FEATURE_REQUEST_DESCRIPTION_MAX_LENGTH = 2000;
/** Requests a person may send per hour. */
export const FEATURE_REQUESTS_PER_HOUR = 10;

/** `POST /api/feature-requests` body. */
export const CreateFeatureRequest = lazySchema(() =>
  z.object({
    title: singleLineText(FEATURE_REQUEST_TITLE_MAX_LENGTH).pipe(z.string().min(1, 'Required.')),
    description: multiLineText(FEATURE_REQUEST_DESCRIPTION_MAX_LENGTH).refine(
      (t) => t.trim().length > 0,
      'Required.',
    ),
  }),
);
export type CreateFeatureRequest = z.infer<typeof CreateFeatureRequest>;

export const FeatureRequest = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    createdAt: z.string(),
  }),
);
export type FeatureRequest = z.infer<typeof FeatureRequest>;

/** `GET /api/feature-requests`: the reader's own requests, newest first. */
export const FeatureRequestList = lazySchema(() => z.object({ items: z.array(FeatureRequest) }));
export type FeatureRequestList = z.infer<typeof FeatureRequestList>;
