import { defineModule } from '../../lib/module.ts';

/** Feature requests (issue 11 "Feature Request"): stored, then mailed to SUPPORT_EMAIL. */
export const featureRequestsModule = defineModule('feature-requests', async () => {
  // Built in issue 11.
});
