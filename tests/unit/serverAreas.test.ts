/** The server's area contract (server/framework/area.ts): what it binds, and what it refuses at start. */
import { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { INVENTORY_RESOURCES } from '../../resources/inventory';
import { RESOURCES as DECLARATIONS } from '../../resources/registry';
import * as schema from '../../server/db/schema';
import { bindDeclared, Resources } from '../../server/framework/area';
import { BINDINGS } from '../support/resources';

describe('the server areas', () => {
  it('bind every declared resource exactly once, each to its table', () => {
    expect(BINDINGS.map((b) => b.resource.name).sort()).toEqual(DECLARATIONS.map((d) => d.name).sort());
  });

  it('refuse an area route that would shadow a resource’s generated routes', () => {
    const area = (routes: Record<string, () => Router>) => ({ id: 'test', bindings: bindDeclared([], schema), routes });
    const catalog = { id: 'catalog', bindings: BINDINGS.filter((b) => b.resource.name === 'collections') };
    expect(() => new Resources([catalog, area({ '/collections': () => Router() })])).toThrow(/shadow/);
    expect(() => new Resources([catalog, area({ '/collections/extra': () => Router() })])).toThrow(/shadow/);
    expect(() => new Resources([catalog, area({ '/collection-stats': () => Router() })])).not.toThrow();
  });

  it('refuse a declaration without a table, and options for a resource the area does not declare', () => {
    const orphan = { ...INVENTORY_RESOURCES[0], name: 'no-such-things' };
    expect(() => bindDeclared([orphan], schema)).toThrow(/no table no_such_things/);
    expect(() => bindDeclared(INVENTORY_RESOURCES, schema, { brands: {} })).toThrow(/not declared in this area/);
  });

  it('refuse a resource bound by two areas', () => {
    const twice = { id: 'twice', bindings: BINDINGS.slice(0, 1) };
    expect(() => new Resources([twice, { ...twice, id: 'again' }])).toThrow(/bound twice/);
  });
});

describe('a declaration’s texts', () => {
  it('come from the declaration in both languages: names and field labels, its own French first', async () => {
    const { en, fr } = await import('../../resources/i18n');
    expect(en['resources.customer-address-types.name']).toBe('Address Type |||| Address Types');
    expect(fr['resources.customer-address-types.name']).toBe("Type d'adresse |||| Types d'adresse");
    expect(en['resources.customer-address-types.fields.name']).toBe('Name');
    expect(fr['resources.customer-address-types.fields.name']).toBe('Nom');
  });
});
