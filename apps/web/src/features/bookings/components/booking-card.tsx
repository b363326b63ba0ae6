import type { ReactNode } from 'react';

/** One titled card of the booking page (time, plan, agenda, summary, reason); `id` labels it. */
export function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-slate-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
