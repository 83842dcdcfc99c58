import i18n, { type BackendModule, type CustomTypeOptions } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@ingreso/shared';
import { resource as common } from '@/locales/es/common';
import { findSeedMessage } from './seed-messages';

/** The language choice is kept in the browser only (seed: "stored locally"). */
export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'es';

type Resources = CustomTypeOptions['resources'];
/** Every namespace but `common` comes with the code of the feature that uses it. */
export type FeatureNamespace = Exclude<keyof Resources, 'common'>;

/**
 * Translations (decision 93):
 * - Spanish `common` ships with the first page. Each feature's Spanish namespace is part of the
 *   feature's code: its `i18n.ts` registers it with `addSpanish` when the feature's chunk loads.
 * - The other languages are fetched per namespace, only when that language is in use
 *   (`locales/load.ts`, itself a lazy chunk): this backend is how i18next asks for them.
 */
const backend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    if (language === DEFAULT_LANGUAGE) {
      // Registered by the feature's own code (addSpanish), never fetched.
      callback(new Error(namespace), false);
      return;
    }
    import('@/locales/load')
      .then((m) => m.loadResource(language, namespace))
      .then(
        (resource) => callback(null, resource as Parameters<typeof callback>[1]),
        (error: Error) => callback(error, false),
      );
  },
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

const early: Array<[FeatureNamespace, object]> = [];

function register(namespace: FeatureNamespace, resource: object) {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, resource, true, true);
  // From now on a language change loads this namespace too; in another language, fetch it now,
  // while the feature's screen renders (it suspends until the translation is there).
  void i18n.loadNamespaces(namespace);
}

/**
 * Registers a feature's Spanish texts. Called once, at the top of the feature's `i18n.ts`, so the
 * texts arrive with the feature's code and are there before any of its components renders.
 */
export function addSpanish<N extends FeatureNamespace>(namespace: N, resource: Resources[N]): void {
  if (i18n.isInitialized) register(namespace, resource);
  else early.push([namespace, resource]);
}

export async function setLanguage(language: Language): Promise<void> {
  // Loads every namespace in use in that language before switching: no screen shows keys.
  await i18n.changeLanguage(language);
  document.documentElement.lang = i18n.language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

/** Resolves once the stored language is ready, so the first paint is in the right language. */
export async function initI18n(): Promise<typeof i18n> {
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources: { es: { common } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  for (const [namespace, resource] of early.splice(0)) register(namespace, resource);
  const language = storedLanguage();
  if (language !== DEFAULT_LANGUAGE) {
    try {
      await setLanguage(language);
    } catch {
      // The chunk failed to load (offline): what is missing shows in Spanish.
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
  return i18n.t(found.key as 'msg.required', { value: found.value, defaultValue: text });
}

/** Hook form: re-renders when the language changes. */
export function useSeedText(): (text: string | null | undefined) => string {
  useTranslation();
  return (text) => (text ? translateSeedText(text) : '');
}

export { i18n };
