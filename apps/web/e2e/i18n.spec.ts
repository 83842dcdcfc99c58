import { readdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/fixtures';
import type { Language } from '@ingreso/shared';
import { createVerifiedUser } from './support/accounts';
import { ADMIN, createApplicant, signIn } from './enrolment-helpers';

/**
 * Every screen follows the language selector (decision 93): after switching, no Spanish text of
 * the es resources is left on the screen (its visible text, accessible names and placeholders),
 * and no translation key shows instead of a text.
 */

type Resource = { [key: string]: string | Resource };

/** The name of the administrator that the server creates at start (apps/api/src/bootstrap.ts). */
const ADMIN_NAME = 'Administrador';

interface Vocabulary {
  /** Spanish fragments longer than 12 characters (the parts between interpolations). */
  phrases: string[];
  /** Dotted keys (`sections.personal`) that would show if a namespace were missing. */
  keys: string[];
}

let vocabulary: Promise<Vocabulary> | undefined;

function flatten(resource: Resource, prefix: string, out: Array<[string, string]>) {
  for (const [key, value] of Object.entries(resource)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.push([path, value]);
    else flatten(value, path, out);
  }
}

function loadVocabulary(): Promise<Vocabulary> {
  vocabulary ??= (async () => {
    const { SAME_AS_SPANISH } = await import('../src/locales/same-as-spanish');
    const entries: Array<[string, string]> = [];
    for (const file of readdirSync(new URL('../src/locales/es/', import.meta.url)).filter((name) => name.endsWith('.ts'))) {
      const { resource } = (await import(`../src/locales/es/${file}`)) as { resource: Resource };
      flatten(resource, '', entries);
    }
    // The domain messages of packages/shared, one piece per module (src/lib/domain-messages.ts).
    const { messageResource } = await import('../src/lib/message-resource');
    for (const file of readdirSync(new URL('../src/locales/es/messages/', import.meta.url))) {
      const { sources } = (await import(`../src/locales/es/messages/${file}`)) as { sources: Record<string, object> };
      flatten(messageResource(sources) as Resource, '', entries);
    }
    const phrases = new Set<string>();
    for (const [, value] of entries) {
      for (const fragment of value.split(/\{\{[^}]*\}\}/)) {
        const phrase = fragment.trim();
        // The allow-list's long entries (the faculty's name) are proper nouns, the same in every language.
        if (phrase.length > 12 && !SAME_AS_SPANISH.some((entry) => entry.value === phrase)) phrases.add(phrase);
      }
    }
    const keys = entries.map(([key]) => key.replace(/_(one|many|other)$/, '')).filter((key) => key.includes('.'));
    return { phrases: [...phrases], keys: [...new Set(keys)] };
  })();
  return vocabulary;
}

/** What a reader meets on the page: visible text, accessible names, placeholders, titles. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join('\n');
  });
}

/** Data that happens to be a Spanish word of the resources: the seeded administrator is called "Administrador". */
const DATA = [ADMIN_NAME];

async function expectTranslated(page: Page, language: Language, where: string, shown: Locator): Promise<void> {
  await expect(shown.first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const { phrases, keys } = await loadVocabulary();
  let text = await pageText(page);
  for (const value of DATA) text = text.replaceAll(value, '');
  expect(
    phrases.filter((phrase) => text.includes(phrase)),
    `${where} (${language}): Spanish left on the screen`,
  ).toEqual([]);
  expect(
    keys.filter((key) => new RegExp(`(^|[^\\w.])${key.replace(/\./g, '\\.')}($|[^\\w.])`).test(text)),
    `${where} (${language}): keys shown instead of texts`,
  ).toEqual([]);
}

/** The language selector of the page (the header's when signed in). */
async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.locator('select:has(option[value="ja"]):visible').first().selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('the login and registration pages in English and in French', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await chooseLanguage(page, 'en');
  await expectTranslated(page, 'en', 'login', page.getByRole('heading', { name: 'Sign in' }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectTranslated(page, 'en', 'login, empty form submitted', page.getByText('Required field'));

  await chooseLanguage(page, 'fr');
  await expectTranslated(page, 'fr', 'login', page.getByRole('heading', { name: 'Se connecter' }));

  // The choice is kept: the registration page opens in French.
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expectTranslated(page, 'fr', 'registration', page.getByRole('heading', { name: 'Créer un compte' }));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expectTranslated(page, 'fr', 'registration, empty form submitted', page.getByText('Champ obligatoire'));

  await chooseLanguage(page, 'en');
  await expectTranslated(page, 'en', 'registration', page.getByRole('heading', { name: 'Create an account' }));
});

test('an applicant’s screens in English and in German', async ({ page, request }) => {
  const applicant = await createApplicant(request, { nombre: 'Julieta', apellido: 'Paredes' });
  await signIn(page, applicant);

  await chooseLanguage(page, 'en');
  await expectTranslated(page, 'en', '/carreras', page.getByText('Choose a type of programme to see the open offerings and enrol.'));
  await page
    .getByRole('button', { name: /^See the offerings of / })
    .first()
    .click();
  const offerings = page.getByRole('dialog');
  await expectTranslated(page, 'en', '/carreras, the offerings dialog', offerings.getByText('These offerings are open for enrolment.'));
  await page.keyboard.press('Escape');
  await expect(offerings).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await expectTranslated(page, 'en', 'the My Profile panel', page.getByRole('dialog', { name: 'My Profile' }));
  await page.getByRole('dialog', { name: 'My Profile' }).getByRole('link', { name: 'My Profile' }).click();
  await expectTranslated(page, 'en', '/perfil', page.getByRole('heading', { level: 1, name: 'My Profile' }));

  await chooseLanguage(page, 'de');
  await expectTranslated(page, 'de', '/perfil', page.getByRole('heading', { level: 1, name: 'Mein Profil' }));
  await page.getByRole('link', { name: 'Studiengänge', exact: true }).first().click();
  await expectTranslated(
    page,
    'de',
    '/carreras',
    page.getByText('Wählen Sie eine Studienart, um die offenen Angebote zu sehen und sich einzuschreiben.'),
  );
});

test('a new applicant’s registration wizard in English and in Chinese', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await page.goto('/auth/login');
  await chooseLanguage(page, 'zh');
  await page.getByRole('textbox', { name: '电子邮箱' }).fill(user.email);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登录' }).click();

  const welcome = page.getByRole('dialog', { name: '欢迎注册招生系统' });
  await expectTranslated(page, 'zh', 'the wizard’s welcome', welcome);
  await welcome.getByRole('button', { name: '开始' }).click();
  await expectTranslated(page, 'zh', 'the wizard, step 1', page.getByRole('heading', { name: '个人信息' }).first());

  await chooseLanguage(page, 'en');
  await expectTranslated(page, 'en', 'the wizard, step 1', page.getByRole('heading', { name: 'Personal details' }).first());
  await page.getByRole('button', { name: 'Next' }).click();
  await expectTranslated(page, 'en', 'the wizard, step 1 with errors', page.getByText('Check the marked fields before continuing.'));
});

test('the staff screens in English and in Japanese', async ({ page }) => {
  await signIn(page, ADMIN);

  await chooseLanguage(page, 'en');
  await expectTranslated(page, 'en', '/instancias', page.getByRole('button', { name: 'Create a new offering' }));
  await page.getByRole('button', { name: 'Create a new offering' }).click();
  await expectTranslated(page, 'en', 'the new offering form', page.getByRole('dialog', { name: 'CREATE OFFERING' }));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expectTranslated(page, 'en', '/dashboard', page.getByRole('heading', { name: 'Recent activity' }));
  await page.getByRole('link', { name: 'Users', exact: true }).first().click();
  await expectTranslated(page, 'en', '/usuarios', page.getByRole('button', { name: 'Create new user' }));

  await chooseLanguage(page, 'ja');
  await expectTranslated(page, 'ja', '/usuarios', page.getByRole('button', { name: '新しいユーザーを作成' }));
  await page.getByRole('link', { name: '募集回', exact: true }).first().click();
  await expectTranslated(page, 'ja', '/instancias', page.getByRole('button', { name: '新しい募集回を作成' }));
  await page.getByRole('link', { name: '申込', exact: true }).first().click();
  await expectTranslated(page, 'ja', '/inscripciones', page.getByText('続行する前に...'));
  await page.getByRole('link', { name: '学科', exact: true }).first().click();
  await expectTranslated(page, 'ja', '/carreras-admin', page.getByRole('button', { name: '学科を作成' }));
});
