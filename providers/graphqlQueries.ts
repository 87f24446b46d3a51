/**
 * The react-admin calls as operations of the inventory GraphQL API (docs/requirements/inventory.md §7 names), built from
 * the resource declarations: no schema introspection is needed.
 */
import type { GraphqlServe, ResourceDeclaration } from '../resources/framework';
import { graphqlNames, writableFields } from '../resources/framework';

/** Rows per GraphQL list request: rows × fields stays under the server's cost limit (10,000 points). */
export const MAX_PAGE = 200;

export function serveOf(declaration: ResourceDeclaration): GraphqlServe {
  return declaration.serve as GraphqlServe;
}

/** The scalar fields of a record: id, the declared fields, timestamps. */
export function selection(declaration: ResourceDeclaration): string {
  const names = ['id', ...Object.keys(declaration.fields)];
  if (serveOf(declaration).timestamps) names.push('created_at', 'updated_at');
  return [...new Set(names)].join(' ');
}

const namesOf = (declaration: ResourceDeclaration) => graphqlNames(serveOf(declaration));

export function listQuery(declaration: ResourceDeclaration): string {
  const names = namesOf(declaration);
  const args = 'first: $first, offset: $offset, after: $after, query: $query, sort: $sort, order: $order';
  const vars = '$first: Int, $offset: Int, $after: ID, $query: JSON, $sort: String, $order: String';
  // Purchase orders answer {data, total} (docs/requirements/inventory.md §7); the others an array, with a count beside it.
  return serveOf(declaration).paginated === 'page'
    ? `query (${vars}) { page: ${names.paginated}(${args}) { data { ${selection(declaration)} } total } }`
    : `query (${vars}) { data: ${names.paginated}(${args}) { ${selection(declaration)} } total: ${names.count}(query: $query) }`;
}

export const oneQuery = (d: ResourceDeclaration) => `query ($id: ID!) { data: ${namesOf(d).one}(id: $id) { ${selection(d)} } }`;
export const manyQuery = (d: ResourceDeclaration) => `query ($query: JSON) { data: ${namesOf(d).many}(query: $query) { ${selection(d)} } }`;
export const createMutation = (d: ResourceDeclaration) =>
  `mutation ($input: ${namesOf(d).input}!) { id: ${namesOf(d).create}(input: $input) }`;
export const updateMutation = (d: ResourceDeclaration) =>
  `mutation ($id: ID!, $input: ${namesOf(d).updateInput}!) { id: ${namesOf(d).update}(id: $id, input: $input) }`;
export const deleteMutation = (d: ResourceDeclaration) => `mutation ($id: ID!) { id: ${namesOf(d).delete}(id: $id) }`;

/** The writable fields of a form's data; for an update only those that changed. */
export function inputOf(declaration: ResourceDeclaration, data: Record<string, unknown>, previous?: Record<string, unknown>) {
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
