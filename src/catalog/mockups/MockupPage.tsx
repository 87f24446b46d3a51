/**
 * /mockups/{mockupId}: the room photo with the wall its analysis found laid over it, its name and
 * categories (a react-admin form with the declaration's rules, saved through `saveMockup`, with a
 * warning before leaving unsaved), Analyze again, Delete, and Generate a product in this room.
 */
import type { FieldValues } from 'react-hook-form';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, SaveButton, TextInput, useDelete, useGetList, useGetOne, useNotify, useRedirect, useTranslate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import { useParams } from 'react-router-dom';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { Mockup, MockupInput } from '../../../providers/methods/mockups';
import { mockups as mockupsDeclaration } from '../../../resources/catalog/mockups';
import { pageState } from '../../components/LoadError';
import { StatusChip } from '../../components/StatusChip';
import { usePageMutation } from '../../framework/pageData';
import { partialFormResolver } from '../../framework/views';
import { usePageTitle } from '../../layout/pageTitle';
import { GenerateDialog } from './GenerateDialog';
import { CategoriesInput } from './mockupParts';
import { refusalOf } from '../../framework/formSubmit';

/** The declaration's update rules of what the form carries: a name (at most 120 characters) and categories. */
const MOCKUP_RESOLVER = partialFormResolver(mockupsDeclaration);

/** The photo, and over it the analysed wall in the theme's colour (the mask's white is the wall). */
function PhotoWithWall({ mockup, showWall }: { mockup: Mockup; showWall: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 960 }}>
      <Box component="img" src={mockup.image} alt={mockup.name} sx={{ width: '100%', display: 'block', borderRadius: 1 }} />
      {showWall && mockup.mask_url && (
        <Box
          data-testid="wall-overlay"
          role="img"
          aria-label={translate('screens.catalog.the_wall_to_paper')}
          sx={{
            position: 'absolute',
            inset: 0,
            bgcolor: 'primary.main',
            opacity: 0.45,
            borderRadius: 1,
            maskImage: `url(${mockup.mask_url})`,
            maskMode: 'luminance',
            maskSize: '100% 100%',
            WebkitMaskImage: `url(${mockup.mask_url})`,
            WebkitMaskSize: '100% 100%',
          }}
        />
      )}
    </Box>
  );
}

function ProductPicker({
  value,
  onChange,
}: {
  value: { id: number; name: string } | null;
  onChange: (p: { id: number; name: string } | null) => void;
}) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useGetList<{ id: number; name: string }>('products', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  return (
    <Autocomplete
      options={data}
      value={value}
      loading={isPending}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, text) => setSearch(text)}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      sx={{ minWidth: 240, flex: 1 }}
      renderInput={(params) => <TextField {...params} label={translate('screens.catalog.product')} size="small" />}
    />
  );
}

export default function MockupPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useAppDataProvider();
  const id = Number(useParams().id);
  const query = useGetOne<Mockup>('mockups', { id }, { enabled: Number.isInteger(id) && id > 0 });
  const mockup = query.data;
  usePageTitle(mockup?.name ?? translate('screens.catalog.mockup'));
  const [showWall, setShowWall] = useState(true);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [product, setProduct] = useState<{ id: number; name: string } | null>(null);
  const [generating, setGenerating] = useState(false);
  // Refreshes the page's reads once saved, which puts the saved values back in the form.
  const save = usePageMutation((values: MockupInput) => dataProvider.saveMockup(values), {
    // Named, as the create and edit views say it (recordNotify.ts).
    success: (row: Mockup) =>
      translate('record.updated', { name: translate('resources.mockups.name', { smart_count: 1, _: 'Mockup' }), record: row.name }),
    silent: true,
  });
  const submit = async (values: FieldValues) => {
    try {
      await save.mutateAsync({ id, name: values.name.trim(), categories: values.categories ?? [] });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return refusalOf(error);
    }
  };
  const analyze = usePageMutation(() => dataProvider.analyzeMockup(id), {
    success: (row: Mockup) =>
      translate(row.status === 'analyzed' ? 'screens.catalog.wall_analysed' : 'screens.catalog.no_wall_was_found_in_this_photo'),
  });
  const [remove, { isPending: removing }] = useDelete();

  const state = pageState(query, mockup, translate('screens.catalog.this_mockup_does_not_exist'));
  if (state || !mockup) return state;

  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4 }}>
      <Card>
        <CardHeader
          title={
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
              <span>{mockup.name}</span>
              <StatusChip resource="mockups" value={mockup.status} />
            </Stack>
          }
          subheader={[
            `${mockup.width} × ${mockup.height}`,
            mockup.wall_coverage != null
              ? translate('screens.catalog.wall_percent_of_the_photo', { percent: Math.round(mockup.wall_coverage * 100) })
              : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        />
        <CardContent>
          <Stack spacing={2}>
            <PhotoWithWall mockup={mockup} showWall={showWall} />
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
              <FormControlLabel
                control={<Switch checked={showWall} onChange={(e) => setShowWall(e.target.checked)} disabled={!mockup.mask_url} />}
                label={translate('screens.catalog.show_the_wall')}
              />
              <Button variant="outlined" onClick={() => analyze.mutate(undefined)} disabled={analyze.isPending}>
                {translate(
                  analyze.isPending
                    ? 'screens.catalog.finding_the_wall_and_the_light'
                    : mockup.status === 'uploaded'
                      ? 'screens.catalog.analyze'
                      : 'screens.catalog.analyze_again',
                )}
              </Button>
              <Button color="error" onClick={() => setConfirmDelete(true)} disabled={removing}>
                {translate('ra.action.delete')}
              </Button>
            </Stack>
            {mockup.status === 'failed' && (
              <Alert severity="warning">{translate('screens.catalog.no_wall_was_found_in_this_photo_2')}</Alert>
            )}
          </Stack>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={translate('screens.inventory.details')} />
        <CardContent>
          <AppForm
            record={{ id: mockup.id, name: mockup.name, categories: mockup.categories ?? [] }}
            resolver={MOCKUP_RESOLVER}
            onSubmit={submit}
            noValidate
          >
            <Stack spacing={2} sx={{ maxWidth: 560 }}>
              <TextInput source="name" label="screens.shell.name" isRequired />
              <CategoriesInput />
              <Box>
                {/* Enabled once something is changed, as react-admin's edit forms. */}
                <SaveButton icon={<></>} />
              </Box>
            </Stack>
          </AppForm>
        </CardContent>
      </Card>

      {mockup.status === 'analyzed' && (
        <Card>
          <CardHeader title={translate('screens.catalog.generate_a_product_in_this_room')} />
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
              <ProductPicker value={product} onChange={setProduct} />
              <Button variant="contained" disabled={!product} onClick={() => setGenerating(true)}>
                {translate('screens.billing.generate')}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('screens.catalog.the_generated_mockups_show_on')}
            </Typography>
          </CardContent>
        </Card>
      )}

      {product && (
        <GenerateDialog
          open={generating}
          onClose={() => setGenerating(false)}
          productId={product.id}
          mockupIds={[mockup.id]}
          onGenerated={() => redirect(`/product/${product.id}/mockup-selection`)}
        />
      )}
      <Confirm
        isOpen={confirmDelete}
        title={translate('screens.catalog.delete_name', { name: mockup.name })}
        content={translate('screens.catalog.its_generated_mockups_are')}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove(
            'mockups',
            { id: mockup.id, previousData: mockup },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
                redirect('/mockups');
              },
              onError: (error) => notify((error as Error).message, { type: 'error' }),
            },
          )
        }
      />
    </Stack>
  );
}
