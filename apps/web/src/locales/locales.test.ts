import { readFileSync } from 'node:fs';
import { AUDIT_ACTIONS, LANGUAGES, type Language } from '@ingreso/shared';
import { describe, expect, it } from 'vitest';
import { messageResource } from '../lib/message-resource';
import { addSeedMessages, findSeedMessage } from '../lib/seed-messages';
import { sameAsSpanishAllowed } from './same-as-spanish';

/**
 * Every language the selector offers translates every namespace of Spanish, the source (decision 93).
 * Plural variants are checked against each language's own plural rules (Intl.PluralRules).
 */

type Resource = { [key: string]: string | Resource };
const modules = import.meta.glob<{ resource: Resource }>('./*/*.ts', { eager: true });

const bundles = new Map<string, Resource>();
for (const [path, module] of Object.entries(modules)) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(path) ?? [];
  bundles.set(`${language}/${namespace}`, module.resource);
}
// Spanish `messages` comes in pieces, one per domain module of packages/shared (lib/domain-messages.ts).
const pieces = import.meta.glob<{ sources: Record<string, object> }>('./es/messages/*.ts', { eager: true });
bundles.set('es/messages', Object.assign({}, ...Object.values(pieces).map((piece) => messageResource(piece.sources))) as Resource);

const namespacesOf = (language: string) =>
  [...bundles.keys()]
    .filter((key) => key.startsWith(`${language}/`))
    .map((key) => key.slice(language.length + 1))
    .sort();
const NAMESPACES = namespacesOf('es');
const OTHERS = LANGUAGES.filter((language): language is Exclude<Language, 'es'> => language !== 'es');

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flattened `a.b.c` keys to values. */
function flatten(resource: Resource, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(resource)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/** Keys with plural variants grouped under their base key (`openCount`), each with its forms. */
function split(flat: Map<string, string>) {
  const plain = new Map<string, string>();
  const plurals = new Map<string, Map<string, string>>();
  for (const [key, value] of flat) {
    const match = PLURAL.exec(key);
    if (!match) {
      plain.set(key, value);
      continue;
    }
    const base = key.slice(0, match.index);
    const forms = plurals.get(base) ?? new Map<string, string>();
    forms.set(match[1], value);
    plurals.set(base, forms);
  }
  return { plain, plurals };
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const hasLetters = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

describe('translations', () => {
  it('Spanish has the namespaces that i18next is typed with', () => {
    const declared = [
      ...readFileSync(new URL('../lib/i18next.d.ts', import.meta.url), 'utf8').matchAll(/'\.\.\/locales\/es\/([^']+)'/g),
    ].map((m) => m[1]);
    if (/\bmessages: MessagesResource;/.test(readFileSync(new URL('../lib/i18next.d.ts', import.meta.url), 'utf8')))
      declared.push('messages');
    expect(declared.sort()).toEqual(NAMESPACES);
  });

  it('Spanish uses each plural form of its rules', () => {
    const forms = new Intl.PluralRules('es').resolvedOptions().pluralCategories.slice().sort();
    for (const namespace of NAMESPACES) {
      for (const [base, variants] of split(flatten(bundles.get(`es/${namespace}`)!)).plurals) {
        expect([...variants.keys()].sort(), `es/${namespace}: ${base}`).toEqual(forms);
      }
    }
  });

  it('the seed messages the server answers with have a key in common.msg', () => {
    const msg = flatten(bundles.get('es/common')!.msg as Resource);
    for (const [key, text] of msg) {
      const found = findSeedMessage(text.replace('{{value}}', 'x@example.com'));
      expect(found, key).toBeDefined();
      expect(msg.has(found!.key.replace(/^msg\./, '')), key).toBe(true);
    }
  });

  it('the domain messages a feature registers are found by their Spanish text, builders with their value', async () => {
    const { sources } = await import('./es/messages/asistencia');
    const persona = await import('./es/messages/persona');
    addSeedMessages(persona.sources.persona, 'messages:persona');
    addSeedMessages(sources.asistencia, 'messages:asistencia');
    expect(findSeedMessage(persona.sources.persona.nombreRequired)).toEqual({ key: 'messages:persona.nombreRequired' });
    expect(findSeedMessage(persona.sources.persona.maxChars(20))).toEqual({ key: 'messages:persona.maxChars', value: '20' });
    expect(findSeedMessage(sources.asistencia.notApproved([3, 4]))).toEqual({ key: 'messages:asistencia.notApproved', value: '3, 4' });
  });

  it.each(LANGUAGES)('%s labels every audit action on the dashboard (no raw keys)', (language) => {
    const actions = (bundles.get(`${language}/dashboard`)!.audit as Resource).actions as Resource;
    expect(AUDIT_ACTIONS.filter((action) => typeof actions[action] !== 'string')).toEqual([]);
  });

  it.each(LANGUAGES)('%s names each document the same way on every screen', (language) => {
    const at = (namespace: string, ...path: string[]) =>
      path.reduce<Resource | undefined>((r, k) => r?.[k] as Resource | undefined, bundles.get(`${language}/${namespace}`));
    const wizard = at('complete-register', 'documents');
    expect(wizard).toBeDefined();
    expect(at('carreras-dialog', 'documents')).toEqual(wizard);
    expect(at('perfil', 'documents', 'labels')).toEqual(wizard);
    expect(at('inscripciones', 'documents', 'labels')).toEqual(wizard);
    expect((at('complete-register', 'welcome', 'documents') as Resource).cuil).toBe(wizard!.cuil);
  });

  describe.each(OTHERS)('%s', (language) => {
    const pluralForms = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();

    it('has every namespace and no other', () => {
      expect(namespacesOf(language)).toEqual(NAMESPACES);
    });

    it.each(NAMESPACES)('%s: same keys as Spanish, none empty, same variables, nothing left in Spanish', (namespace) => {
      const es = split(flatten(bundles.get(`es/${namespace}`)!));
      const other = split(flatten(bundles.get(`${language}/${namespace}`) ?? {}));
      const problems: string[] = [];

      for (const key of es.plain.keys()) if (!other.plain.has(key)) problems.push(`missing: ${key}`);
      for (const key of other.plain.keys()) if (!es.plain.has(key)) problems.push(`not in Spanish: ${key}`);
      for (const base of es.plurals.keys()) if (!other.plurals.has(base)) problems.push(`missing: ${base}_*`);
      for (const base of other.plurals.keys()) if (!es.plurals.has(base)) problems.push(`not in Spanish: ${base}_*`);

      const pairs: Array<[string, string, string]> = [];
      for (const [key, value] of other.plain) {
        const spanish = es.plain.get(key);
        if (spanish !== undefined) pairs.push([key, value, spanish]);
      }
      for (const [base, variants] of other.plurals) {
        const spanish = es.plurals.get(base);
        if (!spanish) continue;
        const forms = [...variants.keys()].sort();
        if (forms.join() !== pluralForms.join())
          problems.push(`${base}: plural forms ${forms.join(', ')}, expected ${pluralForms.join(', ')}`);
        for (const [form, value] of variants) pairs.push([`${base}_${form}`, value, spanish.get(form) ?? spanish.get('other')!]);
      }

      for (const [key, value, spanish] of pairs) {
        if (value.trim() === '') problems.push(`empty: ${key}`);
        if (variables(value).join() !== variables(spanish).join()) {
          problems.push(
            `${key}: variables ${variables(value).join(', ') || 'none'}, Spanish has ${variables(spanish).join(', ') || 'none'}`,
          );
        }
        if (value === spanish && hasLetters(value) && !sameAsSpanishAllowed(value, language))
          problems.push(`same as Spanish: ${key} = ${JSON.stringify(value)}`);
      }
      expect(problems).toEqual([]);
    });
  });
});
