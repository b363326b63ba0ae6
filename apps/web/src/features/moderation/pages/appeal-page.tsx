import { APPEAL_MAX_LENGTH, AppealCase, CreateAppeal } from '@pathwise/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { api, isApiError } from '@/lib/api-client.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

/**
 * `/appeal/:token` (docs/product.md#143-moderation-and-suspension): the link of a statement
 * of reasons. It shows the decision (a removal or a suspension, with the reasons) and takes
 * one reply, which puts the case back in the moderators' queue. Public: a suspended person
 * cannot sign in, and the link's secret is the authority.
 */
export function AppealPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('appeal.title'));
  const { token = '' } = useParams();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const path = `/appeals/${encodeURIComponent(token)}`;
  const decision = useQuery({
    queryKey: ['appeal', token],
    queryFn: () => api(path, { schema: AppealCase }),
    retry: false,
  });
  const send = useMutation({
    mutationFn: (body: CreateAppeal) => api(path, { method: 'POST', body, schema: AppealCase }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateAppeal.safeParse({ text });
    if (!parsed.success) return setError(t('appeal.required', { max: APPEAL_MAX_LENGTH }));
    setError(null);
    try {
      await send.mutateAsync(parsed.data);
    } catch (err) {
      setError(isApiError(err, 'appeal_exists') ? t('appeal.already') : t('appeal.failed'));
    }
  };

  return (
    <section aria-labelledby="appeal-title" className="mx-auto max-w-xl px-4 py-16">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Scale className="size-6" aria-hidden="true" />
      </span>
      <h1 id="appeal-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
        {t('appeal.title')}
      </h1>
      {decision.isPending ? (
        <PageSpinner />
      ) : decision.isError ? (
        <p className="mt-4 text-base text-slate-700">{t('appeal.invalid')}</p>
      ) : send.isSuccess || decision.data.appealed ? (
        <p role="status" className="mt-4 text-base text-slate-700">
          {send.isSuccess ? t('appeal.done') : t('appeal.already')}
        </p>
      ) : (
        <>
          <p className="mt-4 text-base text-slate-700">
            {t(`appeal.what.${decision.data.action}`)}
          </p>
          <div className="mt-4 rounded-lg bg-slate-50 p-4">
            <p className="text-sm font-semibold text-slate-700">{t('appeal.reasons')}</p>
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">
              {decision.data.reason}
            </p>
          </div>
          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-3">
            {error && <Banner tone="error">{error}</Banner>}
            <label htmlFor={`${id}-text`} className="block text-sm font-semibold text-slate-900">
              {t('appeal.label')}
            </label>
            <textarea
              id={`${id}-text`}
              rows={6}
              required
              value={text}
              aria-describedby={`${id}-hint ${id}-counter`}
              onChange={(e) => setText(e.target.value)}
              className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm leading-6 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
            <div className="flex justify-between gap-4 text-xs text-slate-600">
              <p id={`${id}-hint`}>{t('appeal.hint')}</p>
              <CharacterCounter id={`${id}-counter`} count={text.length} max={APPEAL_MAX_LENGTH} />
            </div>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('appeal.sending') : t('appeal.submit')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
