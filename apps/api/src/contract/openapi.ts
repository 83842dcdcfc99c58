import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type TransformObject = typeof jsonSchemaTransformObject;

/**
 * The OpenAPI document's components: the named zod schemas (ErrorBody), less the ones
 * no operation references. The provider emits an input and an output copy of every
 * named schema; an answer-only schema's input copy would be listed but never used.
 */
export const openapiComponents: TransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = doc.components?.schemas;
  if (!schemas) return doc as ReturnType<TransformObject>;
  const { components, ...rest } = doc;
  const text = JSON.stringify(rest);
  const used = Object.fromEntries(Object.entries(schemas).filter(([name]) => text.includes(`"#/components/schemas/${name}"`)));
  return { ...doc, components: { ...components, schemas: used } } as ReturnType<TransformObject>;
};
