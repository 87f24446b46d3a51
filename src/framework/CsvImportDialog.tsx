/**
 * CSV import (server/framework/csvImport.ts) of a declared resource (`csvImport: true`) or of what
 * an area describes the same way (a pricing template's price lines, resources/billing/
 * priceLineImport.ts): choose a file (parsed here with papaparse), see its first rows, map its
 * columns to the fields (matched by name and by label in English and French), check every row on
 * the server — the rows with errors are listed with their messages, in words, and can be corrected
 * here — then import them all, or none.
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import Papa from 'papaparse';
import { fieldLabel, writableFields, type ResourceDeclaration } from '../../resources/framework';
import { FR_LABELS } from '../../resources/i18n/frLabels';
import { findResource } from '../../resources/registry';
import { useAppDataProvider } from '../../providers/dataProvider';
import type { ImportReport } from '../../providers/methods/system';
import { keyedText } from './keyedText';
import { errorMessage, serverFieldErrors } from '../../providers/httpClient';
import { BrandPicker, useWorkingBrand } from '../layout/BrandSelector';
import { ErrorMessage } from '../components/ErrorMessage';

/** What the dialog needs of a declaration: the import's name, its fields, brand tenancy, its own French words. */
export type ImportSpec = Pick<ResourceDeclaration, 'name' | 'fields' | 'tenancy' | 'translations'>;

const PREVIEW_ROWS = 5;
/** A column left out of the import (a value the select can show). */
const IGNORE = '__ignore';
const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The field a column's header names: a field's name, or its label in English or French. */
export function autoMapping(headers: string[], declaration: ImportSpec): Record<string, string> {
  const names = new Map<string, string>();
  for (const [name, field] of writableFields(declaration)) {
    if (field.isFilledByServer && name === 'brand_id') continue;
    const label = fieldLabel(name, field);
    for (const alias of [name, label, FR_LABELS[label], declaration.translations?.fr?.[label]])
      if (alias && !names.has(normal(alias))) names.set(normal(alias), name);
  }
  const taken = new Set<string>();
  const mapping: Record<string, string> = {};
  for (const header of headers) {
    const field = names.get(normal(header));
    mapping[header] = field && !taken.has(field) ? field : IGNORE;
    if (field) taken.add(field);
  }
  return mapping;
}

interface Parsed {
  name: string;
  headers: string[];
  rows: Record<string, string>[];
}

export function CsvImportDialog({
  declaration,
  extra,
  open,
  onClose,
}: {
  declaration: ImportSpec;
  /** Body fields beside the rows (a price-line import's `template_id`). */
  extra?: Record<string, unknown>;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const context = useResourceContext();
  // A declaration's words are keyed by its react-admin name; an area's own import has no keys.
  const resource = (findResource(declaration.name) && context) || declaration.name;
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { staff, current } = useWorkingBrand();
  const needsBrand = staff && declaration.tenancy === 'brand';
  const [brandId, setBrandId] = useState<number | ''>(current?.id ?? '');
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Rows corrected since the last check: checked again before the import. */
  const [stale, setStale] = useState(false);
  const fields = useMemo(
    () => writableFields(declaration).filter(([name, f]) => !(f.isFilledByServer && name === 'brand_id')),
    [declaration],
  );
  // A declared field has its key; the others are named by their label's words.
  const labelOf = (name: string) =>
    translate(`resources.${resource}.fields.${name}`, { _: translate(fieldLabel(name, declaration.fields[name])) });
  const reset = () => {
    setStale(false);
    setParsed(null);
    setReport(null);
    setFailure(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = (file: File | undefined) => {
    reset();
    if (!file) return;
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
      complete: (result) => {
        const headers = (result.meta.fields ?? []).filter(Boolean);
        if (!headers.length || !result.data.length) return setFailure(translate('import.no_rows'));
        setParsed({ name: file.name, headers, rows: result.data });
        setMapping(autoMapping(headers, declaration));
      },
      error: (err) => setFailure(err.message),
    });
  };

  /** The rows as the server takes them: mapped columns only, by field. */
  const rows = () =>
    (parsed?.rows ?? []).map((row) => {
      const out: Record<string, string> = {};
      for (const [header, field] of Object.entries(mapping)) if (field !== IGNORE) out[field] = row[header] ?? '';
      return out;
    });
  const body = () => ({ ...extra, rows: rows(), ...(needsBrand && brandId ? { brand_id: brandId } : {}) });

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (err) {
      const errors = Object.values(serverFieldErrors(err));
      setFailure(
        translate(errorMessage(err)) +
          (errors.length && !/row/.test(Object.keys(serverFieldErrors(err))[0]) ? ` ${errors.map((e) => translate(e)).join(' ')}` : ''),
      );
    } finally {
      setBusy(false);
    }
  };
  const check = () =>
    run(async () => {
      setReport(await dataProvider.validateImport(declaration.name, body()));
      setStale(false);
    });
  const save = () =>
    run(async () => {
      const answer = await dataProvider.importRows(declaration.name, body());
      notify(translate('screens.imports.count_records_imported', { count: answer.created + (answer.updated ?? 0) }), { type: 'success' });
      refresh();
      close();
    });

  /** A correction typed into a row with errors: the file's cell under the mapped column. */
  const correct = (row: number, field: string, value: string) => {
    const header = Object.entries(mapping).find(([, f]) => f === field)?.[0];
    if (!parsed || !header) return;
    if ((parsed.rows[row - 1]?.[header] ?? '') === value) return;
    setParsed({ ...parsed, rows: parsed.rows.map((r, i) => (i === row - 1 ? { ...r, [header]: value } : r)) });
    setStale(true);
  };
  const mapped = Object.values(mapping).filter((f) => f !== IGNORE);
  const errorRows = report?.rows ?? [];

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">{translate('screens.imports.import_from_a_csv_file')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label">
              {translate('screens.imports.choose_a_csv_file')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                data-testid="csv-file"
                onChange={(e) => {
                  choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Button>
            {parsed && (
              <Typography variant="body2">
                {parsed.name} · {translate('screens.imports.count_rows', { count: parsed.rows.length })}
              </Typography>
            )}
            {needsBrand && (
              <BrandPicker sx={{ minWidth: 200 }} value={brandId || null} onChange={(id) => (setBrandId(id), setReport(null))} />
            )}
          </Stack>
          {failure && (
            <Alert severity="error" data-testid="csv-import-failure">
              {failure}
            </Alert>
          )}
          {parsed && (
            <>
              <Typography variant="subtitle2">{translate('screens.imports.columns_and_fields')}</Typography>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      {parsed.headers.map((h) => (
                        <TableCell key={h} sx={{ minWidth: 150 }}>
                          <TextField
                            select
                            size="small"
                            fullWidth
                            label={h}
                            value={mapping[h] ?? IGNORE}
                            onChange={(e) => (setMapping({ ...mapping, [h]: e.target.value }), setReport(null))}
                            slotProps={{ htmlInput: { 'data-testid': `map-${h}` } }}
                          >
                            <MenuItem value={IGNORE}>
                              <em>{translate('screens.imports.not_imported')}</em>
                            </MenuItem>
                            {fields.map(([name]) => (
                              <MenuItem key={name} value={name} disabled={mapping[h] !== name && mapped.includes(name)}>
                                {labelOf(name)}
                              </MenuItem>
                            ))}
                          </TextField>
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {parsed.rows.slice(0, PREVIEW_ROWS).map((row, i) => (
                      <TableRow key={i}>
                        {parsed.headers.map((h) => (
                          <TableCell key={h} sx={{ color: mapping[h] !== IGNORE ? undefined : 'text.disabled' }}>
                            {row[h]}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              {parsed.rows.length > PREVIEW_ROWS && (
                <Typography variant="caption">{translate('screens.imports.the_first_count_rows', { count: PREVIEW_ROWS })}</Typography>
              )}
            </>
          )}
          {report && report.invalid === 0 && (
            <Alert severity="success" data-testid="csv-import-ready">
              {translate('screens.imports.all_count_rows_are_ready_to', { count: report.total })}
            </Alert>
          )}
          {errorRows.length > 0 && (
            <Box data-testid="csv-import-errors">
              <Alert severity="error" sx={{ mb: 1 }}>
                {translate('screens.imports.count_rows_have_errors_correct', {
                  count: errorRows.length,
                })}
              </Alert>
              {errorRows.map((r) => (
                <Stack
                  key={r.row}
                  direction="row"
                  spacing={1}
                  sx={{ mb: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
                  data-testid="csv-error-row"
                >
                  <Typography variant="body2" sx={{ minWidth: 70, pt: 1 }}>
                    {translate('screens.imports.row_row', { row: r.row })}
                  </Typography>
                  {Object.entries(r.errors).map(([field, text]) => {
                    const message = keyedText(translate, { text, ...r.message_codes?.[field] });
                    return mapped.includes(field) ? (
                      <TextField
                        key={field}
                        size="small"
                        label={labelOf(field)}
                        defaultValue={rows()[r.row - 1]?.[field] ?? ''}
                        error
                        helperText={message}
                        onBlur={(e) => correct(r.row, field, e.target.value)}
                      />
                    ) : (
                      <ErrorMessage key={field} sx={{ pt: 1 }}>
                        {field === '_' ? message : `${labelOf(field)}: ${message}`}
                      </ErrorMessage>
                    );
                  })}
                </Stack>
              ))}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button onClick={check} disabled={!parsed || !mapped.length || busy || (needsBrand && !brandId)}>
          {translate('screens.catalog.check')}
        </Button>
        <Button variant="contained" onClick={save} disabled={!report || stale || report.invalid > 0 || busy}>
          {translate('screens.imports.import_count_rows', { count: report?.total ?? parsed?.rows.length ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
