import { SESSION_PERIODS, SESSIONS_MAX, SESSIONS_MIN } from '@pathwise/contracts';
import { SelectField } from '@/components/ui/select-field.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../lib/use-wizard-step.ts';

type Period = (typeof SESSION_PERIODS)[number];

/** 1 to 10 (docs/product.md#9-constants-and-limits "Session count options 1 to 10; frequency 1 to 10"). */
const COUNTS = Array.from({ length: SESSIONS_MAX - SESSIONS_MIN + 1 }, (_, i) =>
  String(SESSIONS_MIN + i),
);

interface SessionsForm {
  numberOfSessions: string;
  frequency: string;
  period: Period;
}

/**
 * /sessions (mentee branch: Back /timeline, Next /qualities): how many sessions (1–10) and
 * how often (1–10 per Weekly or Monthly). Starts at 1 session, once weekly.
 */
export function SessionsPage() {
  const step = useWizardStep({
    key: 'sessions',
    initial: (saved): SessionsForm => ({
      numberOfSessions: String(saved?.numberOfSessions ?? SESSIONS_MIN),
      frequency: String(saved?.frequency ?? SESSIONS_MIN),
      period: saved?.period ?? 'weekly',
    }),
    toAnswers: (form: SessionsForm) => ({
      numberOfSessions: Number(form.numberOfSessions),
      frequency: Number(form.frequency),
      period: form.period,
    }),
  });
  const { t, form, errors } = step;
  const counts = COUNTS.map((value) => ({ value, label: value }));
  return (
    <WizardFrame
      {...step.frame}
      stepKey="sessions"
      title={t('sessions.title')}
      intro={t('sessions.intro')}
    >
      <SelectField
        label={t('sessions.numberOfSessions')}
        value={form.numberOfSessions}
        options={counts}
        onChange={(numberOfSessions) =>
          step.setForm((previous) => ({ ...previous, numberOfSessions }))
        }
        error={errors.numberOfSessions}
        className="max-w-xs"
      />
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900">
          {t('sessions.frequencyLegend')}
        </legend>
        <div className="grid max-w-md grid-cols-2 gap-4">
          <SelectField
            label={t('sessions.frequency')}
            value={form.frequency}
            options={counts}
            onChange={(frequency) => step.setForm((previous) => ({ ...previous, frequency }))}
            error={errors.frequency}
          />
          <SelectField
            label={t('sessions.period')}
            value={form.period}
            options={SESSION_PERIODS.map((value) => ({
              value,
              label: t(`sessions.periods.${value}`),
            }))}
            onChange={(period) =>
              step.setForm((previous) => ({ ...previous, period: period || previous.period }))
            }
            error={errors.period}
          />
        </div>
      </fieldset>
    </WizardFrame>
  );
}
