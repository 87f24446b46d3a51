/**
 * Field builders for resource declarations. A field knows its type, its yup rule, whether it is
 * required, its label and (for references) the resource it points to. The same yup rules validate
 * the form in the app and the request on the server.
 */
import * as yup from 'yup';
import { fieldText } from './i18n/areas/system';

export type FieldType =
  | 'text'
  | 'longtext'
  | 'email'
  | 'url'
  | 'phone'
  | 'int'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'json'
  | 'enum'
  | 'reference'
  | 'image';

export const REQUIRED_MESSAGE = fieldText('required');

/** The yup rule a refinement builds on (max, min, matches): each field type's schema has them. */
type Refinable = yup.StringSchema & yup.NumberSchema;

/**
 * The colour of a choice's chip (src/components/StatusChip.tsx): waiting is amber (`warning`),
 * moving is blue (`info`), checked is `primary`, done is green (`success`), stopped or broken is
 * red (`error`), closed is grey (`default`).
 */
export type Tone = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';

/**
 * A declared field. `V` is the type of its stored value as the API answers it (`string | null`
 * for an optional text): RecordOf (resources/framework.ts) builds a resource's record type from it.
 */
export class Field<V = unknown> {
  /** The stored value's type, for RecordOf: never set. */
  declare readonly value?: V;
  type: FieldType;
  isRequired = false;
  /** Not accepted from clients: set by the server (timestamps, counters). */
  isReadOnly = false;
  /** Shown in tables and forms unless hidden. */
  label?: string;
  choices?: readonly string[];
  /**
   * For a text field: the usual values, offered in its input and shown in words in the chosen
   * language by their choice keys (like a choice's); any other text is kept and shown as typed.
   */
  suggestions?: readonly string[];
  /** For choices shown as chips (a status): each value's colour; a value without one is grey. */
  tones?: Readonly<Record<string, Tone>>;
  /** For references: the target resource name and the field it is shown by. */
  reference?: string;
  /** Extra rules added by the declaration (max, min, matches…). */
  private refinements: Array<(s: Refinable) => Refinable> = [];
  defaultValue?: unknown;
  /** A column shown only when the user turns it on (table settings' defaultVisible false). */
  hiddenByDefault = false;
  /**
   * No two records share this value, compared case-insensitively ("Atlas" and "ATLAS" are the
   * same vendor), within the records that share the `within` fields (e.g. per brand).
   */
  uniqueness?: { within: string[] };
  /** Optional on input: a server hook fills it when left empty (e.g. a generated PO number). */
  isFilledByServer = false;
  /** For json fields: the yup schema the value must meet (e.g. an address object). */
  shape?: yup.AnySchema;
  /** The `max(n)` of a text field, checked against its column's varchar(n). */
  maxLength?: number;

  constructor(type: FieldType) {
    this.type = type;
  }

  required(): Field<Exclude<V, null>> {
    this.isRequired = true;
    return this as Field<Exclude<V, null>>;
  }
  readOnly(): this {
    this.isReadOnly = true;
    return this;
  }
  labelled(label: string): this {
    this.label = label;
    return this;
  }
  /** A choice shown as a coloured chip in lists and pages, `{ value: tone }`. */
  toned(tones: Partial<Record<NonNullable<V> & string, Tone>>): this {
    this.tones = tones as Record<string, Tone>;
    return this;
  }
  /** Offers these usual values (codes, shown in words) while any other text stays allowed. */
  suggested(values: readonly string[]): this {
    this.suggestions = values;
    return this;
  }
  filledByServer(): this {
    this.isFilledByServer = true;
    return this;
  }
  default(value: unknown): this {
    this.defaultValue = value;
    return this;
  }
  unique(within: string[] = []): this {
    this.uniqueness = { within };
    return this;
  }
  hidden(): this {
    this.hiddenByDefault = true;
    return this;
  }
  // The messages show under the input, next to its label: no field key in them (yup's default
  // "standard_unit_count must be greater than or equal to 1" reads as a bug to the user).
  max(n: number): this {
    if (!this.isNumeric()) this.maxLength = n;
    this.refinements.push((s) => s.max(n, fieldText(this.isNumeric() ? 'max' : 'max_length', { max: n })) as Refinable);
    return this;
  }
  min(n: number): this {
    this.refinements.push((s) => s.min(n, fieldText(this.isNumeric() ? 'min' : 'min_length', { min: n })) as Refinable);
    return this;
  }
  private isNumeric(): boolean {
    return this.type === 'int' || this.type === 'number' || this.type === 'reference';
  }
  matches(re: RegExp, message: string): this {
    this.refinements.push((s) => s.matches(re, message) as Refinable);
    return this;
  }

  /** The yup schema of the field's type, before its refinements. */
  private baseSchema(): yup.AnySchema {
    switch (this.type) {
      case 'email':
        return yup.string().trim().email(fieldText('email'));
      case 'url':
        return yup.string().trim().url(fieldText('url'));
      case 'int':
      case 'reference':
        return yup.number().typeError(fieldText('number')).integer(fieldText('integer'));
      case 'number':
        return yup.number().typeError(fieldText('number'));
      case 'boolean':
        return yup.boolean().typeError(fieldText('boolean'));
      case 'date':
      case 'datetime':
        return yup.date().typeError(fieldText('date'));
      case 'json':
        return this.shape ?? yup.mixed();
      case 'enum':
        return yup.string().oneOf([...(this.choices ?? [])], fieldText('one_of', { values: (this.choices ?? []).join(', ') }));
      default:
        return yup.string().trim();
    }
  }

  /**
   * The yup schema for this field's value on input. `label` names the field in a failure's code:
   * a declared field's translation key (`resources.<name>.fields.<field>`, given by createSchema),
   * else its English label.
   */
  schema(label: string | undefined = this.label): yup.AnySchema {
    // A declaration refines a field with the rules of its type (max on a text or a number), so its
    // schema has them.
    let s = this.baseSchema() as Refinable;
    for (const refine of this.refinements) s = refine(s);
    // Empty strings from forms mean "no value" for optional fields.
    const checked = this.isRequired
      ? s.required(REQUIRED_MESSAGE)
      : s.nullable().transform((v: unknown, orig: unknown) => (orig === '' ? null : v));
    // The label names the field in a failure's code (resources/validationCodes.ts), so the app words
    // it "Width (in) must be…" in the chosen language.
    return label ? checked.label(label) : checked;
  }
}

export const text = () => new Field<string | null>('text');
export const longText = () => new Field<string | null>('longtext');
export const email = () => new Field<string | null>('email');
export const url = () => new Field<string | null>('url');
export const phone = () => new Field<string | null>('phone');
export const int = () => new Field<number | null>('int');
export const number = () => new Field<number | null>('number');
export const boolean = () => new Field<boolean | null>('boolean');
/** Dates and times travel as ISO strings. */
export const date = () => new Field<string | null>('date');
export const datetime = () => new Field<string | null>('datetime');
/** A JSON value; with a schema, one that meets it (an address, a list of settings). */
export function json(): Field<unknown>;
export function json<S extends yup.AnySchema>(shape: S): Field<yup.InferType<S> | null>;
export function json(shape?: yup.AnySchema): Field<unknown> {
  const f = new Field('json');
  f.shape = shape;
  return f;
}
export const image = () => new Field<string | null>('image');
export function choice<const C extends readonly string[]>(values: C): Field<C[number] | null> {
  const f = new Field<C[number] | null>('enum');
  f.choices = values;
  return f;
}
/** A reference holds the id of a record of `resource`. */
export function reference(resource: string): Field<number | null> {
  const f = new Field<number | null>('reference');
  f.reference = resource;
  return f;
}
