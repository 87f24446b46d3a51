/**
 * Errors the API answers with: `{ error: { code, message, message_code?, message_values?, errors?, message_codes?, codes?,
 * request_id } }`
 * and a real status; `message_code` is the message's translation key (resources/i18n/areas).
 * Anything else thrown becomes a 500 without details (logged, never sent).
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as yup from 'yup';
import { fieldCodes, fieldMessageCodes, type FieldCode } from '../../resources/validationCodes';
import { textOf, type CodedMessage, type CodedText, type MessageValues } from '../../resources/i18n/catalogue';
import { ERROR_MESSAGES, FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { databaseUnavailable } from '../db/availability';

/** Field messages: English words, or keyed messages (resources/i18n/areas). */
export type FieldMessages = Record<string, string | CodedText>;

export class HttpError extends Error {
  /** The message's translation key and values (resources/i18n/areas): the app words it by these. */
  messageCode?: string;
  messageValues?: MessageValues;
  /** The field messages in English, by field. */
  errors?: Record<string, string>;
  /** The keys and values of the keyed field messages, by field. */
  fieldMessageCodes?: Record<string, CodedMessage>;
  constructor(
    public status: number,
    public code: string,
    /** English words, or a keyed message (its English is the message, its key and values go along). */
    message: string | CodedText,
    errors?: FieldMessages,
    /** What each field's message means (code, label, values): the app words it in the chosen language. */
    public codes?: Record<string, FieldCode>,
  ) {
    super(textOf(message));
    if (typeof message !== 'string') {
      this.messageCode = message.code;
      this.messageValues = message.values;
    }
    if (errors) {
      const split = splitFieldMessages(errors);
      this.errors = split.errors;
      if (split.message_codes) this.fieldMessageCodes = split.message_codes;
    }
  }
}

/** Field messages as the API sends them: the English by field, and the keyed ones' keys and values. */
export function splitFieldMessages(messages: FieldMessages): {
  errors: Record<string, string>;
  message_codes?: Record<string, CodedMessage>;
} {
  const errors: Record<string, string> = {};
  let codes: Record<string, CodedMessage> | undefined;
  for (const [field, said] of Object.entries(messages)) {
    errors[field] = typeof said === 'string' ? said : said.text;
    if (typeof said !== 'string') (codes ??= {})[field] = { code: said.code, values: said.values ?? {} };
  }
  return codes ? { errors, message_codes: codes } : { errors };
}

/** A refusal's field messages again, keyed where they were (the inverse of `splitFieldMessages`). */
export function fieldMessagesOf(error: HttpError): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, text] of Object.entries(error.errors ?? {})) {
    const coded = error.fieldMessageCodes?.[field];
    messages[field] = coded ? { ...coded, text } : text;
  }
  return messages;
}

/** "Please correct the highlighted fields.", keyed. */
export const INVALID_FIELDS = () => ERROR_MESSAGES.message('invalid_fields');

/** The 400 of a failed validation: the English field messages and, for the app, their codes. */
export function invalidFields(err: yup.ValidationError): HttpError {
  const codes = fieldCodes(err);
  const refusal = new HttpError(400, 'bad_request', INVALID_FIELDS(), fieldErrors(err), Object.keys(codes).length ? codes : undefined);
  // The same failures by key without the label (`fields.*`), for wherever a message shows alone.
  const keyed = fieldMessageCodes(err);
  if (Object.keys(keyed).length) refusal.fieldMessageCodes = keyed;
  return refusal;
}

export const badRequest = (message: string | CodedText, errors?: FieldMessages) => new HttpError(400, 'bad_request', message, errors);
export const unauthorized = (message: string | CodedText = ERROR_MESSAGES.message('session_expired')) =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string | CodedText = ERROR_MESSAGES.message('forbidden')) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string | CodedText = 'Not found.') => new HttpError(404, 'not_found', message);
/** The database stopped the work (statement timeout) or could not take it: try again, or ask for less. */
export const tooBusy = () =>
  new HttpError(503, 'timeout', 'The request took too long and was stopped. Narrow the search or try again in a moment.');
/** The database is away (restarting, unreachable): the client waits a moment and tries again. */
export const databaseAway = () =>
  new HttpError(
    503,
    'database_unavailable',
    'The database is not reachable at the moment (it is being restarted). Please try again in a few seconds.',
  );
/** A lock was held by other requests past the lock timeout (server/db/transaction.ts): nothing was changed. */
export const lockBusy = () =>
  new HttpError(
    503,
    'busy',
    'Other changes to the same records are in progress and this one waited too long. Nothing was changed; try again in a moment.',
  );
/** Deadlocks or serialization failures still there after the retries (server/db/transaction.ts). */
export const concurrentChange = () =>
  new HttpError(
    409,
    'concurrent_change',
    'The same records were being changed by another request at the same moment. Nothing was changed; try again.',
  );
export const conflict = (message: string | CodedText, errors?: FieldMessages) => new HttpError(409, 'conflict', message, errors);

/** Field errors from a yup validation error, keyed by field path. */
export function fieldErrors(err: yup.ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const all = err.inner.length ? err.inner : [err];
  for (const e of all) {
    const unknown = (e.params as { unknown?: unknown } | undefined)?.unknown;
    const key = e.path || (typeof unknown === 'string' ? unknown.split(',')[0]?.trim() : '') || '_';
    if (!errors[key]) errors[key] = e.message;
  }
  return errors;
}

const TEXT_EXPECTED = 'Must be a text';

/**
 * Field errors for values of the wrong kind that yup's casting would choke on or stringify
 * (an array or object where text is expected, an object where a number is).
 */
function shapeErrors(schema: yup.Schema<unknown>, value: unknown, prefix = '', errors: FieldMessages = {}): FieldMessages {
  if (!(schema instanceof yup.ObjectSchema) || !value || typeof value !== 'object' || Array.isArray(value)) return errors;
  for (const [name, field] of Object.entries(schema.fields)) {
    if (!Object.hasOwn(value, name)) continue;
    const v = (value as Record<string, unknown>)[name];
    const key = prefix + name;
    // updateSchema's fields are lazy: resolve them for this value.
    const resolved = field instanceof yup.Schema ? field : (field as ReturnType<typeof yup.lazy>).resolve({ value: v, parent: value });
    const type = resolved.type;
    if (v === null || v === undefined) continue;
    if (type === 'string' && typeof v === 'object') errors[key] = TEXT_EXPECTED;
    else if ((type === 'number' || type === 'boolean' || type === 'date') && typeof v === 'object')
      errors[key] = FIELD_MESSAGES.message(type === 'number' ? 'number' : type === 'boolean' ? 'boolean' : 'date');
    else if (type === 'object') {
      if (typeof v !== 'object' || Array.isArray(v)) errors[key] = 'Must be an object';
      else shapeErrors(resolved, v, `${key}.`, errors);
    }
  }
  return errors;
}

/** Validates `value` against a yup schema; answers 400 with field messages when it fails. */
export async function validate<T>(schema: yup.Schema<T>, value: unknown): Promise<T> {
  const wrongShape = shapeErrors(schema, value);
  if (Object.keys(wrongShape).length) throw badRequest(INVALID_FIELDS(), wrongShape);
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: false });
  } catch (err) {
    if (err instanceof yup.ValidationError) throw invalidFields(err);
    // A transform that met a value it cannot handle (input, not a server fault).
    if (err instanceof TypeError || err instanceof RangeError) throw badRequest(INVALID_FIELDS());
    throw err;
  }
}

/** Postgres errors that are the client's doing become 409s instead of 500s. */
/** What a driver's error holds (Drizzle wraps it as `cause`). */
interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  column?: string;
  message?: string;
  cause?: PgError;
}

export function fromDatabaseError(err: unknown): HttpError | undefined {
  const pgError: PgError = (err as PgError | undefined)?.cause ?? (err as PgError | undefined) ?? {};
  const code = pgError?.code;
  if (code === '23505') {
    const column = /\((?:lower\()?"?([a-z_]+)"?\)?\)=/.exec(pgError.detail ?? '')?.[1] ?? columnFromConstraint(pgError.constraint);
    const message = 'A record with this value already exists.';
    return conflict(message, column ? { [column]: message } : undefined);
  }
  // 23001: a RESTRICT foreign key (brands with users).
  if (code === '23503' || code === '23001') {
    if (/is still referenced/.test(pgError.detail ?? '') || /update or delete/.test(pgError.message ?? '')) {
      // Name what still uses it ("…still in use by trackable items…"), from Postgres' detail.
      const table = /referenced from table "([a-z_]+)"/.exec(pgError.detail ?? '')?.[1];
      const users = table ? `${table.replace(/_/g, ' ')}` : 'other records';
      return conflict(ERROR_MESSAGES.message('in_use', { users }));
    }
    const column = /\(([a-z_]+)\)=/.exec(pgError.detail ?? '')?.[1];
    return badRequest('A referenced record does not exist.', column ? { [column]: 'No such record' } : undefined);
  }
  if (code === '22P02' || code === '22003' || code === '22007' || code === '22008') return badRequest('A value has the wrong format.');
  // 22021, 22P05: a NUL or a character PostgreSQL cannot store, past the input guard (e.g. a GraphQL literal).
  if (code === '22021' || code === '22P05') return badRequest('A value has characters that are not accepted (a NUL or invalid text).');
  // 57014: statement_timeout (the backstop of client.ts) cancelled it; 53300: no connection free.
  if (code === '57014' || code === '53300') return tooBusy();
  if (databaseUnavailable(err)) return databaseAway();
  // 55P03: lock_timeout; 40P01, 40001: a deadlock or serialization failure that outlived its retries.
  if (code === '55P03') return lockBusy();
  if (code === '40P01' || code === '40001') return concurrentChange();
  if (code === '23502') {
    const column = pgError.column;
    return badRequest('A required value is missing.', column ? { [column]: FIELD_MESSAGES.message('required') } : undefined);
  }
  return undefined;
}

function columnFromConstraint(constraint?: string): string | undefined {
  const m = /^[a-z]+_([a-z_]+?)_(unique|key)$/.exec(constraint ?? '');
  return m?.[1];
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'not_found', `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`));
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  let httpError: HttpError | undefined = err instanceof HttpError ? err : undefined;
  if (!httpError && err?.type === 'entity.parse.failed') httpError = badRequest('The request body is not valid JSON.');
  if (!httpError && err?.type === 'entity.too.deep')
    httpError = badRequest('The request body is nested too deeply (at most 32 levels).', { body: 'At most 32 levels' });
  if (!httpError && err?.type === 'entity.too.large') httpError = new HttpError(413, 'payload_too_large', 'The request body is too large.');
  if (!httpError && typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
    httpError = new HttpError(err.status, err.code ?? 'bad_request', err.expose ? err.message : 'Bad request.');
  }
  if (!httpError) httpError = fromDatabaseError(err);
  if (!httpError) {
    req.log?.error({ err }, 'unhandled error');
    httpError = new HttpError(500, 'internal', ERROR_MESSAGES.message('internal'));
  }
  if (res.headersSent) return;
  if (httpError.status === 503) res.setHeader('Retry-After', '1');
  res.status(httpError.status).json({
    error: {
      code: httpError.code,
      message: httpError.message,
      // The message by key, for the app (resources/i18n/areas); `message` is its English.
      ...(httpError.messageCode ? { message_code: httpError.messageCode, message_values: httpError.messageValues ?? {} } : {}),
      ...(httpError.errors ? { errors: httpError.errors } : {}),
      // The keyed field messages' keys and values, by field (the app words them by key).
      ...(httpError.fieldMessageCodes ? { message_codes: httpError.fieldMessageCodes } : {}),
      ...(httpError.codes ? { codes: httpError.codes } : {}),
      // The id of this request in the logs (server/http/requestId.ts).
      ...(req.id !== undefined ? { request_id: String(req.id) } : {}),
    },
  });
};
