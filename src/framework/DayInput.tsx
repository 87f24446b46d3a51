/**
 * react-admin's input for a day (`date` fields, day filters): a `DayField`, in the chosen
 * language's format, instead of react-admin's `DateInput` (the browser's own date input, which
 * writes the day the browser's way). Stores `YYYY-MM-DD`, or null when emptied.
 */
import { useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { DayField } from '../components/DayField';

export function DayInput(props: InputProps & { fullWidth?: boolean; size?: 'small' | 'medium'; className?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired, id } = useInput({ ...props, parse: (day: string) => day || null, format: (v) => v ?? '' });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <DayField
      id={id}
      name={field.name}
      value={typeof field.value === 'string' ? field.value.slice(0, 10) : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={
        typeof props.label === 'string'
          ? props.label
          : (translate(`resources.${resource}.fields.${props.source}`, { _: props.source }) as string)
      }
      required={isRequired}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : undefined}
      fullWidth={props.fullWidth}
      size={props.size ?? 'small'}
      className={props.className}
    />
  );
}
