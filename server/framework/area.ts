/**
 * The server's area contract, the twin of the app's `AppArea` (src/areas/types.ts): each area
 * (accounts, catalog, settings, system, inventory, …) is one module, `server/<area>/index.ts`,
 * exporting a `ServerArea`; server/areas.ts lists them once. From that list the server binds
 * every declared resource to its table, mounts the generated REST routes and each area's own
 * calls, builds the GraphQL schema, seeds demo data and runs background jobs. Nothing reads a
 * global list of bindings: the `Resources` below travel in the AppContext.
 */
import type { Router } from 'express';
import type { GraphQLOutputType } from 'graphql';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { tableNameOf, type ResourceDeclaration, type RestServe } from '../../resources/framework';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { Fields } from '../graphql/resourceTypes';
import type { RouteDoc } from '../http/routeDocs';
import type { JobHandler } from './jobQueue';
import type { ImportTarget } from './csvImport';
import { CrudService, type ResourceBinding } from './crud';

export interface SeedOptions {
  /** The demo accounts' password; generated (and reported) when not given. */
  demoPassword?: string;
}

export interface ServerArea {
  id: string;
  /** The area's declared resources bound to their tables (`bindDeclared`). */
  bindings?: ResourceBinding[];
  /**
   * The area's calls that are not a declared resource's, by prefix under /api ('/auth',
   * '/admin-tools'). A prefix never equals or lies under a resource's base: a resource's own
   * extra calls are its binding's `routes`.
   */
  routes?: Record<string, (ctx: AppContext) => Router>;
  /** Who may call each of the area's hand-written routes (its `routes` and bindings' routes), and their schemas. */
  routeDocs?: RouteDoc[];
  /** GraphQL mutations beyond the generated CRUD, given the generated output types by resource name. */
  mutations?: (typeOf: (resource: string) => GraphQLOutputType) => Fields;
  /** Demo data for the area's tables, each seeded only while empty (areas run in list order). */
  seed?: (db: Db, options: SeedOptions) => Promise<{ generatedPassword?: string } | void>;
  /** CSV imports of the area's own (not a declaration's): `/api/imports/<name>` (server/framework/csvImport.ts). */
  imports?: ImportTarget[];
  /** Background job handlers by job category. */
  jobs?: Record<string, JobHandler>;
  /** Timers the area runs in a serving process (a store pull, a demo stream); returns their stop. */
  start?: (ctx: AppContext) => () => void;
}

/**
 * What a declaration may add to its generated server side: hooks around writes, and extra calls
 * under its own REST base, tried before the generated ones (multipart forms, tenancy views such as
 * `GET materials?brand_id`), which they reach with next().
 */
export type BindingOptions = Pick<ResourceBinding, 'hooks' | 'routes' | 'search' | 'dayCounts'>;

/**
 * Binds each declaration to the table of the same SQL name among `tables` (the schema module),
 * with the options given by resource name. A declaration without a table fails at start.
 */
export function bindDeclared(
  declarations: ResourceDeclaration[],
  tables: Record<string, unknown>,
  options: Record<string, BindingOptions> = {},
): ResourceBinding[] {
  const bySqlName = new Map<string, PgTable>();
  for (const value of Object.values(tables)) if (is(value, PgTable)) bySqlName.set(getTableName(value), value);
  for (const name of Object.keys(options))
    if (!declarations.some((d) => d.name === name)) throw new Error(`Binding options for ${name}, which is not declared in this area`);
  return declarations.map((resource) => {
    const table = bySqlName.get(tableNameOf(resource));
    if (!table) throw new Error(`${resource.name}: no table ${tableNameOf(resource)} in the schema`);
    return { resource, table, ...options[resource.name] };
  });
}

/** The bound resources of every area: a binding, or its CrudService, by resource name. */
export class Resources {
  private byName = new Map<string, ResourceBinding>();
  private services = new WeakMap<Db, Map<string, CrudService>>();

  constructor(readonly areas: ServerArea[]) {
    for (const binding of areas.flatMap((a) => a.bindings ?? [])) {
      if (this.byName.has(binding.resource.name)) throw new Error(`${binding.resource.name} is bound twice`);
      this.byName.set(binding.resource.name, binding);
    }
    const bases = this.all()
      .map((b) => b.resource.serve)
      .filter((s): s is RestServe => s.kind === 'rest')
      .map((s) => `/${s.base}`);
    for (const area of areas)
      for (const prefix of Object.keys(area.routes ?? {})) {
        // A prefix above a base ('/scan' over '/scan/weight-queue') is allowed: the area's router
        // answers its own fixed paths and passes the rest on.
        const shadowed = bases.find((base) => prefix === base || prefix.startsWith(`${base}/`));
        if (shadowed) throw new Error(`${area.id}: routes at ${prefix} would shadow the resource routes at ${shadowed}`);
      }
  }

  /** Every area's background job handlers by category. */
  jobs(): Record<string, JobHandler> {
    return Object.assign({}, ...this.areas.map((area) => area.jobs ?? {}));
  }

  all(): ResourceBinding[] {
    return [...this.byName.values()];
  }

  find(name: string): ResourceBinding | undefined {
    return this.byName.get(name);
  }

  binding(name: string): ResourceBinding {
    const binding = this.byName.get(name);
    if (!binding) throw new Error(`No binding for resource ${name}`);
    return binding;
  }

  /** One CrudService per database and resource. */
  crud(db: Db, name: string): CrudService {
    let byResource = this.services.get(db);
    if (!byResource) this.services.set(db, (byResource = new Map()));
    let service = byResource.get(name);
    if (!service) byResource.set(name, (service = new CrudService(db, this.binding(name), this)));
    return service;
  }
}
