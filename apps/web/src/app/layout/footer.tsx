import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function SocialIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <path d={path} />
    </svg>
  );
}

const SOCIAL = [
  {
    key: 'footer.linkedin',
    href: 'https://www.linkedin.com/',
    path: 'M20.45 20.45h-3.55v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
  },
  {
    key: 'footer.instagram',
    href: 'https://www.instagram.com/',
    path: 'M12 2.16c3.2 0 3.58.01 4.85.07 3.25.15 4.77 1.69 4.92 4.92.06 1.27.07 1.65.07 4.85s-.01 3.58-.07 4.85c-.15 3.23-1.66 4.77-4.92 4.92-1.27.06-1.65.07-4.85.07s-3.58-.01-4.85-.07c-3.26-.15-4.77-1.7-4.92-4.92-.06-1.27-.07-1.65-.07-4.85s.01-3.58.07-4.85C2.38 3.92 3.9 2.38 7.15 2.23 8.42 2.17 8.8 2.16 12 2.16zM12 0C8.74 0 8.33.01 7.05.07 2.7.27.27 2.69.07 7.05.01 8.33 0 8.74 0 12s.01 3.67.07 4.95c.2 4.36 2.62 6.78 6.98 6.98C8.33 23.99 8.74 24 12 24s3.67-.01 4.95-.07c4.35-.2 6.78-2.62 6.98-6.98.06-1.28.07-1.69.07-4.95s-.01-3.67-.07-4.95c-.2-4.35-2.62-6.78-6.98-6.98C15.67.01 15.26 0 12 0zm0 5.84a6.16 6.16 0 1 0 0 12.32 6.16 6.16 0 0 0 0-12.32zM12 16a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm6.4-11.85a1.44 1.44 0 1 0 0 2.88 1.44 1.44 0 0 0 0-2.88z',
  },
  {
    key: 'footer.twitter',
    href: 'https://x.com/',
    path: 'M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.58-6.63 7.58H.48l8.6-9.83L0 1.15h7.59l5.24 6.93 6.07-6.93zm-1.3 19.5h2.04L6.48 3.24H4.3L17.6 20.65z',
  },
] as const;

/**
 * Site footer (docs/product.md#25-footer "Footer"): social links and the PLATFORM, RESOURCES,
 * COMPANY and SUPPORT columns.
 */
export function Footer() {
  const { t } = useTranslation('common');
  const columns = [
    {
      title: t('footer.platform'),
      links: [
        { to: '/mentors', label: t('footer.browseMentors') },
        { to: '/signup', label: t('footer.becomeMentor') },
      ],
    },
    {
      title: t('footer.resources'),
      links: [
        { to: '/resources#newsletter', label: t('footer.newsletter') },
        { to: '/resources', label: t('footer.blogs') },
      ],
    },
    {
      title: t('footer.company'),
      links: [
        { to: '/about', label: t('footer.about') },
        { to: '/privacy', label: t('footer.privacy') },
        { to: '/terms', label: t('footer.terms') },
      ],
    },
    {
      title: t('footer.support'),
      links: [
        { to: '/faq', label: t('footer.faq') },
        { to: '/contact', label: t('footer.contact') },
      ],
    },
  ];
  return (
    <footer className="border-t border-slate-200 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr] lg:px-8">
        <div>
          <Link to="/" className="flex items-center gap-2 text-lg font-extrabold text-white">
            <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
            {t('brand')}
          </Link>
          <p className="mt-3 max-w-xs text-sm text-slate-400">{t('footer.tagline')}</p>
          <p className="mt-6 text-xs font-semibold uppercase tracking-wider text-slate-400">
            {t('footer.social')}
          </p>
          <ul className="mt-3 flex gap-3">
            {SOCIAL.map((s) => (
              <li key={s.key}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(s.key)}
                  className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <SocialIcon path={s.path} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {columns.map((c) => (
            <div key={c.title}>
              <h2 className="text-xs font-semibold tracking-wider text-white">{c.title}</h2>
              <ul className="mt-4 space-y-3">
                {c.links.map((l) => (
                  <li key={l.label}>
                    <Link to={l.to} className="text-sm text-slate-400 hover:text-white">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-800 py-6 text-center text-xs text-slate-400">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </div>
    </footer>
  );
}
