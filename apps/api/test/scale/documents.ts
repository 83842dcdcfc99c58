import { signUp, type TestApp } from '../harness.js';

export { png } from '../images.js';
import { wizardPayload } from '../fixtures/personas.js';

let counter = 0;

/** An applicant who registered, verified, logged in and completed the wizard on `t`. */
export async function applicantWithPersona(t: TestApp, tag: string) {
  const login = await signUp(t, { name: `Aspirante ${tag}`, email: `${tag}.${Date.now()}.${counter++}@correo.test`, password: 'secreta1' });
  const res = await t.call('POST', '/api/wizard-persona/', { token: login.token, body: wizardPayload() });
  if (res.status !== 201) throw new Error(`wizard failed: ${JSON.stringify(res.body)}`);
  return { token: login.token, personaId: res.body.persona.id as number };
}

/** Uploads documents the way the browser does (FormData); answers the status and JSON body. */
export async function uploadDocuments(baseUrl: string, token: string, personaId: number, docs: Record<string, Buffer>) {
  const form = new FormData();
  form.append('persona_id', String(personaId));
  for (const [name, bytes] of Object.entries(docs))
    form.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${name}.png`);
  const res = await fetch(`${baseUrl}/api/files/store_docs_persona/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** GET of a document, with the bearer token or (for signed links) without. */
export async function download(baseUrl: string, url: string, token?: string) {
  const res = await fetch(baseUrl + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
