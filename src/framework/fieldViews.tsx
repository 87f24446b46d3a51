/**
 * How a declared field shows and is edited: one react-admin field and one input per field type.
 */
import { useState } from 'react';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DateTimeInput,
  EmailField,
  FunctionField,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  UrlField,
  useInput,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { fieldLabel } from '../../resources/framework';
import { StatusChip } from '../components/StatusChip';
import { useChoiceLabel } from './choiceLabel';
import type { Field } from '../../resources/fields';
import { referenceRouteName } from '../../providers/resourceNames';
import { findResource } from '../../resources/registry';
import { JsonEditor } from '../components/JsonEditor';
import { DayInput } from './DayInput';
import { useFormat } from './format';
import { MultiSelectInput } from './MultiSelectInput';
import { SuggestedInput, useSuggestedWords } from './SuggestedInput';

/** The English label of a field (its declaration's, else its name in words). */
export function labelOf(name: string, field?: Field): string {
  return fieldLabel(name, field);
}

/**
 * A field's label in the chosen language: `resources.<resource>.fields.<name>`, the keys
 * generated from the declarations (resources/i18n/resourceTexts.ts), English as the fallback.
 */
export function useFieldLabel(): (name: string, field?: Field) => string {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (name, field) => translate(`resources.${resource}.fields.${name}`, { _: labelOf(name, field) });
}

export { useChoiceLabel };

/** A field's choices as select options, translated, in case-insensitive alphabetical order (docs/requirements/shell.md §9). */
export function useChoices(): (name: string, field: Field) => Array<{ id: string; name: string }> {
  const label = useChoiceLabel();
  return (name, field) => sortedOptions((field.choices ?? []).map((c) => ({ id: c, name: label(name, c) })));
}

/** A choice in words; a status (a field with tones) as its coloured chip. */
function ChoiceField({ name, field }: { name: string; field?: Field }) {
  const label = useChoiceLabel();
  const resource = useResourceContext();
  return (
    <FunctionField
      source={name}
      render={(r: RaRecord) => {
        if (r?.[name] == null) return '';
        const value = String(r[name]);
        return field?.tones ? <StatusChip resource={resource!} field={name} value={value} tones={field.tones} /> : label(name, value);
      }}
    />
  );
}

const SYSTEM_FIELDS: Record<string, 'int' | 'datetime'> = { id: 'int', created_at: 'datetime', updated_at: 'datetime' };

/** The type a column is shown as: its field's, else a system column's (id, created_at, updated_at), else text. */
export function viewType(name: string, field?: Field): Field['type'] {
  return field?.type ?? SYSTEM_FIELDS[name] ?? 'text';
}

/** A text with usual values: a usual one in words, any other as typed. */
function SuggestedField({ name, field }: { name: string; field: Field }) {
  const words = useSuggestedWords();
  return <FunctionField source={name} render={(r: RaRecord) => (r?.[name] == null ? '' : words(name, field, String(r[name])))} />;
}

/** `source` and `label` are read by the layouts around it (SimpleShowLayout labels each field). */
export function FieldView({ name, field }: { name: string; field?: Field; source?: string; label?: string }) {
  const type = viewType(name, field);
  // Dates and numbers in the chosen language's locale (`app.locale`), not the browser's.
  const locales = useTranslate()('app.locale', { _: 'en-US' });
  const format = useFormat();
  switch (type) {
    case 'boolean':
      return <BooleanField source={name} />;
    case 'int':
    case 'number':
      return <NumberField source={name} locales={locales} />;
    // Dates as every screen writes them (useFormat): "Dec 4, 2026", "Nov 28, 2026, 1:15 PM".
    case 'date':
      return <FunctionField source={name} render={(r: RaRecord) => format.day(r?.[name])} />;
    case 'datetime':
      return <FunctionField source={name} render={(r: RaRecord) => format.date(r?.[name])} />;
    case 'email':
      return <EmailField source={name} />;
    case 'url':
      return <UrlField source={name} />;
    case 'enum':
      return <ChoiceField name={name} field={field} />;
    case 'json':
      return <FunctionField source={name} render={(r: RaRecord) => (r?.[name] == null ? '' : JSON.stringify(r[name]))} />;
    case 'reference':
      return <ReferenceField source={name} reference={referenceRouteName(field!.reference!)} link={false} />;
    default:
      return field?.suggestions ? <SuggestedField name={name} field={field} /> : <TextField source={name} />;
  }
}

/** A JSON field edited as text; the form keeps the parsed value (or the text while invalid). */
function JsonInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source });
  const [text, setText] = useState(() => (field.value == null || field.value === '' ? '' : JSON.stringify(field.value, null, 2)));
  return (
    <JsonEditor
      label={label}
      value={text}
      onChange={(next, parsed, error) => {
        setText(next);
        field.onChange(error ? next : next.trim() === '' ? null : parsed);
      }}
    />
  );
}

export function InputFor({ name, field }: { name: string; field: Field }) {
  const label = useFieldLabel()(name, field);
  const choices = useChoices();
  const common = { source: name, label, fullWidth: true, isRequired: field.isRequired } as const;
  switch (field.type) {
    case 'longtext':
      return <TextInput {...common} multiline minRows={3} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'url':
      return <TextInput {...common} type="url" />;
    case 'phone':
      return <TextInput {...common} type="tel" />;
    case 'int':
    case 'number':
      return <NumberInput {...common} step={field.type === 'int' ? 1 : 'any'} />;
    case 'boolean':
      return <BooleanInput source={name} label={label} />;
    case 'date':
      return <DayInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'enum':
      return <SelectInput {...common} choices={choices(name, field)} />;
    case 'json':
      return <JsonInput source={name} label={label} />;
    case 'reference':
      return (
        <ReferenceInput source={name} reference={referenceRouteName(field.reference!)} sort={referenceSort(field)} perPage={200}>
          <AutocompleteInput label={label} fullWidth isRequired={field.isRequired} />
        </ReferenceInput>
      );
    default:
      return field.suggestions ? <SuggestedInput source={name} field={field} label={label} fullWidth /> : <TextInput {...common} />;
  }
}

/** A filter input for the list (same types, never required). */
export function FilterInputFor({ name, field }: { name: string; field: Field; source?: string; label?: string }) {
  const label = useFieldLabel()(name, field);
  const translate = useTranslate();
  const choices = useChoices();
  switch (field.type) {
    case 'boolean':
      return (
        <SelectInput
          source={name}
          label={label}
          // react-admin's choice ids are strings or numbers; a boolean input's are the booleans themselves.
          choices={[
            { id: true as unknown as string, name: translate('ra.boolean.true') },
            { id: false as unknown as string, name: translate('ra.boolean.false') },
          ]}
        />
      );
    case 'enum':
      // Any of several values: "Pending or Failed".
      return <MultiSelectInput source={name} label={label} choices={choices(name, field)} />;
    case 'reference':
      return (
        <ReferenceInput source={name} reference={referenceRouteName(field.reference!)} sort={referenceSort(field)} perPage={200}>
          <AutocompleteInput label={label} />
        </ReferenceInput>
      );
    case 'int':
    case 'number':
      return <NumberInput source={name} label={label} />;
    default:
      return field.suggestions ? (
        <SuggestedInput source={name} field={field} label={label} required={false} />
      ) : (
        <TextInput source={name} label={label} />
      );
  }
}

/** Select options in case-insensitive alphabetical order of their words (docs/requirements/shell.md §9). */
export function sortedOptions<T extends { name: string }>(options: T[]): T[] {
  return [...options].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** A reference picker lists its records by the field that represents them. */
function referenceSort(field: Field) {
  const target = findResource(field.reference!);
  return typeof target?.represent === 'string' ? { field: target.represent, order: 'ASC' as const } : undefined;
}
