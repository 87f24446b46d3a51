/**
 * The OpenAPI description of the REST resources, built from their declarations
 * (`GET /api/openapi.json`), so clients see the same fields and rules the server enforces.
 */
import type { Field } from '../../resources/fields';
import type { ResourceDeclaration, RestServe } from '../../resources/framework';
import type { ResourceBinding } from './crud';

function fieldSchema(field: Field): Record<string, unknown> {
  const base: Record<string, unknown> = (() => {
    switch (field.type) {
      case 'int':
      case 'reference':
        return { type: 'integer' };
      case 'number':
        return { type: 'number' };
      case 'boolean':
        return { type: 'boolean' };
      case 'date':
        return { type: 'string', format: 'date' };
      case 'datetime':
        return { type: 'string', format: 'date-time' };
      case 'email':
        return { type: 'string', format: 'email' };
      case 'url':
        return { type: 'string', format: 'uri' };
      case 'json':
        return {};
      case 'enum':
        return { type: 'string', enum: field.choices };
      default:
        return { type: 'string' };
    }
  })();
  if (field.label) base.title = field.label;
  if (field.isReadOnly) base.readOnly = true;
  if (!field.isRequired) base.nullable = true;
  return base;
}

function recordSchema(resource: ResourceDeclaration) {
  const properties: Record<string, unknown> = { id: { type: 'integer', readOnly: true } };
  for (const [name, field] of Object.entries(resource.fields)) properties[name] = fieldSchema(field);
  const required = Object.entries(resource.fields)
    .filter(([, f]) => f.isRequired && !f.isReadOnly)
    .map(([n]) => n);
  return { type: 'object', properties, required };
}

const errorResponse = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

export function openApiDocument(bindings: ResourceBinding[]) {
  const paths: Record<string, any> = {};
  const schemas: Record<string, any> = {
    Error: {
      type: 'object',
      properties: {
        error: {
          type: 'object',
          properties: { code: { type: 'string' }, message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } },
        },
      },
    },
  };
  for (const { resource } of bindings) {
    if (resource.serve.kind !== 'rest') continue;
    const serve = resource.serve as RestServe;
    const name = resource.labels.one.replace(/\s+/g, '');
    schemas[name] = recordSchema(resource);
    const ref = { $ref: `#/components/schemas/${name}` };
    const body = { required: true, content: { 'application/json': { schema: serve.bodyKey ? { type: 'object', properties: { [serve.bodyKey]: ref } } : ref } } };
    const ok = (schema: unknown, status = '200') => ({ [status]: { description: 'OK', content: { 'application/json': { schema } } }, '4XX': errorResponse });
    const base = `/api/${serve.base}`;
    const tag = [resource.labels.many];
    paths[base] = {
      get: {
        tags: tag,
        summary: `List ${resource.labels.many.toLowerCase()}`,
        parameters: ['page_count', 'page', 'after', 'filter_by', 'sort_by', 'order', 'q'].map((p) => ({ name: p, in: 'query', schema: { type: 'string' } })),
        responses: ok({ oneOf: [{ type: 'array', items: ref }, { type: 'object', properties: { results: { type: 'array', items: ref }, count: { type: 'integer' }, hasNext: { type: 'boolean' }, hasBefore: { type: 'boolean' } } }] }),
      },
      post: { tags: tag, summary: `Create a ${resource.labels.one.toLowerCase()}`, requestBody: body, responses: ok(ref, '201') },
    };
    const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }];
    paths[`${base}/{id}`] = { get: { tags: tag, parameters: idParam, responses: ok(ref) } };
    if (serve.update === 'body') paths[base].put = { tags: tag, requestBody: body, responses: ok(ref) };
    else paths[`${base}/{id}`].put = { tags: tag, parameters: idParam, requestBody: body, responses: ok(ref) };
    const del = serve.delete ?? 'path';
    if (del === 'path') paths[`${base}/{id}`].delete = { tags: tag, parameters: idParam, responses: ok(ref) };
    else paths[base].delete = { tags: tag, parameters: [{ name: del.query, in: 'query', required: true, schema: { type: 'integer' } }], responses: ok(ref) };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Papered API', version: '1' },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
