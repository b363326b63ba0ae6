import { defineModule } from '../../lib/module.ts';

/** Ask an Expert (issue 11; the spec's ExpertFinder): requests offered live to online experts, first accept wins. */
export const expertsModule = defineModule('experts', async () => {
  // Built in issue 11.
});
