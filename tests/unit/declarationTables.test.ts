/**
 * Every declaration matches the table it is bound to: each field is a column, a text field's
 * `max(n)` fits its `varchar(n)`, and a required field is a NOT NULL column (and the other way
 * round for writable fields without a database default or a server hook that fills them).
 * Drift here shows up in production as a 500 from the database instead of a field message.
 */
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Field } from '../../resources/fields';
import { BINDINGS } from '../support/resources';

describe.each(BINDINGS.map((b) => [b.resource.name, b] as const))('%s', (_name, binding) => {
  const config = getTableConfig(binding.table);
  const columns = new Map(config.columns.map((c) => [c.name, c]));
  const fields = Object.entries(binding.resource.fields) as Array<[string, Field]>;

  it('has a column for every field', () => {
    const missing = Object.keys(binding.resource.fields).filter((f) => !columns.has(f));
    expect(missing).toEqual([]);
  });

  it('limits text no longer than its column', () => {
    const tooLong: string[] = [];
    for (const [name, field] of fields) {
      const column = columns.get(name) as any;
      const length: number | undefined = column?.length ?? column?.config?.length;
      if (!column || length == null || field.isReadOnly) continue;
      // A choice is as long as its longest value.
      const limit = field.choices ? Math.max(...field.choices.map((c) => c.length)) : field.maxLength;
      if (limit == null || limit > length) tooLong.push(`${name}: max ${limit ?? 'none'} > varchar(${length})`);
    }
    expect(tooLong.join('; ')).toBe('');
  });

  it('requires exactly the fields whose column is NOT NULL without a default', () => {
    const mismatched: string[] = [];
    for (const [name, field] of fields) {
      const column = columns.get(name);
      if (!column || field.isReadOnly) continue;
      const mustBeGiven = column.notNull && !column.hasDefault;
      if (mustBeGiven && !field.isRequired && !field.isFilledByServer) mismatched.push(`${name}: NOT NULL column, optional field`);
      if (field.isRequired && !column.notNull) mismatched.push(`${name}: required field, nullable column`);
    }
    expect(mismatched.join('; ')).toBe('');
  });
});
