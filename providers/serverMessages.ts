/**
 * The server's keyed messages as they arrive: a refusal carries its translation key and values
 * (`error.message_code`, `error.message_values`, resources/i18n/areas) next to its English
 * `message`. The app passes the error's `message` on (to `notify`, to a form, to an alert), and
 * every translation of it goes through the i18n provider, which asks here for the key of that
 * message: the words shown are the key's, in the chosen language, never the English taken apart.
 */
import type { CodedMessage } from '../resources/i18n/catalogue';

const KEPT = 200;
const known = new Map<string, CodedMessage>();

/** Remembers what a message received from the server means (its key and values). */
export function keepServerMessage(text: string | undefined, body: { message_code?: unknown; message_values?: unknown } | null | undefined) {
  if (!text || typeof body?.message_code !== 'string') return;
  known.delete(text);
  known.set(text, { code: body.message_code, values: (body.message_values ?? {}) as CodedMessage['values'] });
  // The oldest go first: only messages recently shown are asked for.
  if (known.size > KEPT) known.delete(known.keys().next().value!);
}

/** The key and values of a message the server sent, if it sent them. */
export const serverMessageOf = (text: string): CodedMessage | undefined => known.get(text);
