import { expect, test, type Locator, type Page } from './support/fixtures';
import { XSS_VECTORS } from '../../api/test/security/xss-vectors';
import { ADMIN, apiLogin, bearer, createApplicant, signIn } from './enrolment-helpers';
import { createInstancia, isoDay, runTag, signInAdmin } from './staff-inscripciones-helpers';

/**
 * The rejection reason is staff-written rich text shown to the applicant
 * ("Mis Inscripciones" in /perfil) and to staff (the enrolment history). Each
 * OWASP-style filter-evasion vector is stored through the real API and rendered
 * in Chromium: no dialog may open, `window.__xss` must stay unset, no script
 * may even try to run (a CSP report would say so), and the rendered reason must
 * hold no event-handler attribute, no javascript:/data: URL and no active element.
 */

/** Records dialogs and script CSP violations from the first document on. */
async function watchForScript(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspScript: string[] };
    w.__cspScript = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      // zod probes once whether `new Function` is allowed (blocked: "eval"); that is the app's own code, not injected script.
      if (e.violatedDirective.startsWith('script-src') && e.blockedURI !== 'eval') {
        w.__cspScript.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
      }
    });
  });
  return { dialogs };
}

/**
 * Everything dangerous found in a rendered reason (its own container's style
 * attribute is Mantine's). `attributesOnly` is for a whole screen, whose own
 * buttons, inputs and icons are fine: there only handlers and URLs count.
 */
function problemsIn(container: Locator, attributesOnly = false): Promise<string[]> {
  return container.evaluate((root, onlyAttributes) => {
    const out: string[] = [];
    const active =
      /^(script|iframe|frame|object|embed|img|image|svg|math|style|link|meta|base|form|input|button|textarea|select|video|audio|source|details|marquee|body|noscript|template)$/i;
    const urlAttrs = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'srcset'];
    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      if (!onlyAttributes && el !== root && active.test(el.localName)) out.push(`<${el.localName}>`);
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) out.push(`${el.localName}[${name}]`);
        if (!onlyAttributes && el !== root && name === 'style') out.push(`${el.localName}[style]`);
        // eslint-disable-next-line no-control-regex
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (urlAttrs.includes(name) && /^(javascript|data|vbscript):/.test(value)) out.push(`${el.localName}[${name}=${attr.value}]`);
        if (el.localName === 'a' && name === 'href' && !/^(https?:|mailto:)/.test(value)) out.push(`a[href=${attr.value}]`);
      }
    }
    return out;
  }, attributesOnly);
}

async function expectNoScriptRan(page: Page, watch: { dialogs: string[] }) {
  // A broken image or an autofocus handler fires within a frame; give them a moment had they survived.
  await page.waitForTimeout(300);
  expect(watch.dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __cspScript: string[] }).__cspScript)).toEqual([]);
  await expect(page.locator('[onerror], [onload], [onclick], [onmouseover], [onfocus], [ontoggle], [onbegin], [onstart]')).toHaveCount(0);
}

/** Vectors per rejection reason on the applicant's side; the staff history below renders each one alone. */
const PER_REASON = 6;

test('every XSS vector in a rejection reason renders harmless in the applicant’s Mis Inscripciones', async ({ page, request }) => {
  test.setTimeout(90_000);
  const watch = await watchForScript(page);
  const applicant = await createApplicant(request, { nombre: 'Xenia', apellido: 'Sanitizada' });
  const admin = await apiLogin(request, ADMIN);
  const tag = runTag();

  // A few vectors per enrolment (a modal per reason is the slow part); staff enrol (no document check) and reject with them.
  const groups: string[][] = [];
  for (let i = 0; i < XSS_VECTORS.length; i += PER_REASON) groups.push(XSS_VECTORS.slice(i, i + PER_REASON));
  for (const [g, group] of groups.entries()) {
    const instancia = await createInstancia(request, admin.token, {
      descripcion: `XSS ${tag} grupo ${g + 1}`,
      carrera_id: 9,
      fecha_publicacion: isoDay(-5),
    });
    const enrol = await request.post('/api/inscriptos/', {
      headers: bearer(admin.token),
      data: { persona_id: applicant.persona.id, instancia_id: instancia.id },
    });
    expect(enrol.status(), await enrol.text()).toBe(201);
    const { inscripto } = await enrol.json();
    const observacion = group.map((vector, k) => `<p>Motivo ${g * PER_REASON + k + 1}:</p>${vector}`).join('');
    const rejected = await request.put(`/api/inscriptos/set_estado/${inscripto.id}`, {
      headers: bearer(admin.token),
      data: { estado_id: 3, observacion },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);
  }

  await signIn(page, applicant);
  await page.goto('/perfil');
  const cards = page.getByTestId('enrolment-card');
  await expect(cards).toHaveCount(groups.length);
  for (const [g, group] of groups.entries()) {
    const card = cards.filter({ hasText: `XSS ${tag} grupo ${g + 1}` });
    await card.getByRole('button', { name: 'Ver motivo del rechazo' }).click();
    const modal = page.getByRole('dialog', { name: 'Motivo del rechazo' });
    const reason = modal.getByTestId('rejection-reason');
    // An unclosed <style> in one vector may swallow the text after it; the first marker is always there.
    await expect(reason).toContainText(`Motivo ${g * PER_REASON + 1}:`);
    expect(await problemsIn(reason), `vectors ${g * PER_REASON + 1}-${g * PER_REASON + group.length}`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  }
  await expectNoScriptRan(page, watch);
});

test('every XSS vector renders harmless in the staff enrolment history', async ({ page, request }) => {
  test.setTimeout(120_000);
  const watch = await watchForScript(page);
  const admin = await apiLogin(request, ADMIN);
  const tag = runTag();
  const applicant = await createApplicant(request, { nombre: 'Historia', apellido: `Saneada${tag}` });
  const instancia = await createInstancia(request, admin.token, { descripcion: `XSS historial ${tag}`, carrera_id: 9 });
  const enrol = await request.post('/api/inscriptos/', {
    headers: bearer(admin.token),
    data: { persona_id: applicant.persona.id, instancia_id: instancia.id },
  });
  expect(enrol.status(), await enrol.text()).toBe(201);
  const { inscripto } = await enrol.json();
  // Every vector becomes one history entry (the audit keeps each reason), all shown in one modal.
  for (const [i, vector] of XSS_VECTORS.entries()) {
    const res = await request.put(`/api/inscriptos/set_estado/${inscripto.id}`, {
      headers: bearer(admin.token),
      data: { estado_id: 3, observacion: `<p>Motivo ${i + 1}:</p>${vector}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await signInAdmin(page);
  await page.goto(`/inscripciones/${instancia.id}`);
  await page.getByRole('button', { name: `Ver detalles de Historia Saneada${tag}`, exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Detalles de inscripto' });
  const reasons = detail.getByTestId('history-reason');
  await expect(reasons.first()).toBeVisible();
  // The history shows every reason it kept, one per vector; all of them must be inert.
  await expect(reasons).toHaveCount(XSS_VECTORS.length);
  for (let i = 0; i < XSS_VECTORS.length; i++) expect(await problemsIn(reasons.nth(i)), `history entry ${i}`).toEqual([]);
  // The rejection editor (staff edit the current reason) loads the stored value too.
  expect(await problemsIn(detail, true)).toEqual([]);
  await expectNoScriptRan(page, watch);
});
