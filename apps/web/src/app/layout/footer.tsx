import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A brand icon of the sprite `public/images/social.svg`: kept out of the JavaScript (it was
 * 0.7 KB gzip of the first load, ADR 0011), still drawn in the link's text colour.
 */
function SocialIcon({ icon }: { icon: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <use href={`/images/social.svg#${icon}`} />
    </svg>
  );
}

const SOCIAL = [
  {
    key: 'footer.linkedin',
    href: 'https://www.linkedin.com/',
    icon: 'linkedin',
  },
  {
    key: 'footer.instagram',
    href: 'https://www.instagram.com/',
    icon: 'instagram',
  },
  {
    key: 'footer.twitter',
    href: 'https://x.com/',
    icon: 'x',
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
                  <SocialIcon icon={s.icon} />
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
