/** @jsxRuntime automatic @jsxImportSource react */
import { noticeMail } from './mails.tsx';

/**
 * Mails about an approved mentor's listing (docs/product.md#144-the-mentor-lifecycle): an
 * admin delisted them (the reason quoted as written) or listed them again. `link` is
 * APP_URL/dashboard_mentor; the first name is one line of escaped text.
 */
export function mentorListingMail(p: {
  appName: string;
  to: string;
  name: string;
  link: string;
  listed: boolean;
  reason: string | null;
}) {
  if (p.listed)
    return noticeMail({
      ...p,
      subject: `Your ${p.appName} mentor profile is listed again`,
      paragraphs: [
        `Your mentor profile is back in the ${p.appName} directory: mentees can find and book you again.`,
      ],
      action: 'Open your dashboard',
    });
  return noticeMail({
    ...p,
    subject: `Your ${p.appName} mentor profile was delisted`,
    paragraphs: [
      `An admin removed your mentor profile from the ${p.appName} directory. Mentees can no longer find you or book new sessions with you; the sessions already booked stay as they are.`,
      'If you think this is a mistake, reply to this mail and tell us why.',
    ],
    quote: { label: 'The admin’s reason', text: p.reason ?? '' },
    action: 'Open your dashboard',
  });
}
