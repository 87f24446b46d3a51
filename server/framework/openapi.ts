/**
 * The OpenAPI 3.1 description of every REST route (`GET /api/openapi.json`, page `/api/docs`):
 * the declarations' CRUD routes from their fields, and the hand-written routes from their
 * validating yup schemas (server/http/routeDocs.ts). Each operation carries `x-access` (who may
 * call it) and, where it names a brand's record, `x-tenancy`; the access-matrix and fuzz suites
 * are driven by them.
 */
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type * as yup from 'yup';
import type { Field } from '../../resources/fields';
import { createSchema, type ResourceDeclaration, type RestServe } from '../../resources/framework';
import { ROUTE_DOCS, type RouteAccess, type RouteDoc, type RouteTenancy } from '../http/routeDocs';
import type { ResourceBinding } from './crud';

function jsonSchema(schema: yup.AnySchema): Record<string, unknown> {
  try {
    const { default: _default, ...rest } = convertSchema(schema) as Record<string, unknown>;
    return rest;
  } catch {
    return { type: 'object' };
  }
}

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
  if (!field.isRequired && typeof base.type === 'string') base.type = [base.type, 'null'];
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

const ID_SCHEMA = { type: 'integer', minimum: 1, maximum: 2147483647 };

function routeOperation(doc: RouteDoc) {
  const parameters: Array<Record<string, unknown>> = [];
  for (const [, name] of doc.path.matchAll(/\{([^}]+)\}/g)) {
    parameters.push({ name, in: 'path', required: true, schema: doc.params?.[name] ? jsonSchema(doc.params[name]) : ID_SCHEMA });
  }
  if (doc.query) {
    const query = jsonSchema(doc.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {}))
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
  }
  const body = doc.body ? jsonSchema(doc.body) : undefined;
  const requestBody = doc.files
    ? {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              ...body,
              type: 'object',
              properties: {
                ...((body?.properties as object) ?? {}),
                ...Object.fromEntries(doc.files.map((f) => [f, { type: 'string', contentMediaType: 'image/*' }])),
              },
            },
          },
        },
      }
    : doc.consumes
      ? { required: true, content: { [doc.consumes]: { schema: { type: 'string', format: 'binary' } } } }
      : body
        ? { required: true, content: { 'application/json': { schema: body } } }
        : undefined;
  return {
    summary: doc.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { '200': { description: 'OK', content: { [doc.produces ?? 'application/json']: {} } }, '4XX': errorResponse },
    ...(doc.access === 'public' || doc.access === 'signed' ? { security: [] } : {}),
    'x-access': doc.access satisfies RouteAccess,
    ...(doc.tenancy ? { 'x-tenancy': doc.tenancy } : {}),
    ...(doc.probe ? { 'x-probe': doc.probe } : {}),
  };
}

const errorResponse = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

export function openApiDocument(bindings: ResourceBinding[], areaRouteDocs: RouteDoc[] = []) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object',
      properties: {
        error: {
          type: 'object',
          properties: {
            code: { type: 'string' },
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
            codes: {
              type: 'object',
              description:
                'What each field message means, for wording it in any language: `validation.<code>` with the field label and values',
              additionalProperties: {
                type: 'object',
                properties: { code: { type: 'string' }, label: { type: 'string' }, values: { type: 'object' } },
                required: ['code', 'label'],
              },
            },
            request_id: { type: 'string', description: 'The id of the request in the server logs (also its X-Request-Id header)' },
          },
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
    const body = {
      required: true,
      content: { 'application/json': { schema: serve.bodyKey ? { type: 'object', properties: { [serve.bodyKey]: ref } } : ref } },
    };
    const ok = (schema: unknown, status = '200') => ({
      [status]: { description: 'OK', content: { 'application/json': { schema } } },
      '4XX': errorResponse,
    });
    const base = `/api/${serve.base}`;
    const tag = [resource.labels.many];
    const access = (action: 'View' | 'Add' | 'Edit' | 'Delete', op?: 'list' | 'get'): Record<string, unknown> => ({
      'x-access': op && serve.public?.includes(op) ? 'public' : { resource: resource.name, action },
    });
    const tenancy = (where: RouteTenancy['in'], name: string) =>
      resource.tenancy ? { 'x-tenancy': { in: where, name, names: resource.tenancy === 'self' ? 'brand' : resource.name } } : {};
    paths[base] = {
      get: {
        tags: tag,
        summary: `List ${resource.labels.many.toLowerCase()}`,
        parameters: ['page_count', 'page', 'after', 'filter_by', 'sort_by', 'order', 'q'].map((p) => ({
          name: p,
          in: 'query',
          schema: { type: 'string' },
        })),
        responses: ok({
          oneOf: [
            { type: 'array', items: ref },
            {
              type: 'object',
              properties: {
                results: { type: 'array', items: ref },
                count: { type: 'integer' },
                hasNext: { type: 'boolean' },
                hasBefore: { type: 'boolean' },
              },
            },
          ],
        }),
        ...access('View', 'list'),
      },
      post: {
        tags: tag,
        summary: `Create a ${resource.labels.one.toLowerCase()}`,
        requestBody: body,
        responses: ok(ref, '201'),
        ...access('Add'),
        ...(resource.tenancy === 'brand' ? { 'x-tenancy': { in: 'body', name: 'brand_id', names: 'brand' } } : {}),
      },
    };
    const idParam = [{ name: 'id', in: 'path', required: true, schema: ID_SCHEMA }];
    paths[`${base}/{id}`] = {
      get: { tags: tag, parameters: idParam, responses: ok(ref), ...access('View', 'get'), ...tenancy('path', 'id') },
    };
    if (serve.update === 'body')
      paths[base].put = { tags: tag, requestBody: body, responses: ok(ref), ...access('Edit'), ...tenancy('body', 'id') };
    else
      paths[`${base}/{id}`].put = {
        tags: tag,
        parameters: idParam,
        requestBody: body,
        responses: ok(ref),
        ...access('Edit'),
        ...tenancy('path', 'id'),
      };
    const del = serve.delete ?? 'path';
    if (del === 'path')
      paths[`${base}/{id}`].delete = { tags: tag, parameters: idParam, responses: ok(ref), ...access('Delete'), ...tenancy('path', 'id') };
    else
      paths[base].delete = {
        tags: tag,
        parameters: [{ name: del.query, in: 'query', required: true, schema: ID_SCHEMA }],
        responses: ok(ref),
        ...access('Delete'),
        ...tenancy('query', del.query),
      };
    // The request schema of writes, the same the server validates with.
    schemas[`${name}Input`] = jsonSchema(createSchema(resource));
  }
  // The hand-written routes; where one answers a CRUD path too, its description wins.
  for (const doc of [...ROUTE_DOCS, ...areaRouteDocs]) (paths[doc.path] ??= {})[doc.method] = routeOperation(doc);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Papered API',
      version: '1',
      description:
        'Ids are canonical positive integers (no sign, decimals, exponent, hex or leading zeros). `x-access` names who may call an operation; `x-tenancy` the parameter that names a brand’s record.',
    },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
