/**
 * A message the server stored with its key (a job's result: `message_code`, `message_values`,
 * resources/i18n/areas) in the chosen language; a row written before keys shows its English
 * words as written (or its key's, when it is one).
 */
import type { TranslateFunction } from 'react-admin';

export interface StoredMessage {
  text: string | null | undefined;
  code?: string | null;
  values?: Record<string, unknown> | null;
}

export function keyedText(translate: TranslateFunction, { text, code, values }: StoredMessage): string {
  if (code) return translate(code, { ...(values ?? {}), _: text ?? '' });
  return text ? translate(text, { _: text }) : '';
}
