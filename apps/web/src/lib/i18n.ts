import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import auth from '../i18n/locales/en/auth.json';
import common from '../i18n/locales/en/common.json';
import dashboard from '../i18n/locales/en/dashboard.json';
import home from '../i18n/locales/en/home.json';
import publicPages from '../i18n/locales/en/public.json';
import onboarding from '../i18n/locales/en/onboarding.json';
import mentor from '../i18n/locales/en/mentor.json';
import admin from '../i18n/locales/en/admin.json';
import circles from '../i18n/locales/en/circles.json';
import mentors from '../i18n/locales/en/mentors.json';
import contact from '../i18n/locales/en/contact.json';
import resourcesNs from '../i18n/locales/en/resources.json';

/**
 * i18next set-up. English is the spec's own wording (PRODUCT-DECISIONS "Keep exactly");
 * one namespace per feature so that features keep their strings apart.
 * `{{product}}` in any string is the configured APP_NAME.
 */
export const NAMESPACES = [
  'common',
  'home',
  'auth',
  'dashboard',
  'public',
  'onboarding',
  'mentor',
  'admin',
  'circles',
  'mentors',
  'contact',
  'resources',
] as const;

export const resources = {
  en: {
    common,
    home,
    auth,
    dashboard,
    public: publicPages,
    onboarding,
    mentor,
    admin,
    circles,
    mentors,
    contact,
    resources: resourcesNs,
  },
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false, defaultVariables: { product: 'Pathwise' } },
  returnNull: false,
});

/** Make `{{product}}` resolve to the configured product name. */
export function setProductName(name: string): void {
  i18n.options.interpolation = {
    ...i18n.options.interpolation,
    defaultVariables: { product: name },
  };
}

export default i18n;
