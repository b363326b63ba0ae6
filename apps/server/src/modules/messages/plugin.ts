import { defineModule } from '../../lib/module.ts';

/** Messages between mentees and mentors (issue 11 "Messages"): conversations, messages, read state, system messages, the unread-message mail. */
export const messagesModule = defineModule('messages', async () => {
  // Built in issue 11.
});
