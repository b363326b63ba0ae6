import type { ReactNode } from 'react';
import { Banner } from '@/components/ui/banner.tsx';

/** What a section of the Security tab last reported: a success or a failure, dismissible. */
export interface SectionMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * One section of Settings → Security: its heading (naming the region), intro, the last
 * message of an action, then `children`.
 */
export function SecuritySection({
  id,
  title,
  intro,
  message,
  onDismiss,
  className,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  message: SectionMessage | null;
  onDismiss: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      {message && (
        <Banner tone={message.tone} className="mt-4" onDismiss={onDismiss}>
          {message.text}
        </Banner>
      )}
      <div className="mt-4">{children}</div>
    </section>
  );
}
