/**
 * /product/bulk-upload: a CSV (name, pattern_file, repeat, collection, materials, sizes,
 * description) and the pattern files it names (chosen one by one, as a folder, or as a zip that is
 * unzipped here and sent as those files). "Check" has the
 * server read every row and answer a report — rows with errors first — before anything is made;
 * "Create" makes all the new rows' products or none, then a progress bar follows their image jobs
 * to a result report. The same file run again creates nothing twice (its rows show as existing).
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQuery } from '@tanstack/react-query';
import { Link, useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { BULK_COLUMNS } from '../../../resources/catalog/productSchemas';
import { useUnsavedChangesWarning } from '../../framework/formSafety';
import { usePageTitle } from '../../layout/pageTitle';
import { BrandPicker } from '../../layout/BrandSelector';
import { selectBrand, useSelectedBrandId } from '../../layout/selectedBrand';
import { notifyFailure } from './productErrors';
import { patternsFromZip, ZipUnreadable } from './zipPatterns';
import { keyedText } from '../../framework/keyedText';
import type { BulkUploadReport, BulkUploadResult } from '../../../providers/methods/catalog';

interface Job {
  id: number;
  status: string;
}

const ORDER = { error: 0, new: 1, existing: 2 } as const;

function FilePick({
  label,
  accept,
  multiple,
  folder,
  onPick,
  testId,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  folder?: boolean;
  onPick: (files: File[]) => void;
  testId: string;
}) {
  return (
    <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />}>
      {label}
      <input
        hidden
        type="file"
        accept={accept}
        multiple={multiple}
        data-testid={testId}
        {...(folder ? { webkitdirectory: '', directory: '' } : {})}
        onChange={(e) => onPick(Array.from(e.target.files ?? []))}
      />
    </Button>
  );
}

export default function BulkUpload() {
  usePageTitle('screens.catalog.bulk_upload');
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const brandId = useSelectedBrandId();
  const [csv, setCsv] = useState<File | null>(null);
  const [patterns, setPatterns] = useState<File[]>([]);
  const [report, setReport] = useState<BulkUploadReport | null>(null);
  const [result, setResult] = useState<BulkUploadResult | null>(null);
  const [busy, setBusy] = useState(false);
  const allowLeave = useUnsavedChangesWarning(!!csv && !result);
  const [unzipping, setUnzipping] = useState(false);
  const pickZip = async (zip: File | undefined) => {
    if (!zip) return;
    reset();
    setUnzipping(true);
    try {
      setPatterns(await patternsFromZip(zip));
    } catch (error) {
      if (error instanceof ZipUnreadable) notify(translate(error.message), { type: 'error' });
      else notifyFailure(notify, error);
    } finally {
      setUnzipping(false);
    }
  };

  const form = () => {
    const body = new FormData();
    if (brandId != null) body.set('brand_id', String(brandId));
    if (csv) body.set('csv', csv);
    for (const file of patterns) body.append('patterns', file, file.name);
    return body;
  };
  const reset = () => {
    setReport(null);
    setResult(null);
  };
  const check = async () => {
    setBusy(true);
    try {
      setReport(await dataProvider.checkBulkUpload(form()));
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setBusy(false);
    }
  };
  const run = async () => {
    setBusy(true);
    try {
      setResult(await dataProvider.runBulkUpload(form()));
      allowLeave();
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setBusy(false);
    }
  };

  // While the created products' image jobs run, the brand's jobs are read every second.
  const jobIds = useMemo(() => new Set(result?.job_ids ?? []), [result]);
  const { data: jobs } = useQuery({
    queryKey: ['bulk-upload-jobs', brandId, result?.job_ids],
    queryFn: () => dataProvider.backgroundJobs<Job>(brandId!),
    enabled: !!result && jobIds.size > 0 && brandId != null,
    refetchInterval: (query) => {
      const rows = (query.state.data ?? []) as Job[];
      const finished = rows.filter((j) => jobIds.has(j.id) && (j.status === 'processed' || j.status === 'failed')).length;
      return finished >= jobIds.size ? false : 1000;
    },
  });
  const mine = (jobs ?? []).filter((j) => jobIds.has(j.id));
  const processed = mine.filter((j) => j.status === 'processed').length;
  const failed = mine.filter((j) => j.status === 'failed').length;
  const done = processed + failed;
  const finished = !!result && done >= jobIds.size;

  const rows = [...(report?.rows ?? [])].sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.line - b.line);

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate('screens.catalog.bulk_upload')}
          </Typography>
          <BrandPicker sx={{ alignSelf: 'flex-start' }} onChange={(id) => (selectBrand(id), reset())} />
          <Typography variant="body2" color="text.secondary">
            {translate('screens.catalog.a_csv_with_the_columns_columns', {
              columns: BULK_COLUMNS.join(', '),
            })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <FilePick
              label={csv ? csv.name : translate('screens.catalog.choose_the_csv')}
              accept=".csv,text/csv"
              testId="bulk-csv"
              onPick={(files) => (setCsv(files[0] ?? null), reset())}
            />
            <FilePick
              label={translate('screens.catalog.choose_pattern_files')}
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
              testId="bulk-patterns"
              onPick={(files) => (setPatterns(files), reset())}
            />
            <FilePick
              label={translate('screens.catalog.choose_a_folder')}
              accept="image/*"
              multiple
              folder
              testId="bulk-folder"
              onPick={(files) => (setPatterns(files.filter((f) => f.type.startsWith('image/'))), reset())}
            />
            <FilePick
              label={translate('screens.catalog.choose_a_zip')}
              accept=".zip,application/zip,application/x-zip-compressed"
              testId="bulk-zip"
              onPick={(files) => void pickZip(files[0])}
            />
            <Typography variant="body2">{translate('screens.catalog.count_pattern_file_s', { count: patterns.length })}</Typography>
          </Stack>
          {unzipping && <LinearProgress aria-label={translate('screens.catalog.unzipping_the_patterns')} />}
          <Button
            variant="contained"
            onClick={check}
            disabled={brandId == null || !csv || busy || unzipping || !!result}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('screens.catalog.check')}
          </Button>
          {busy && <LinearProgress aria-label={translate('screens.catalog.working')} />}
          {report && !result && (
            <>
              {report.valid ? (
                <Alert severity="success">{translate('screens.catalog.every_row_is_right_new_to_create', report.counts)}</Alert>
              ) : (
                <Alert severity="error" data-testid="bulk-errors">
                  {translate('screens.catalog.errors_row_s_have_errors_fix_the', report.counts)}
                </Alert>
              )}
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('screens.catalog.rows_of_the_csv')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('screens.catalog.line')}</TableCell>
                      <TableCell>{translate('screens.shell.status')}</TableCell>
                      <TableCell>{translate('screens.shell.name')}</TableCell>
                      <TableCell>{translate('screens.catalog.pattern')}</TableCell>
                      <TableCell>{translate('screens.catalog.repeat')}</TableCell>
                      <TableCell>{translate('screens.catalog.collection')}</TableCell>
                      <TableCell>{translate('screens.catalog.errors')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.line} data-testid={`bulk-row-${row.status}`}>
                        <TableCell>{row.line}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={row.status === 'error' ? 'error' : row.status === 'new' ? 'success' : 'default'}
                            label={translate(`bulk.${row.status}`, { _: row.status })}
                          />
                        </TableCell>
                        <TableCell>{row.name}</TableCell>
                        <TableCell>{row.pattern_file}</TableCell>
                        <TableCell>{row.repeat}</TableCell>
                        <TableCell>{row.collection}</TableCell>
                        <TableCell sx={{ color: 'error.main' }}>
                          {Object.entries(row.errors)
                            .map(([field, text]) => `${field}: ${keyedText(translate, { text, ...row.message_codes?.[field] })}`)
                            .join('; ')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              <Button
                variant="contained"
                onClick={run}
                disabled={!report.valid || busy || report.counts.new === 0}
                sx={{ alignSelf: 'flex-start' }}
              >
                {translate('screens.catalog.create_count_product_s', { count: report.counts.new })}
              </Button>
            </>
          )}
          {result && (
            <Stack spacing={1} data-testid="bulk-result">
              <Typography>
                {translate('screens.catalog.created_product_s_created', {
                  created: result.created.length,
                  existing: result.existing.length,
                })}
              </Typography>
              {jobIds.size > 0 && (
                <>
                  <LinearProgress
                    variant="determinate"
                    value={(done / jobIds.size) * 100}
                    aria-label={translate('screens.catalog.image_jobs')}
                  />
                  <Typography variant="body2" data-testid="bulk-progress">
                    {translate('screens.catalog.images_done_of_total_done', { done, total: jobIds.size })}
                    {failed ? ` · ${translate('screens.catalog.failed_failed', { failed })}` : ''}
                  </Typography>
                </>
              )}
              {finished && <Alert severity={failed ? 'warning' : 'success'}>{translate('screens.catalog.bulk_upload_finished')}</Alert>}
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {result.created.map((p) => (
                  <li key={p.id}>
                    <Link to={`/product/${p.id}`}>{p.name}</Link>
                  </li>
                ))}
              </Box>
              <Button component={Link} to="/product" sx={{ alignSelf: 'flex-start' }}>
                {translate('screens.catalog.back_to_products')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
