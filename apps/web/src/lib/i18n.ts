import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@ingreso/shared';
import { es } from './locales/es';
import { findSeedMessage } from './locales/seed-messages';

/** The language choice is kept in the browser only (seed: "stored locally"). */
export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'es';

/**
 * Spanish ships with the first page; the other languages are fetched when
 * chosen so they do not weigh on the login screen's first load.
 */
const loaders: Record<Exclude<Language, 'es'>, () => Promise<object>> = {
  en: () => import('./locales/en').then((m) => m.en),
  de: () => import('./locales/de').then((m) => m.de),
  fr: () => import('./locales/fr').then((m) => m.fr),
  ja: () => import('./locales/ja').then((m) => m.ja),
  zh: () => import('./locales/zh').then((m) => m.zh),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'es' || i18n.hasResourceBundle(language, 'translation')) return;
  const resource = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', resource, true, true);
}

export async function setLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

/** Resolves once the stored language is ready, so the first paint is in the right language. */
export async function initI18n(): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { es: { translation: es } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const language = storedLanguage();
  if (language !== DEFAULT_LANGUAGE) {
    try {
      await setLanguage(language);
    } catch {
      // The chunk failed to load (offline): stay in Spanish.
    }
  }
  document.documentElement.lang = i18n.language;
  return i18n;
}

/**
 * Shows a Spanish seed text (from a zod schema or the server) in the current
 * language. Texts that are not seed messages (e.g. a server message we do not
 * know) are shown as they came.
 */
export function translateSeedText(text: string): string {
  const found = findSeedMessage(text);
  if (!found) return text;
  return i18n.t(`msg.${found.key}` as 'msg.required', { value: found.value, defaultValue: text });
}

/** Hook form: re-renders when the language changes. */
export function useSeedText(): (text: string | null | undefined) => string {
  useTranslation();
  return (text) => (text ? translateSeedText(text) : '');
}

export { i18n };

/**
 * A feature's text table in the current language. Features keep complete es and
 * en tables; the other selectable languages fall back to Spanish, the seed's.
 */
export function useLocalizedTexts<T>(es: T, en: T): T {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? en : es;
}
