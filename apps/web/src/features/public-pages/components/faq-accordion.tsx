import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORIES } from '../lib/faq.ts';
import { RichText } from './rich-text.tsx';

/**
 * The FAQ accordion (docs/product.md#210-faq "/faq"): questions grouped under category headings, one
 * answer open at a time across all categories, and clicking the open question closes it.
 * Radix provides the keyboard model: Enter/Space toggle, arrow keys, Home and End move
 * between questions. Each category is reachable at `#faq-<category>`.
 *
 * Only the open answer is rendered: Radix's `Accordion.Content` measures its panel as it
 * mounts (a style write, then `getBoundingClientRect`), which for 22 closed answers forced a
 * layout each inside the page's first render, 187 ms of the 368 ms task on a loaded machine
 * (docs/performance.md "Lighthouse"). A closed answer was `hidden`, so nothing on
 * screen changes; the question's `aria-controls` names the panel only while it is expanded.
 */
export function FaqAccordion() {
  const { t } = useTranslation('public');
  const [open, setOpen] = useState('');
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="space-y-12"
    >
      {FAQ_CATEGORIES.map((category) => (
        <section
          key={category.id}
          id={`faq-${category.id}`}
          aria-labelledby={`faq-${category.id}-heading`}
          className="scroll-mt-24"
        >
          <h2
            id={`faq-${category.id}-heading`}
            className="text-lg font-bold tracking-tight text-slate-950 sm:text-xl"
          >
            {t(`faq.categories.${category.id}`)}
          </h2>
          <div className="mt-4 space-y-3">
            {category.items.map((item) => (
              <Accordion.Item
                key={item}
                value={item}
                className="rounded-xl border border-slate-200 bg-white shadow-sm transition-colors data-[state=open]:border-brand-200 data-[state=open]:bg-brand-50/40"
              >
                <Accordion.Header className="m-0">
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-4 py-4 text-left text-base font-semibold text-slate-900 hover:text-brand-800 sm:px-5">
                    <span>{t(`faq.items.${item}.question`)}</span>
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-brand-700"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                {open === item && (
                  <Accordion.Content className="px-4 pb-5 text-base leading-7 text-slate-700 sm:px-5">
                    <p>
                      <RichText i18nKey={`faq.items.${item}.answer`} />
                    </p>
                  </Accordion.Content>
                )}
              </Accordion.Item>
            ))}
          </div>
        </section>
      ))}
    </Accordion.Root>
  );
}
