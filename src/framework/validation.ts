/**
 * Validation messages in words: a failed rule is shown as `validation.<code>` with the field's
 * label in the chosen language (resources/validationCodes.ts), both for the form's own check and
 * for the server's 400 (its `error.codes`). `schemaResolver` is the app's yup resolver (yupResolver's
 * call shape); a rule without a code (a pattern, a custom test) keeps its own message, translated
 * as before.
 *
 * The message travels as react-admin's encoded validation message (`@@react-admin@@{message, args}`),
 * which its inputs translate with their args; the i18n provider also reads it, so a custom input
 * that translates its message (`translate(message)`) shows the same words.
 */
import * as yup from 'yup';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { codeOf, type FieldCode } from '../../resources/validationCodes';
import { serverFieldErrors } from '../../providers/httpClient';

export const ENCODED_MESSAGE = '@@react-admin@@';

/** One coded failure as the message an input shows: translated there, with the label translated too. */
export function codedMessage({ code, label, values }: FieldCode): string {
  return `${ENCODED_MESSAGE}${JSON.stringify({ message: `validation.${code}`, args: { field: label, ...values } })}`;
}

/** The app's yup resolver: yupResolver's call, with each failure worded by its code when it has one. */
export function schemaResolver<T extends FieldValues = FieldValues>(
  schema: yup.AnySchema,
  schemaOptions: Parameters<yup.AnySchema['validate']>[1] = {},
  resolverOptions: { raw?: boolean } = {},
): Resolver<T> {
  return async (values, context, options) => {
    try {
      const result = await schema.validate(values, { abortEarly: false, ...schemaOptions, context });
      return { values: resolverOptions.raw ? Object.assign({}, values) : result, errors: {} };
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      const errors: Record<string, FieldError> = {};
      for (const failure of error.inner.length ? error.inner : [error]) {
        const path = failure.path || 'root';
        if (errors[path]) continue;
        const code = codeOf(failure);
        errors[path] = { type: failure.type ?? 'validation', message: code ? codedMessage(code) : failure.message };
      }
      return { values: {}, errors: toNestErrors(errors, options) };
    }
  };
}

/**
 * The server's field messages of a refused save, for the form: by their codes where the server
 * sent them (the field named in the chosen language), else its English messages as they are.
 */
export function fieldRefusals(error: unknown): Record<string, string> {
  const codes = ((error as { body?: { codes?: Record<string, FieldCode> } } | null)?.body?.codes ?? {}) as Record<string, FieldCode>;
  const messages = { ...serverFieldErrors(error) };
  for (const [field, code] of Object.entries(codes)) if (code?.code && code.label) messages[field] = codedMessage(code);
  return messages;
}
