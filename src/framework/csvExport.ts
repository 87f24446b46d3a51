/**
 * The CSV of a generated list, as people read it: the list's visible columns in its order, headed
 * by their labels in the chosen language, references as the referenced record's name (vendor,
 * type, zone names, not ids), booleans as Yes/No, choices (statuses) in words, in the language,
 * amounts in cents as decimals, dates and times in the reader's language and time zone (not UTC ISO),
 * and files as whole links anyone can open (not storage keys).
 */
// @ts-expect-error jsonexport ships no types
import jsonExport from 'jsonexport/dist/index.js';
import { downloadCSV, type Exporter, type TranslateFunction } from 'react-admin';
import { centsToDecimal } from '../../resources/billing/money';
import { choiceLabel, representRecord, routeNameOf, type ResourceDeclaration } from '../../resources/framework';
import { findResource } from '../../resources/registry';
import { referenceRouteName } from '../../providers/resourceNames';

/** Where the CSV's reader is: the language's locale, their time zone (the browser's unless given) and the app's origin. */
export interface ExportPlace {
  locale: string;
  timeZone?: string;
  origin: string;
}

/** A file field's value (a storage key, a path on this server, or a link) as a whole link. */
export function fileLink(value: string, origin: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return value.startsWith('/') ? `${origin}${value}` : `${origin}/api/files/${value}`;
}

/** A day (`2026-03-01`) or a moment (ISO, in UTC) as its reader writes it, in their time zone. */
export function localDate(value: string, withTime: boolean, { locale, timeZone }: ExportPlace): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  // A day is a calendar day, the same everywhere: it is not moved into a time zone.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    ...(withTime && !day ? { timeStyle: 'short' } : {}),
    timeZone: day ? 'UTC' : timeZone,
  }).format(moment);
}

const TIMES: Record<string, 'datetime'> = { created_at: 'datetime', updated_at: 'datetime' };

/** The CSV's rows: each record's visible columns, by label, as people read them (see above). */
export function csvRows(
  records: Array<Record<string, unknown>>,
  declaration: ResourceDeclaration,
  columns: Array<{ id: string; label: string }>,
  translate: TranslateFunction,
  place: ExportPlace,
  referenceNames: Record<string, Record<string, string>> = {},
): Array<Record<string, unknown>> {
  return records.map((record) =>
    Object.fromEntries(
      columns.map(({ id, label }) => {
        const value = record[id];
        const field = declaration.fields[id];
        if (value === null || value === undefined) return [label, ''];
        if (referenceNames[id]) return [label, referenceNames[id][String(value)] ?? value];
        // Amounts kept in whole cents (`*_cents`) read as decimal amounts.
        if (id.endsWith('_cents') && typeof value === 'number') return [label, centsToDecimal(value)];
        const type = field?.type ?? TIMES[id];
        if (type === 'boolean') return [label, translate(value ? 'ra.boolean.true' : 'ra.boolean.false')];
        if ((type === 'date' || type === 'datetime') && typeof value === 'string')
          return [label, localDate(value, type === 'datetime', place)];
        if (type === 'image' && typeof value === 'string') return [label, fileLink(value, place.origin)];
        if (type === 'url' && typeof value === 'string' && value.startsWith('/')) return [label, `${place.origin}${value}`];
        if (type === 'enum' || field?.suggestions?.includes(String(value)))
          return [label, translate(`resources.${routeNameOf(declaration)}.choices.${id}.${value}`, { _: choiceLabel(String(value)) })];
        if (typeof value === 'object') return [label, JSON.stringify(value)];
        return [label, value];
      }),
    ),
  );
}

export function labelledExporter(
  declaration: ResourceDeclaration,
  columns: Array<{ id: string; label: string }>,
  translate: TranslateFunction,
  fileName: string,
  place: ExportPlace = { locale: translate('app.locale', { _: 'en-US' }), origin: window.location.origin },
): Exporter {
  return async (records, fetchRelatedRecords) => {
    const referenceNames: Record<string, Record<string, string>> = {};
    for (const column of columns) {
      const field = declaration.fields[column.id];
      if (field?.type !== 'reference' || !field.reference) continue;
      const target = findResource(field.reference);
      const related = await fetchRelatedRecords(records, column.id, referenceRouteName(field.reference));
      referenceNames[column.id] = Object.fromEntries(
        Object.entries(related).map(([id, record]) => [id, target ? representRecord(target, record) : String(id)]),
      );
    }
    const rows = csvRows(records, declaration, columns, translate, place, referenceNames);
    jsonExport(rows, { headers: columns.map((c) => c.label) }, (error: Error | null, csv: string) => {
      if (!error) downloadCSV(csv, fileName);
    });
  };
}
