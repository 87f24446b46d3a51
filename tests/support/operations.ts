/**
 * Every operation of the API, read from the server's own descriptions — the OpenAPI document
 * (REST) and the GraphQL schema — with who may call it (`x-access`, field `extensions.access`)
 * and which parameter names a brand's record (`x-tenancy`). The access-matrix and fuzz suites
 * run over this list, so a new route is covered the day it lands; an operation without a
 * classification fails them.
 */
import { getNamedType, getNullableType, isListType, isNonNullType, isScalarType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { BUILT_IN_ACCESS, type Action, type Role } from '../../resources/access';
import { canAccess, findResource } from '../../resources/registry';

export type Access = 'public' | 'signed' | 'session' | { resource: string; action: Action };

export interface RestOperation {
  kind: 'rest';
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  access: Access;
  tenancy?: { in: 'path' | 'query' | 'body'; name: string; names: string };
  parameters: Array<{ name: string; in: 'path' | 'query'; required?: boolean; schema?: any }>;
  body?: any;
  multipart: boolean;
  // A body stored as sent, of any type: neither JSON nor a form.
  bytes: boolean;
  probe?: { body?: Record<string, unknown>; query?: Record<string, string> };
}

export interface GraphqlOperation {
  kind: 'graphql';
  root: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  access: Access;
}

export const label = (op: RestOperation | GraphqlOperation) =>
  op.kind === 'rest' ? `${op.method.toUpperCase()} ${op.path}` : `${op.root} ${op.field.name}`;

/** Whether an access classification names a rule the access function knows. */
export function classified(access: unknown): access is Access {
  if (access === 'public' || access === 'signed' || access === 'session') return true;
  if (!access || typeof access !== 'object') return false;
  const { resource, action } = access as { resource?: string; action?: string };
  return typeof resource === 'string' && typeof action === 'string' && !!(findResource(resource)?.access ?? BUILT_IN_ACCESS[resource]);
}

/** Whether `role` (undefined: no session) passes an operation's access. A signed call passes by its signature only. */
export function passes(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (access === 'signed') return false;
  if (!role) return false;
  if (access === 'session') return true;
  return canAccess(role, access.resource, access.action);
}

export function restOperations(doc: any): RestOperation[] {
  const ops: RestOperation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const op = item[method];
      if (!op) continue;
      const content = op.requestBody?.content ?? {};
      ops.push({
        kind: 'rest',
        method,
        path,
        access: op['x-access'],
        tenancy: op['x-tenancy'],
        parameters: op.parameters ?? [],
        body: (content['application/json'] ?? content['multipart/form-data'])?.schema,
        multipart: !!content['multipart/form-data'],
        bytes: !!content['*/*'],
        probe: op['x-probe'],
      });
    }
  }
  return ops;
}

export function graphqlOperations(schema: GraphQLSchema): GraphqlOperation[] {
  const ops: GraphqlOperation[] = [];
  for (const [root, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {}))
      ops.push({ kind: 'graphql', root, field, access: field.extensions?.access as Access });
  }
  return ops;
}

/** A GraphQL document calling `field` with its arguments as variables and a small selection. */
export function graphqlDocument(op: GraphqlOperation): {
  query: string;
  variableNames: Array<{ name: string; type: string; scalar: string; list: boolean; required: boolean }>;
} {
  const variableNames = op.field.args.map((arg) => {
    const nullable = getNullableType(arg.type);
    return {
      name: arg.name,
      type: String(arg.type),
      scalar: getNamedType(arg.type).name,
      list: isListType(nullable),
      required: isNonNullType(arg.type),
    };
  });
  const vars = variableNames.length ? `(${variableNames.map((v) => `$${v.name}: ${v.type}`).join(', ')})` : '';
  const args = variableNames.length ? `(${variableNames.map((v) => `${v.name}: $${v.name}`).join(', ')})` : '';
  const result = getNamedType(op.field.type);
  const selection = isScalarType(result) ? '' : ' { __typename }';
  return { query: `${op.root}${vars} { ${op.field.name}${args}${selection} }`, variableNames };
}
