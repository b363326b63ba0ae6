/**
 * The feature's three pages in one chunk: one dynamic import in the route table instead of
 * three keeps the entry chunk (which holds the route table) as small as possible.
 */
export { MyMentorsPage } from './my-mentors-page.tsx';
export { SessionPage } from './session-page.tsx';
export { SessionsPage } from './sessions-page.tsx';
