/**
 * The CSV of a generated list, as people read it: the list's visible columns in its order, headed
 * by their labels in the chosen language, references as the referenced record's name (vendor,
 * type, zone names, not ids), booleans as Yes/No, choices (statuses) in words, in the language,
 * and amounts in cents as decimals.
 */
// @ts-expect-error jsonexport ships no types
import jsonExport from 'jsonexport/dist/index.js';
import { downloadCSV, type Exporter, type TranslateFunction } from 'react-admin';
import { centsToDecimal } from '../../resources/billing/money';
import { choiceLabel, representRecord, routeNameOf, type ResourceDeclaration } from '../../resources/framework';
import { findResource } from '../../resources/registry';
import { referenceRouteName } from '../../providers/resourceNames';

export function labelledExporter(
  declaration: ResourceDeclaration,
  columns: Array<{ id: string; label: string }>,
  translate: TranslateFunction,
  fileName: string,
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
    const rows = records.map((record) =>
      Object.fromEntries(
        columns.map(({ id, label }) => {
          const value = record[id];
          const field = declaration.fields[id];
          if (value === null || value === undefined) return [label, ''];
          if (referenceNames[id]) return [label, referenceNames[id][value] ?? value];
          // Amounts kept in whole cents (`*_cents`) read as decimal amounts.
          if (id.endsWith('_cents') && typeof value === 'number') return [label, centsToDecimal(value)];
          if (field?.type === 'boolean') return [label, translate(value ? 'ra.boolean.true' : 'ra.boolean.false')];
          if (field?.type === 'enum')
            return [label, translate(`resources.${routeNameOf(declaration)}.choices.${id}.${value}`, { _: choiceLabel(String(value)) })];
          if (typeof value === 'object') return [label, JSON.stringify(value)];
          return [label, value];
        }),
      ),
    );
    jsonExport(rows, { headers: columns.map((c) => c.label) }, (error: Error | null, csv: string) => {
      if (!error) downloadCSV(csv, fileName);
    });
  };
}
