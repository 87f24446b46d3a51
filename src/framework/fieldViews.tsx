/**
 * How a declared field shows and is edited: one react-admin field and one input per field type.
 */
import { useState } from 'react';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DateField,
  DateInput,
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
} from 'react-admin';
import type { Field } from '../../resources/fields';
import { referenceRouteName } from '../../providers/resourceNames';
import { JsonEditor } from '../components/JsonEditor';

export function labelOf(name: string, field?: Field): string {
  if (field?.label) return field.label;
  if (name === 'id') return 'ID';
  return name.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

const SYSTEM_FIELDS: Record<string, 'int' | 'datetime'> = { id: 'int', created_at: 'datetime', updated_at: 'datetime' };

export function FieldView({ name, field }: { name: string; field?: Field }) {
  const type = field?.type ?? SYSTEM_FIELDS[name] ?? 'text';
  switch (type) {
    case 'boolean':
      return <BooleanField source={name} />;
    case 'int':
    case 'number':
      return <NumberField source={name} />;
    case 'date':
      return <DateField source={name} />;
    case 'datetime':
      return <DateField source={name} showTime />;
    case 'email':
      return <EmailField source={name} />;
    case 'url':
      return <UrlField source={name} />;
    case 'json':
      return <FunctionField source={name} render={(r: any) => (r?.[name] == null ? '' : JSON.stringify(r[name]))} />;
    case 'reference':
      return <ReferenceField source={name} reference={referenceRouteName(field!.reference!)} link={false} />;
    default:
      return <TextField source={name} />;
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
  const label = labelOf(name, field);
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
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'enum':
      return <SelectInput {...common} choices={(field.choices ?? []).map((c) => ({ id: c, name: c }))} />;
    case 'json':
      return <JsonInput source={name} label={label} />;
    case 'reference':
      return (
        <ReferenceInput source={name} reference={referenceRouteName(field.reference!)}>
          <AutocompleteInput label={label} fullWidth isRequired={field.isRequired} />
        </ReferenceInput>
      );
    default:
      return <TextInput {...common} />;
  }
}

/** A filter input for the list (same types, never required). */
export function FilterInputFor({ name, field }: { name: string; field: Field }) {
  const label = labelOf(name, field);
  switch (field.type) {
    case 'boolean':
      return <SelectInput source={name} label={label} choices={[{ id: true, name: 'Yes' }, { id: false, name: 'No' }] as any} />;
    case 'enum':
      return <SelectInput source={name} label={label} choices={(field.choices ?? []).map((c) => ({ id: c, name: c }))} />;
    case 'reference':
      return (
        <ReferenceInput source={name} reference={referenceRouteName(field.reference!)}>
          <AutocompleteInput label={label} />
        </ReferenceInput>
      );
    case 'int':
    case 'number':
      return <NumberInput source={name} label={label} />;
    default:
      return <TextInput source={name} label={label} />;
  }
}
