import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/**
 * A titled section of a settings tab: an `h3` that names the region, an optional intro, and
 * the section's form or actions. `danger` marks what destroys data (Delete account).
 */
export function SettingsSection({
  title,
  intro,
  danger = false,
  children,
}: {
  title: string;
  intro?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3
        id={id}
        className={clsx('text-base font-semibold', danger ? 'text-red-800' : 'text-slate-900')}
      >
        {title}
      </h3>
      {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}
