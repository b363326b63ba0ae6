import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { MIN_CLIENTS, stepClients } from '../lib/clients.ts';
import { useWizardStep } from '../lib/use-wizard-step.ts';

const STEPPER_BUTTON =
  'flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * /clients "Number of Clients" (docs/product.md#3-data: an integer starting at 1): a number field
 * with − and + buttons; − is disabled at 1.
 */
export function ClientsPage() {
  const step = useWizardStep({
    key: 'clients',
    initial: (saved) => ({ count: String(saved?.count ?? MIN_CLIENTS) }),
    toAnswers: (form: { count: string }) => ({
      count: /^\d+$/.test(form.count.trim()) ? Number(form.count.trim()) : Number.NaN,
    }),
  });
  const { t, form, errors } = step;
  const id = useId();
  const atMinimum = Number.parseInt(form.count, 10) <= MIN_CLIENTS;
  const change = (count: string) => {
    step.setForm({ count });
    step.clearError('count');
  };
  return (
    <WizardFrame
      {...step.frame}
      stepKey="clients"
      title={t('clients.title')}
      intro={t('clients.intro')}
    >
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
          {t('clients.label')}
        </label>
        <div className="flex items-center gap-3">
          <button
            type="button"
            className={STEPPER_BUTTON}
            aria-label={t('clients.decrease')}
            aria-controls={id}
            disabled={atMinimum}
            onClick={() => change(stepClients(form.count, -1))}
          >
            <Minus className="size-5" aria-hidden="true" />
          </button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={MIN_CLIENTS}
            step={1}
            value={form.count}
            onChange={(event) => change(event.target.value)}
            aria-invalid={errors.count ? true : undefined}
            aria-describedby={errors.count ? `${id}-error` : undefined}
            className="h-11 w-28 rounded-lg border border-slate-300 bg-white px-3 text-center text-lg font-semibold tabular-nums text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <button
            type="button"
            className={STEPPER_BUTTON}
            aria-label={t('clients.increase')}
            aria-controls={id}
            onClick={() => change(stepClients(form.count, 1))}
          >
            <Plus className="size-5" aria-hidden="true" />
          </button>
        </div>
        {errors.count && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {errors.count}
          </p>
        )}
      </div>
    </WizardFrame>
  );
}
