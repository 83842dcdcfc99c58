/**
 * The translations of every language but Spanish, one file per language and namespace, each its
 * own chunk. This module is itself loaded only when a language other than Spanish is chosen, so
 * the table of chunk names never weighs on the first page (decision 93).
 */
const bundles = import.meta.glob<{ resource: object }>(['./*/*.ts', '!./es/*.ts']);

/** The calendars' month and day names (Mantine's date pickers use dayjs), loaded with the language. */
const calendars: Record<string, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  ja: () => import('dayjs/locale/ja'),
  zh: () => import('dayjs/locale/zh-cn'),
};

export async function loadResource(language: string, namespace: string): Promise<object> {
  const load = bundles[`./${language}/${namespace}.ts`];
  if (!load) throw new Error(`There is no "${namespace}" translation in "${language}".`);
  const [bundle] = await Promise.all([load(), calendars[language]?.()]);
  return bundle.resource;
}
