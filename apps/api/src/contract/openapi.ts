import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { allRoutes } from '@ingreso/shared';

type TransformObject = typeof jsonSchemaTransformObject;

interface OpenApiAnswer {
  description?: string;
  content?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}
type OpenApiPaths = Record<string, Record<string, { responses?: Record<string, OpenApiAnswer> } | undefined>>;

/**
 * The OpenAPI document's components: the named zod schemas (ErrorBody), less the ones
 * no operation references. The provider emits an input and an output copy of every
 * named schema; an answer-only schema's input copy would be listed but never used.
 */
export const openapiComponents: TransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> }; paths?: OpenApiPaths };
  fileAnswers(doc.paths ?? {});
  redirectAnswers(doc.paths ?? {});
  const schemas = doc.components?.schemas;
  if (!schemas) return doc as ReturnType<TransformObject>;
  const { components, ...rest } = doc;
  const text = JSON.stringify(rest);
  const used = Object.fromEntries(Object.entries(schemas).filter(([name]) => text.includes(`"#/components/schemas/${name}"`)));
  return { ...doc, components: { ...components, schemas: used } } as ReturnType<TransformObject>;
};

/** A route that answers a file documents its success with the file's media types instead of JSON. */
function fileAnswers(paths: OpenApiPaths): void {
  for (const d of allRoutes) {
    if (!d.fileMediaTypes) continue;
    const op = paths[d.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')]?.[d.method.toLowerCase()];
    const status = Object.keys(d.responses).find((s) => s.startsWith('2'));
    const answer = status ? op?.responses?.[status] : undefined;
    if (!answer) continue;
    answer.description = 'El archivo';
    answer.content = Object.fromEntries(d.fileMediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  }
}

/** A route that sends the browser elsewhere (the single sign-on) documents its 302 with the Location header. */
function redirectAnswers(paths: OpenApiPaths): void {
  for (const d of allRoutes) {
    if (!(302 in d.responses)) continue;
    const answer = paths[d.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')]?.[d.method.toLowerCase()]?.responses?.['302'];
    if (!answer) continue;
    answer.description = 'Redirección del navegador';
    delete answer.content;
    answer.headers = { Location: { description: 'Adónde sigue el navegador', schema: { type: 'string' } } };
  }
}
