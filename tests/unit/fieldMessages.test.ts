import { describe, expect, it } from 'vitest';
import { int, number, text } from '../../resources/fields';

/** The first validation message of `value` against the field's schema. */
async function messageOf(schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('field limits', () => {
  it('say the limit in words, without the field key', async () => {
    expect(await messageOf(int().min(1).schema(), -5)).toBe('Must be at least 1');
    expect(await messageOf(number().max(10).schema(), 11)).toBe('Must be at most 10');
    expect(await messageOf(text().max(3).schema(), 'abcd')).toBe('Must be at most 3 characters');
    expect(await messageOf(text().min(2).schema(), 'a')).toBe('Must be at least 2 characters');
    expect(await messageOf(int().min(0).schema(), 0)).toBeUndefined();
  });
});
