/**
 * Field builders for resource declarations. A field knows its type, its yup rule, whether it is
 * required, its label and (for references) the resource it points to. The same yup rules validate
 * the form in the app and the request on the server.
 */
import * as yup from 'yup';

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

export const REQUIRED_MESSAGE = 'Must provide a value';

export class Field {
  type: FieldType;
  isRequired = false;
  /** Not accepted from clients: set by the server (timestamps, counters). */
  isReadOnly = false;
  /** Shown in tables and forms unless hidden. */
  label?: string;
  choices?: readonly string[];
  /** For references: the target resource name and the field it is shown by. */
  reference?: string;
  /** Extra rules added by the declaration (max, min, matches…). */
  private refinements: Array<(s: any) => any> = [];
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

  required(): this {
    this.isRequired = true;
    return this;
  }
  readOnly(): this {
    this.isReadOnly = true;
    return this;
  }
  labelled(label: string): this {
    this.label = label;
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
    this.refinements.push((s) => s.max(n, this.isNumeric() ? `Must be at most ${n}` : `Must be at most ${n} characters`));
    return this;
  }
  min(n: number): this {
    this.refinements.push((s) => s.min(n, this.isNumeric() ? `Must be at least ${n}` : `Must be at least ${n} characters`));
    return this;
  }
  private isNumeric(): boolean {
    return this.type === 'int' || this.type === 'number' || this.type === 'reference';
  }
  matches(re: RegExp, message: string): this {
    this.refinements.push((s) => s.matches(re, message));
    return this;
  }

  /** The yup schema for this field's value on input. */
  schema(): yup.Schema {
    let s: any;
    switch (this.type) {
      case 'text':
      case 'longtext':
      case 'phone':
      case 'image':
        s = yup.string().trim();
        break;
      case 'email':
        s = yup.string().trim().email('Must be a valid email');
        break;
      case 'url':
        s = yup.string().trim().url('Must be a valid URL');
        break;
      case 'int':
      case 'reference':
        s = yup.number().typeError('Must be a number').integer('Must be a whole number');
        break;
      case 'number':
        s = yup.number().typeError('Must be a number');
        break;
      case 'boolean':
        s = yup.boolean().typeError('Must be true or false');
        break;
      case 'date':
      case 'datetime':
        s = yup.date().typeError('Must be a valid date');
        break;
      case 'json':
        s = this.shape ?? yup.mixed();
        break;
      case 'enum':
        s = yup.string().oneOf([...(this.choices ?? [])], `Must be one of: ${(this.choices ?? []).join(', ')}`);
        break;
    }
    for (const refine of this.refinements) s = refine(s);
    if (this.isRequired) {
      s = s.required(REQUIRED_MESSAGE);
    } else {
      // Empty strings from forms mean "no value" for optional fields.
      s = s.nullable().transform((v: unknown, orig: unknown) => (orig === '' ? null : v));
    }
    // The label names the field in a failure's code (resources/validationCodes.ts), so the app words
    // it "Width (in) must be…" in the chosen language.
    if (this.label) s = s.label(this.label);
    return s;
  }
}

export const text = () => new Field('text');
export const longText = () => new Field('longtext');
export const email = () => new Field('email');
export const url = () => new Field('url');
export const phone = () => new Field('phone');
export const int = () => new Field('int');
export const number = () => new Field('number');
export const boolean = () => new Field('boolean');
export const date = () => new Field('date');
export const datetime = () => new Field('datetime');
/** A JSON value; with a schema, one that meets it (an address, a list of settings). */
export function json(shape?: yup.AnySchema) {
  const f = new Field('json');
  f.shape = shape;
  return f;
}
export const image = () => new Field('image');
export function choice(values: readonly string[]) {
  const f = new Field('enum');
  f.choices = values;
  return f;
}
export function reference(resource: string) {
  const f = new Field('reference');
  f.reference = resource;
  return f;
}
