/**
 * The react-admin calls as operations of the inventory GraphQL API (API.md names), built from
 * the resource declarations: no schema introspection is needed.
 */
import type { GraphqlServe, ResourceDeclaration } from '../resources/framework';
import { writableFields } from '../resources/framework';

/** Rows per GraphQL list request: rows × fields stays under the server's cost limit (10,000 points). */
export const MAX_PAGE = 200;

export const lowerFirst = (s: string) => s[0].toLowerCase() + s.slice(1);

export function serveOf(declaration: ResourceDeclaration): GraphqlServe {
  return declaration.serve as GraphqlServe;
}

/** The scalar fields of a record: id, the declared fields, timestamps. */
export function selection(declaration: ResourceDeclaration): string {
  const names = ['id', ...Object.keys(declaration.fields)];
  if (serveOf(declaration).timestamps) names.push('created_at', 'updated_at');
  return [...new Set(names)].join(' ');
}

export function listQuery(declaration: ResourceDeclaration): string {
  const { plural, paginated } = serveOf(declaration);
  const args = 'first: $first, offset: $offset, after: $after, query: $query, sort: $sort, order: $order';
  const vars = '$first: Int, $offset: Int, $after: ID, $query: JSON, $sort: String, $order: String';
  // Purchase orders answer {data, total} (spec 2 §7); the others an array, with a count beside it.
  return paginated === 'page'
    ? `query (${vars}) { page: ${plural}Paginated(${args}) { data { ${selection(declaration)} } total } }`
    : `query (${vars}) { data: ${plural}Paginated(${args}) { ${selection(declaration)} } total: ${plural}Count(query: $query) }`;
}

export const oneQuery = (d: ResourceDeclaration) =>
  `query ($id: ID!) { data: ${lowerFirst(serveOf(d).type)}(id: $id) { ${selection(d)} } }`;
export const manyQuery = (d: ResourceDeclaration) =>
  `query ($query: JSON) { data: ${serveOf(d).plural}(query: $query) { ${selection(d)} } }`;
export const createMutation = (d: ResourceDeclaration) =>
  `mutation ($input: ${serveOf(d).type}Input!) { id: create${serveOf(d).type}(input: $input) }`;
export const updateMutation = (d: ResourceDeclaration) =>
  `mutation ($id: ID!, $input: ${serveOf(d).type}UpdateInput!) { id: update${serveOf(d).type}(id: $id, input: $input) }`;
export const deleteMutation = (d: ResourceDeclaration) => `mutation ($id: ID!) { id: delete${serveOf(d).type}(id: $id) }`;

/** The writable fields of a form's data; for an update only those that changed. */
export function inputOf(declaration: ResourceDeclaration, data: Record<string, any>, previous?: Record<string, any>) {
  const input: Record<string, unknown> = {};
  for (const [name] of writableFields(declaration)) {
    if (!(name in data)) continue;
    const value = data[name] === '' ? null : data[name];
    if (previous && JSON.stringify(previous[name] ?? null) === JSON.stringify(value ?? null)) continue;
    input[name] = value;
  }
  return input;
}

/** The react-admin filter as the API's JSON query: empty values dropped. */
export function queryOf(filter: Record<string, unknown> | undefined) {
  return Object.fromEntries(
    Object.entries(filter ?? {}).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}
