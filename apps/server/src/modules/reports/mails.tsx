/** @jsxRuntime automatic @jsxImportSource react */
import type { ReportReason } from '@pathwise/contracts';
import {
  Action,
  FactsTable,
  Greeting,
  greeting,
  MailLayout,
  Paragraph,
  Quote,
  renderMail,
  Signature,
} from '../../mail/layout.tsx';
import type { MailMessage } from '../../mail/message.ts';

/**
 * Moderation mails (docs/product.md#143-moderation-and-suspension): the statement of reasons
 * (EU DSA Art. 17) when content is removed or an account suspended, and a moderator's
 * warning. Names and the admin's text are rendered as escaped text.
 */

/** The rule each report reason stands for, as the statement names it. */
const RULES: Record<ReportReason, string> = {
  spam: 'No spam',
  harassment: 'No harassment or hate',
  inappropriate: 'No inappropriate content',
  scam: 'No scams, and no asking for payment or personal data outside the platform',
  impersonation: 'No impersonation',
  conduct: 'Professional conduct, and keeping the sessions you book',
  illegal: 'No illegal content',
  other: 'Our Terms of Use',
};

/**
 * The statement of reasons: what was done (`remove`: a message, post or review of theirs;
 * `suspend`: the account, until `until` or until lifted), which rule, that no automated
 * decision was involved, and the single-use appeal link.
 */
export async function statementOfReasonsMail(p: {
  appName: string;
  to: string;
  name: string;
  action: 'remove' | 'suspend';
  rule: ReportReason;
  reason: string;
  /** For a suspension: when it ends (UTC); null = until lifted. */
  until: Date | null;
  appealLink: string;
}): Promise<MailMessage> {
  const what =
    p.action === 'remove'
      ? 'We removed content you posted. It is no longer visible to anyone and shows as "Removed by a moderator".'
      : `We suspended your account ${
          p.until
            ? `until ${p.until.toISOString().slice(0, 16).replace('T', ' ')} UTC`
            : 'until further notice'
        }. You cannot sign in, your profile is hidden and your upcoming sessions were cancelled.`;
  const facts: [string, string][] = [
    ['Rule', RULES[p.rule]],
    ['Decided by', 'A person on our moderation team; no automated decision was involved.'],
  ];
  const appeal =
    'If you think this was a mistake, you can appeal once, within six months, through the link below. A different moderator reviews every appeal.';
  const subject =
    p.action === 'remove'
      ? `${p.appName}: content of yours was removed`
      : `${p.appName}: your account is suspended`;
  const text = [
    greeting(p.name),
    '',
    what,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Our reasons:',
    ...p.reason.split('\n').map((line) => `> ${line}`),
    '',
    appeal,
    `Appeal: ${p.appealLink}`,
    '',
    `— The ${p.appName} team`,
  ].join('\n');
  return renderMail(
    <MailLayout appName={p.appName} preview={what}>
      <Greeting name={p.name} />
      <Paragraph>{what}</Paragraph>
      <FactsTable rows={facts} />
      <Quote label="Our reasons" text={p.reason} />
      <Paragraph>{appeal}</Paragraph>
      <Action href={p.appealLink} label="Appeal this decision" />
      <Signature appName={p.appName} />
    </MailLayout>,
    { to: p.to, subject, text },
  );
}

/** A moderator's warning with their text; `link` is the community guidelines. */
export async function warningMail(p: {
  appName: string;
  to: string;
  name: string;
  note: string;
  link: string;
}): Promise<MailMessage> {
  const intro = `Our moderation team reviewed a report about your activity on ${p.appName} and is sending you this warning. Repeated breaches can lead to the suspension of your account.`;
  const text = [
    greeting(p.name),
    '',
    intro,
    '',
    'The moderator wrote:',
    ...p.note.split('\n').map((line) => `> ${line}`),
    '',
    `Our Terms of Use: ${p.link}`,
    '',
    `— The ${p.appName} team`,
  ].join('\n');
  return renderMail(
    <MailLayout appName={p.appName} preview={intro}>
      <Greeting name={p.name} />
      <Paragraph>{intro}</Paragraph>
      <Quote label="The moderator wrote" text={p.note} />
      <Action href={p.link} label="Read our Terms of Use" />
      <Signature appName={p.appName} />
    </MailLayout>,
    { to: p.to, subject: `${p.appName}: a warning from our moderation team`, text },
  );
}
