import { describe, expect, it } from 'vitest';
import { int, number, text } from '../../resources/fields';
// Imported with the file, not in the test: loading every declaration takes more than a test's 5 s under load.
import { en, fr } from '../../resources/i18n';

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

describe('validation codes (issue 26: the field named by its label, in any language)', async () => {
  const { updateSchema } = await import('../../resources/framework');
  const lineItems = (await import('../../resources/orders/lineItems')).default;
  const { validate } = await import('../../server/http/errors');

  it('a refused value answers its code, label and values next to the English message', async () => {
    const refusal = await validate(updateSchema(lineItems as any), { width_inches: 0, quantity: 2.5, material_id: null }).catch((e) => e);
    expect(refusal.status).toBe(400);
    expect(refusal.errors).toEqual({
      width_inches: 'Must be at least 1',
      quantity: 'Must be a whole number',
      material_id: 'Must provide a value',
    });
    // Each field named by its label's key, whose words are the declaration's, in each language.
    expect(refusal.codes).toEqual({
      width_inches: { code: 'min', label: 'resources.line-items.fields.width_inches', values: { min: 1 } },
      quantity: { code: 'integer', label: 'resources.line-items.fields.quantity' },
      material_id: { code: 'required', label: 'resources.line-items.fields.material_id' },
    });
    expect(en['resources.line-items.fields.width_inches']).toBe('Width (in)');
    expect(fr['resources.line-items.fields.width_inches']).toBe('Largeur (po)');
  });

  it('names a field without a label by its key in words, and leaves a pattern its own message', async () => {
    const { fieldCodes } = await import('../../resources/validationCodes');
    const yup = await import('yup');
    const schema = yup.object({ sku_code: yup.string().max(2), colour: yup.string().matches(/^#/, 'Must be a hex colour') });
    const err = await schema.validate({ sku_code: 'abc', colour: 'red' }, { abortEarly: false }).catch((e) => e);
    expect(fieldCodes(err)).toEqual({ sku_code: { code: 'max_length', label: 'Sku code', values: { max: 2 } } });
  });
});

describe('field messages by key (issue 27: no English taken apart)', () => {
  it('a refused value also answers each message’s key and values, without the label', async () => {
    const { updateSchema } = await import('../../resources/framework');
    const lineItems = (await import('../../resources/orders/lineItems')).default;
    const { validate } = await import('../../server/http/errors');
    const refusal = await validate(updateSchema(lineItems as any), { width_inches: 0, quantity: 2.5, material_id: null }).catch((e) => e);
    expect(refusal.fieldMessageCodes).toEqual({
      width_inches: { code: 'fields.min', values: { min: 1 } },
      quantity: { code: 'fields.integer', values: {} },
      material_id: { code: 'fields.required', values: {} },
    });
  });

  it('a rule with words of its own keeps them, without a key', async () => {
    const { fieldMessageCodes } = await import('../../resources/validationCodes');
    const yup = await import('yup');
    const schema = yup.object({
      cents: yup.number().integer('Must be a whole number of cents'),
      n: yup.number().max(2, 'Must be at most 2'),
    });
    const err = await schema.validate({ cents: 1.5, n: 3 }, { abortEarly: false }).catch((e) => e);
    expect(fieldMessageCodes(err)).toEqual({ n: { code: 'fields.max', values: { max: 2 } } });
  });

  it('no English is looked up: the texts have no entry keyed by English words', () => {
    expect(fr['set to 0']).toBeUndefined();
    expect(fr['Must provide a value']).toBeUndefined();
  });
});
