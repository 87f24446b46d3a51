/**
 * What a GraphQL request may ask for, decided before it runs (a validation rule):
 * - aliases: at most MAX_ALIASES, so one request cannot repeat an expensive field hundreds of times;
 * - cost: every field costs 1 point, times the rows its list returns — the page size given
 *   (`first`, literal or variable), the length of an `id` filter, UNPAGED_LIST_ROWS for other
 *   unpaginated lists (which stop at UNPAGED_LIST_CAP rows) and RELATION_ROWS for a record's
 *   one-to-many relation — and the whole request at most MAX_QUERY_COST points;
 *   counts and text searches cost extra (COUNT_COST, SEARCH_COST): they read rows they do not return;
 * - root fields resolve at most PARALLEL_ROOT_FIELDS at a time (schema.ts), so one request holds
 *   at most that many of the pool's connections;
 * - the response at most MAX_RESPONSE_BYTES (endpoint.ts);
 * - introspection (`__schema`, `__type`) only for staff sessions.
 */
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isListType,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
  isObjectType,
  isInterfaceType,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { isStaff, type Role } from '../../resources/access';
import { GRAPHQL_REFUSALS } from '../../resources/i18n/areas/system';
import type { CodedText } from '../../resources/i18n/catalogue';

/** A refusal's extensions: its code, and its message by key (resources/i18n/areas/system.ts) for the app to word. */
export const refusalExtensions = (said: CodedText, code = 'BAD_USER_INPUT') => ({
  code,
  message_code: said.code,
  message_values: said.values ?? {},
});

export const MAX_ALIASES = 15;
export const MAX_QUERY_COST = 10_000;
/** Rows an unpaginated list (`vendors(query)`) returns at most, and the rows it is counted at. */
export const UNPAGED_LIST_CAP = 1000;
export const UNPAGED_LIST_ROWS = 100;
/** Rows a one-to-many relation (`lines` of a purchase order) is counted at. */
export const RELATION_ROWS = 20;
export const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;
/**
 * A count reads up to COUNT_CAP matching rows (its index), and a text search (`q`, or a text
 * filter, matched anywhere in the value) reads the table where no index helps: what these cost in
 * points, on top of their rows, so that a request cannot fan out into dozens of scans.
 */
export const COUNT_COST = 50;
export const SEARCH_COST = 1000;
/** Root fields of one request resolved at once: one request cannot take the whole connection pool. */
export const PARALLEL_ROOT_FIELDS = 3;
/**
 * Requests that cost at least HEAVY_COST points run at most HEAVY_AT_ONCE at a time on an
 * instance; the others wait their turn without using a core. On a small machine a handful of
 * heavy requests would otherwise take every core, and every other request, health included,
 * would queue behind them.
 */
export const HEAVY_COST = 2_000;
export const HEAVY_AT_ONCE = 1;
/** Default `first` of paginated lists (the schema's default value). */
const DEFAULT_PAGE = 20;

/** A `query` filter given as JSON text or an object, as an object; anything else is undefined. */
function parsedFilter(value: unknown): Record<string, unknown> | undefined {
  let filter = value;
  if (typeof filter === 'string') {
    try {
      filter = JSON.parse(filter);
    } catch {
      return undefined;
    }
  }
  return filter && typeof filter === 'object' && !Array.isArray(filter) ? (filter as Record<string, unknown>) : undefined;
}

/** Whether a filter searches text (`q`, or a text value matched anywhere): it reads rows no index finds. */
const searches = (filter: Record<string, unknown> | undefined) =>
  !!filter && Object.entries(filter).some(([key, v]) => key === 'q' || (typeof v === 'string' && key !== 'id'));

/** What the rule reads of a variable's value: everything its verdict depends on. */
const READS = {
  /** A page size (`first`). */
  first: (value: unknown) => (typeof value === 'number' ? value : undefined),
  /** The length of a `query` filter's id list (react-admin's getMany). */
  ids: (value: unknown) => {
    const ids = parsedFilter(value)?.id;
    return Array.isArray(ids) ? ids.length : undefined;
  },
  /** Whether a `query` filter searches text. */
  searches: (value: unknown) => searches(parsedFilter(value)),
};
export type VariableRead = [name: string, how: keyof typeof READS];

/**
 * The variables as the rule reads them. Each read is noted: the verdict for the same document is
 * the same for any variables that read the same (see LimitsVerdicts).
 */
export class VariableReader {
  readonly reads: VariableRead[] = [];
  constructor(private readonly variables: Record<string, unknown>) {}
  read<How extends keyof typeof READS>(name: string, how: How): ReturnType<(typeof READS)[How]> {
    this.reads.push([name, how]);
    return READS[how](this.variables[name]) as ReturnType<(typeof READS)[How]>;
  }
}

/** What the given variables read as, for the reads noted: the key of a kept verdict. */
export const readsKey = (reads: readonly VariableRead[], variables: Record<string, unknown>) =>
  JSON.stringify(reads.map(([name, how]) => READS[how](variables[name]) ?? null));

function intValue(node: ValueNode | undefined, variables: VariableReader): number | undefined {
  if (!node) return undefined;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) return variables.read(node.name.value, 'first');
  return undefined;
}

/** The `id` list of a `query` filter (literal JSON text or a variable), as react-admin's getMany sends. */
function idListLength(node: ValueNode | undefined, variables: VariableReader): number | undefined {
  if (!node) return undefined;
  if (node.kind === Kind.VARIABLE) return variables.read(node.name.value, 'ids');
  if (node.kind === Kind.STRING) return READS.ids(node.value);
  if (node.kind === Kind.OBJECT) {
    const id = node.fields.find((f) => f.name.value === 'id')?.value;
    return id?.kind === Kind.LIST ? id.values.length : undefined;
  }
  return undefined;
}

/** Extra points of a list or count field: counting, and searching text where no index helps. */
function scanCost(node: FieldNode, variables: VariableReader): number {
  const value = node.arguments?.find((a) => a.name.value === 'query')?.value;
  const searching =
    value?.kind === Kind.VARIABLE
      ? variables.read(value.name.value, 'searches')
      : value?.kind === Kind.STRING
        ? READS.searches(value.value)
        : value?.kind === Kind.OBJECT
          ? searches(Object.fromEntries(value.fields.map((f) => [f.name.value, f.value.kind === Kind.STRING ? f.value.value : true])))
          : false;
  return (node.name.value.endsWith('Count') ? COUNT_COST : 0) + (searching ? SEARCH_COST : 0);
}

/** How many rows a list field can return: its `first`, the length of an id filter, else the unpaginated cap. */
function rowsOf(node: FieldNode, field: GraphQLField<unknown, unknown>, variables: VariableReader): number {
  const firstArg = node.arguments?.find((a) => a.name.value === 'first');
  const hasFirst = field.args.some((a) => a.name === 'first');
  if (!hasFirst) {
    if (!field.args.some((a) => a.name === 'query')) return RELATION_ROWS;
    const byIds = idListLength(node.arguments?.find((a) => a.name.value === 'query')?.value, variables);
    return Math.max(1, Math.min(byIds ?? UNPAGED_LIST_ROWS, UNPAGED_LIST_CAP));
  }
  const first = intValue(firstArg?.value, variables) ?? DEFAULT_PAGE;
  return Math.max(1, Math.min(first, UNPAGED_LIST_CAP));
}

export function requestLimitsRule(
  vars: VariableReader,
  role: Role | undefined,
  /** Told each operation's cost (the endpoint queues heavy ones). */
  onCost?: (cost: number) => void,
) {
  return (context: ValidationContext): ASTVisitor => {
    const schema = context.getSchema();
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    let aliases = 0;

    /** Cost of a selection set on `parent`; fragments expanded once per use, cycles stopped. */
    function cost(set: SelectionSetNode, parent: GraphQLObjectType | undefined, seen: Set<string>): number {
      let total = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FRAGMENT_SPREAD) {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          const type = schema.getType(fragment.typeCondition.name.value);
          total += cost(fragment.selectionSet, isObjectType(type) ? type : parent, new Set([...seen, name]));
          continue;
        }
        if (selection.kind === Kind.INLINE_FRAGMENT) {
          const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
          total += cost(selection.selectionSet, isObjectType(type) ? type : parent, seen);
          continue;
        }
        if (selection.alias) aliases++;
        const name = selection.name.value;
        if ((name === '__schema' || name === '__type') && !isStaff(role)) {
          const said = GRAPHQL_REFUSALS.message('introspection');
          context.reportError(new GraphQLError(said.text, { nodes: [selection], extensions: refusalExtensions(said, 'FORBIDDEN') }));
          continue;
        }
        const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
        if (!field) {
          total += 1;
          continue;
        }
        const inner = getNamedType(field.type);
        const children = selection.selectionSet ? cost(selection.selectionSet, isObjectType(inner) ? inner : undefined, seen) : 0;
        const rows = isListType(getNullableType(field.type)) ? rowsOf(selection, field, vars) : 1;
        // A relation's count (`inventory_items_count`) is one grouped statement for the whole page, by an indexed key.
        const relationCount = name.endsWith('_count') && field.args.some((arg) => arg.name === 'query');
        total += rows * (1 + children) + (relationCount ? 0 : scanCost(selection, vars));
      }
      return total;
    }

    return {
      OperationDefinition(node) {
        aliases = 0;
        const root =
          node.operation === 'query'
            ? schema.getQueryType()
            : node.operation === 'mutation'
              ? schema.getMutationType()
              : schema.getSubscriptionType();
        const total = cost(node.selectionSet, root ?? undefined, new Set());
        onCost?.(total);
        if (aliases > MAX_ALIASES) {
          const said = GRAPHQL_REFUSALS.message('too_many_aliases', { max: MAX_ALIASES });
          context.reportError(new GraphQLError(said.text, { nodes: [node], extensions: refusalExtensions(said) }));
        }
        if (total > MAX_QUERY_COST) {
          const said = GRAPHQL_REFUSALS.message('too_costly', { cost: total, max: MAX_QUERY_COST });
          context.reportError(new GraphQLError(said.text, { nodes: [node], extensions: refusalExtensions(said) }));
        }
        return false;
      },
    };
  };
}

/** What the checks run on every request found: their errors, and the operation's cost. */
export interface LimitsVerdict {
  errors: readonly GraphQLError[];
  cost: number;
}

/** Verdicts kept per document and kind of caller: one for each page size or filter kind seen. */
const VERDICTS_PER_DOCUMENT = 64;

/**
 * The verdicts of the checks that depend on the variables and the caller (depth, aliases, cost,
 * introspection), kept by document. A verdict depends on the document, on whether the caller is
 * staff and on what the checks read of the variables (a page size, an id list's length, whether a
 * filter searches), nothing else: an app paging through a list by `after` gets its verdict without
 * the document being walked again.
 */
export class LimitsVerdicts {
  private readonly kept = new WeakMap<
    DocumentNode,
    Map<boolean, { reads: readonly VariableRead[]; verdicts: LRUCache<string, LimitsVerdict> }>
  >();

  constructor(private readonly check: (document: DocumentNode, variables: VariableReader, role: Role | undefined) => LimitsVerdict) {}

  verdict(document: DocumentNode, variables: Record<string, unknown>, role: Role | undefined): LimitsVerdict {
    const staff = isStaff(role);
    let byCaller = this.kept.get(document);
    let entry = byCaller?.get(staff);
    const key = entry && readsKey(entry.reads, variables);
    const hit = key !== undefined ? entry!.verdicts.get(key) : undefined;
    if (hit) return hit;
    const reader = new VariableReader(variables);
    const verdict = this.check(document, reader, role);
    if (!entry) {
      entry = { reads: reader.reads, verdicts: new LRUCache<string, LimitsVerdict>({ max: VERDICTS_PER_DOCUMENT }) };
      if (!byCaller) this.kept.set(document, (byCaller = new Map()));
      byCaller.set(staff, entry);
    }
    entry.verdicts.set(key ?? readsKey(entry.reads, variables), verdict);
    return verdict;
  }
}
