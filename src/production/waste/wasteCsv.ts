/** The waste report as a CSV file: one row per entry under its category, headed in the chosen language. */
// @ts-expect-error jsonexport ships no types
import jsonExport from 'jsonexport/dist/index.js';
import { downloadCSV } from 'react-admin';
import type { WasteReport } from '../../../providers/methods/production';

export function downloadWasteCsv(
  report: WasteReport,
  headers: { group: string; entry: string; pounds: string; ounces: string },
  fileName: string,
  /** A group's and an entry's name as the screen shows them (a usual category in words). */
  words: { group: (name: string) => string; entry: (name: string) => string },
) {
  const rows = report.categories.flatMap((c) =>
    c.entries.map((e) => ({
      [headers.group]: words.group(c.title),
      [headers.entry]: words.entry(e.subtitle),
      [headers.pounds]: e.weight_pounds,
      [headers.ounces]: e.weight_ounces,
    })),
  );
  jsonExport(rows, { headers: Object.values(headers) }, (error: Error | null, csv: string) => {
    if (!error) downloadCSV(csv, fileName);
  });
}
