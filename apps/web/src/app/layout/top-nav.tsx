import { clsx } from 'clsx';
import { Menu, Search, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { ResourcesMenu, ResourcesMobileLinks } from '@/features/resources';

/** Signed-in people's part of the bar, fetched once someone is signed in (docs/performance.md#the-first-load). */
const AccountNav = lazy(() => import('./account-nav.tsx'));

const LINKS = [
  { to: '/about', key: 'nav.about' },
  { to: '/circles', key: 'nav.circles' },
  { to: '/resources', key: 'nav.resources' },
  { to: '/contact', key: 'nav.contact' },
] as const;

/**
 * Top navigation (docs/product.md#2-screens-and-routes): the four links, a mentor search, the language
 * switcher (docs/product.md#15-languages), and Log in / Register or the user's initials with Logout. Search and the auth area are hidden on /about. On small
 * screens a menu button opens a panel that closes on an outside click, Escape or navigation.
 */
export function TopNav() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useAccount();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The bar and the mobile panel each render a search box; both exist while the panel is
  // open, so each needs its own id for its label.
  const searchId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const onAbout = location.pathname === '/about';

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target))
        setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    setOpen(false);
    void navigate(q ? `/mentors?q=${encodeURIComponent(q)}` : '/mentors');
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    clsx(
      'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
      isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700',
    );

  const search = (place: 'bar' | 'panel') => (
    <form role="search" onSubmit={onSearch} className="relative">
      <label htmlFor={`${searchId}-${place}`} className="sr-only">
        {t('nav.search')}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={`${searchId}-${place}`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        className="w-full rounded-full border border-slate-300 bg-slate-50 py-2 pl-9 pr-3 text-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 lg:w-48 xl:w-60"
      />
    </form>
  );

  const authArea = user ? (
    <Suspense fallback={null}>
      <AccountNav user={user} onNavigate={() => setOpen(false)} />
    </Suspense>
  ) : (
    <div className="flex items-center gap-2">
      <Link
        to="/login"
        onClick={() => setOpen(false)}
        className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        {t('nav.login')}
      </Link>
      <Link
        to="/signup"
        onClick={() => setOpen(false)}
        className="whitespace-nowrap rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('nav.register')}
      </Link>
    </div>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('nav.label')}
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-extrabold text-brand-800"
          aria-label={t('nav.home')}
        >
          <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
          <span>{t('brand')}</span>
        </Link>
        <ul className="ml-4 hidden items-center gap-1 md:flex">
          {LINKS.map((l) => (
            <li key={l.to} className="flex items-center">
              <NavLink to={l.to} className={linkClass}>
                {t(l.key)}
              </NavLink>
              {/* docs/product.md#1119-resources-dropdown: the Resources dropdown opens and lists the sections. */}
              {l.to === '/resources' && <ResourcesMenu />}
            </li>
          ))}
        </ul>
        <div className="ml-auto hidden items-center gap-4 md:flex">
          {!onAbout && <div className="hidden lg:block">{search('bar')}</div>}
          <LanguageSwitcher />
          {!onAbout && authArea}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="ml-auto rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </nav>
      {open && (
        <div
          id="mobile-menu"
          ref={panelRef}
          className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg md:hidden"
        >
          <ul className="flex flex-col">
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) => clsx(linkClass({ isActive }), 'block py-3')}
                >
                  {t(l.key)}
                </NavLink>
                {l.to === '/resources' && (
                  <ResourcesMobileLinks onNavigate={() => setOpen(false)} />
                )}
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-3 border-t border-slate-200 pt-3">
            {!onAbout && search('panel')}
            <LanguageSwitcher />
            {!onAbout && authArea}
          </div>
        </div>
      )}
    </header>
  );
}
