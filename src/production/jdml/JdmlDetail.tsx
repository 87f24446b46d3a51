/**
 * /production/jdml/{jdmlId}: a JDML job ticket — what it prints (order, line item, material,
 * version), its panels drawn to scale, its sections with their print files (each replaceable,
 * `PUT jdml/section` multipart) and the XML to download.
 */
import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CardHeader, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ReferenceField, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { TRIM_INCHES } from '../../../resources/production/paper';
import { LoadError, pageState } from '../../components/LoadError';
import { RecordTable } from '../../components/RecordTable';
import { useFormat } from '../../framework/format';
import { usePageMutation, usePageQuery } from '../../framework/pageData';
import { usePageTitle } from '../../layout/pageTitle';
import { JdmlPreview } from './JdmlPreview';

/** Saves a text as a file in the browser. */
function downloadText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ReplaceButton({ sectionId, onDone }: { sectionId: number; onDone: (text: string, ok: boolean) => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const input = useRef<HTMLInputElement>(null);
  const replace = usePageMutation((form: FormData) => dataProvider.replaceJdmlSection(form), { silent: true });
  return (
    <Button size="small" component="label" startIcon={<UploadFileIcon />} disabled={replace.isPending}>
      {translate('screens.production.replace')}
      <input
        ref={input}
        hidden
        type="file"
        accept="image/*"
        data-testid={`replace-section-${sectionId}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          const form = new FormData();
          form.append('id', String(sectionId));
          form.append('print_file', file);
          replace.mutate(form, {
            onSuccess: (section) =>
              onDone(translate('screens.production.the_print_file_of_drop_position', { position: section.position }), true),
            onError: (error) => onDone(translate(error.message), false),
            onSettled: () => {
              if (input.current) input.current.value = '';
            },
          });
        }}
      />
    </Button>
  );
}

export default function JdmlDetail() {
  const translate = useTranslate();
  const { number } = useFormat();
  const dataProvider = useAppDataProvider();
  const id = Number(useParams().id);
  const jdml = usePageQuery(
    ['production', 'jdml', id],
    () => dataProvider.getOne('jdmls', { id }).then((r) => r.data),
    Number.isSafeInteger(id),
  );
  const sections = usePageQuery(['production', 'jdml-sections', id], () => dataProvider.jdmlSections(id), Number.isSafeInteger(id));
  const [outcome, setOutcome] = useState<{ text: string; ok: boolean } | null>(null);
  usePageTitle(`${translate('screens.production.jdml')} ${Number.isSafeInteger(id) ? id : ''}`);
  const state = pageState(jdml, jdml.data, translate('screens.production.this_jdml_does_not_exist'));
  if (state) return state;
  const record = jdml.data!;
  const facts: Array<[string, React.ReactNode]> = [
    [
      translate('screens.orders.order'),
      // By the order's number and the line item's design, as the list shows them, not their ids.
      <Link key="o" component={RouterLink} to={`/orders/${record.order_id}`}>
        <ReferenceField record={record} source="order_id" reference="orders" link={false} />
      </Link>,
    ],
    [
      translate('screens.orders.line_item'),
      <Link key="l" component={RouterLink} to={`/orders/${record.order_id}/line-item/${record.line_item_id}`}>
        <ReferenceField record={record} source="line_item_id" reference="line-items" link={false} />
      </Link>,
    ],
    [
      translate('screens.orders.material'),
      <ReferenceField key="m" record={record} source="material_id" reference="materials" link={false} />,
    ],
    [translate('screens.production.version'), record.version],
    [translate('screens.production.drops'), record.drops],
    [translate('screens.production.drop_length_in'), number(record.drop_length_inches)],
    [translate('screens.orders.width_in'), number(record.width_inches)],
    [translate('screens.production.wall_height_in'), record.height_inches == null ? '–' : number(record.height_inches)],
    [
      translate('screens.catalog.repeat'),
      record.repeat_height_inches
        ? translate(
            record.repeat === 'half_step'
              ? 'screens.production.half_step_repeat_of_width_height'
              : 'screens.production.straight_repeat_of_width_height',
            {
              width: number(record.repeat_width_inches),
              height: number(record.repeat_height_inches),
            },
          )
        : translate('screens.production.no_design_repeat'),
    ],
  ];
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Card>
        <CardHeader
          title={`${translate('screens.production.jdml')} ${record.id}`}
          action={
            <Button
              startIcon={<DownloadIcon />}
              disabled={!record.xml}
              onClick={() => downloadText(record.xml, `jdml-${record.id}-v${record.version}.jdf.xml`, 'application/xml')}
            >
              {translate('screens.production.download_xml')}
            </Button>
          }
          sx={{ flexWrap: 'wrap', gap: 1 }}
        />
        <CardContent>
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={3}>
            {facts.map(([label, value]) => (
              <Box key={label}>
                <Typography variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography>{value}</Typography>
              </Box>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={translate('screens.catalog.preview')}
          subheader={translate('screens.production.drops_side_by_side_at_scale', {
            trim: TRIM_INCHES,
          })}
        />
        <CardContent>
          {sections.error ? (
            <LoadError error={sections.error} onRetry={() => void sections.refetch()} />
          ) : !sections.data ? (
            <Box sx={{ height: 240 }} />
          ) : sections.data.length ? (
            <JdmlPreview sections={sections.data} wallHeight={record.height_inches} repeatHeight={record.repeat_height_inches} />
          ) : (
            <Typography color="text.secondary">{translate('screens.production.this_jdml_has_no_sections')}</Typography>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={translate('screens.production.sections')} />
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mx: 2 }} data-testid="section-outcome" onClose={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
        <RecordTable
          rows={sections.data}
          testId="jdml-sections"
          rowTestId="jdml-section"
          columns={[
            { header: 'screens.production.drop', cell: (s) => s.position },
            { header: 'screens.orders.width_in', align: 'right', cell: (s) => number(s.width_inches) },
            { header: 'screens.production.length_in', align: 'right', cell: (s) => number(s.length_inches) },
            { header: 'screens.production.repeat_offset_in', align: 'right', cell: (s) => number(s.offset_inches) },
            { header: 'screens.production.vertical_offset_in', align: 'right', cell: (s) => number(s.vertical_offset_inches) },
            {
              header: 'screens.catalog.print_file',
              sx: { maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
              cell: (s) =>
                s.print_file_url ? (
                  <Link href={s.print_file_url} target="_blank" rel="noreferrer">
                    {s.print_file_url.split('/').pop()}
                  </Link>
                ) : (
                  '–'
                ),
            },
            {
              header: '',
              align: 'right',
              cell: (s) => <ReplaceButton sectionId={s.id} onDone={(text, ok) => setOutcome({ text, ok })} />,
            },
          ]}
        />
      </Card>
    </Stack>
  );
}
