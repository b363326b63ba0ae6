/** @jsxRuntime automatic @jsxImportSource react */
// One package per component, not the @react-email/components umbrella: that one also loads
// the code block's Prism (about 1 s of each start-up) and Tailwind (docs/performance.md).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { ReactNode } from 'react';
import { mailT } from './i18n.ts';
import { DEFAULT_MAIL_LANGUAGE, type MailLanguage } from './language.ts';
import { oneLine, type MailMessage } from './message.ts';

/**
 * The one mail layout (docs/architecture.md#code-layout), built with React Email, whose components
 * produce the table-based HTML that mail clients render. React escapes every value it renders, so a
 * template never escapes by hand. Each module keeps its own templates in `mails.tsx` and
 * writes their plain-text part itself. Every `.tsx` file of the server names its JSX runtime
 * in a pragma: tsx (`npm run dev`) does not apply this package's tsconfig when started from the
 * repository root, and would otherwise compile JSX to `React.createElement`.
 *
 * Every text is written in the recipient's language (ADR 0021): the helpers here take a
 * `language` (English when absent, as for mails to the team) and read the `layout` catalogue.
 */

const colors = { brand: '#4338ca', text: '#1f2937', muted: '#4b5563', page: '#f4f6fb' };

const styles = {
  body: {
    margin: 0,
    padding: '24px',
    backgroundColor: colors.page,
    fontFamily: 'Arial,Helvetica,sans-serif',
    color: colors.text,
  },
  container: {
    maxWidth: '560px',
    backgroundColor: '#ffffff',
    borderRadius: '12px',
    padding: '32px',
  },
  brand: { fontSize: '22px', fontWeight: 'bold', color: colors.brand, margin: '0 0 16px' },
  paragraph: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  small: { fontSize: '14px', lineHeight: '20px', color: colors.muted, margin: '0 0 16px' },
  button: {
    backgroundColor: colors.brand,
    color: '#ffffff',
    padding: '12px 20px',
    borderRadius: '8px',
    textDecoration: 'none',
    fontWeight: 'bold',
  },
  quote: {
    margin: '0 0 16px',
    padding: '12px 16px',
    borderLeft: `4px solid ${colors.brand}`,
    backgroundColor: colors.page,
    whiteSpace: 'pre-wrap' as const,
    wordBreak: 'break-word' as const,
  },
  footer: { fontSize: '12px', lineHeight: '18px', color: '#6b7280', margin: 0 },
};

/** The frame of every mail: product name, content, optional footer. */
export function MailLayout(props: {
  appName: string;
  /** The preview line mail clients show after the subject. */
  preview: string;
  children: ReactNode;
  footer?: ReactNode;
  /** The mail's language, its `<html lang>` (default English). */
  language?: MailLanguage;
}) {
  return (
    <Html lang={props.language ?? DEFAULT_MAIL_LANGUAGE}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{props.appName}</Text>
          {props.children}
          {props.footer ? (
            <>
              <Hr />
              <Text style={styles.footer}>{props.footer}</Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph(props: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{props.children}</Text>;
}

/** Small grey text, e.g. how long a link works. */
export function Note(props: { children: ReactNode }) {
  return <Text style={styles.small}>{props.children}</Text>;
}

/**
 * "Hi Ada," with a user-supplied name made one line, or "Hi," without one. Security mails
 * (verification, recovery) pass no name: a name is whatever the person typed at sign-up.
 */
export function Greeting(props: { name?: string; language?: MailLanguage }) {
  return <Paragraph>{greeting(props.name, props.language)}</Paragraph>;
}

/**
 * The greeting's text in `language` (default English), shared by the HTML and plain-text
 * parts: "Hi Ada," / "Hola, Ada:" / "नमस्ते Ada,", or without a name "Hi,".
 */
export function greeting(name?: string, language: MailLanguage = DEFAULT_MAIL_LANGUAGE): string {
  const t = mailT(language, 'layout');
  const line = name === undefined ? '' : oneLine(name);
  return line ? t('greeting', { name: line }) : t('greetingNoName');
}

/** The call to action: a button and the same address written out for clients that block it. */
export function Action(props: {
  href: string;
  label: string;
  note?: string;
  language?: MailLanguage;
}) {
  return (
    <>
      <Section style={{ padding: '16px 0' }}>
        <Button href={props.href} style={styles.button}>
          {props.label}
        </Button>
      </Section>
      <Text style={styles.small}>
        {props.note ? `${props.note} ` : ''}
        {mailT(props.language ?? DEFAULT_MAIL_LANGUAGE, 'layout')('buttonFallback')}
        <br />
        <Link href={props.href} style={{ color: colors.brand, wordBreak: 'break-all' }}>
          {props.href}
        </Link>
      </Text>
    </>
  );
}

/** A block quoted as given, line breaks kept (an admin's reason, a contact message). */
export function Quote(props: { label?: string; text: string }) {
  return (
    <>
      {props.label ? (
        <Text style={{ ...styles.paragraph, fontWeight: 'bold', margin: '0 0 4px' }}>
          {props.label}:
        </Text>
      ) : null}
      <Text style={{ ...styles.paragraph, ...styles.quote }}>{props.text}</Text>
    </>
  );
}

/**
 * Label–value rows (who wrote, when, a reference…) as a presentation table, for mails that
 * forward what a person sent to the team (contact form, feature requests). Values are React
 * nodes, so user text stays escaped.
 */
export function FactsTable(props: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ fontSize: '14px', lineHeight: '20px', marginBottom: '16px' }}
    >
      <tbody>
        {props.rows.map(([label, value]) => (
          <tr key={label}>
            <td
              style={{
                padding: '4px 12px 4px 0',
                color: '#4b5563',
                verticalAlign: 'top',
                whiteSpace: 'nowrap',
              }}
            >
              {label}
            </td>
            <td style={{ padding: '4px 0', wordBreak: 'break-word' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Signature(props: { appName: string; language?: MailLanguage }) {
  return <Paragraph>{signature(props.appName, props.language)}</Paragraph>;
}

/** The signature's text in `language` (default English): "— The Pathwise team". */
export function signature(appName: string, language: MailLanguage = DEFAULT_MAIL_LANGUAGE): string {
  return mailT(language, 'layout')('signature', { appName });
}

/**
 * The plain-text end of a mail one can opt out of: the signature, a `--` line, why the mail
 * came (`reason`) and the opt-out page (`stop: page`), in `language`.
 */
export function optOutText(
  appName: string,
  language: MailLanguage,
  optOut: { reason: string; stop: string; page: string },
): string[] {
  return [
    '',
    signature(appName, language),
    '',
    '--',
    optOut.reason,
    `${optOut.stop}: ${optOut.page}`,
  ];
}

/** The HTML footer of a mail one can opt out of: why it came, then the opt-out link. */
export function OptOutFooter(props: { reason: string; stop: string; page: string }) {
  return (
    <>
      {`${props.reason} `}
      <Link href={props.page}>{props.stop}</Link>
    </>
  );
}

export { Link };

/**
 * Render `element` to the HTML part of a {@link MailMessage}; `text` is the plain-text part
 * the template wrote.
 */
export async function renderMail(
  element: ReactNode,
  message: Omit<MailMessage, 'html'>,
): Promise<MailMessage> {
  return { ...message, html: await render(element) };
}
