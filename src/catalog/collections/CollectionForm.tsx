/**
 * Create and edit a collection: name, brand (staff choose it; brand users have their own) and
 * the two images, sent as multipart (spec 2 §7 POST/PUT collections).
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  DeleteButton,
  RecordContextProvider,
  useGetList,
  useGetOne,
  useNotify,
  usePermissions,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { isStaff, type Role } from '../../../resources/access';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { errorMessage, serverFieldErrors } from '../../../providers/httpClient';
import { usePageTitle } from '../../layout/pageTitle';
import { useSelectedBrandId } from '../../layout/selectedBrand';
import { ImagePicker } from '../../components/ImagePicker';
import { useUnsavedChangesWarning } from '../../framework/formSafety';

interface Collection {
  id: number;
  name: string;
  brand_id: number;
  collection_logo: string | null;
  secondary_image: string | null;
}

function Form({ record }: { record?: Collection }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<Role | null>();
  const staff = isStaff(permissions);
  const selectedBrand = useSelectedBrandId();
  const { data: brands } = useGetList(
    'brands',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: staff },
  );
  const [name, setName] = useState(record?.name ?? '');
  const [brandId, setBrandId] = useState<number | ''>(record?.brand_id ?? selectedBrand ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [secondary, setSecondary] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const allowLeave = useUnsavedChangesWarning(
    name !== (record?.name ?? '') || (!!record && brandId !== record.brand_id) || !!logo || !!secondary,
  );

  const submit = async () => {
    const form = new FormData();
    if (record) form.set('id', String(record.id));
    form.set('name', name);
    if (brandId !== '') form.set('brand_id', String(brandId));
    if (logo) form.set('collection_logo', logo);
    if (secondary) form.set('secondary_image', secondary);
    setBusy(true);
    try {
      await dataProvider.saveCollection(form);
      await queryClient.invalidateQueries({ queryKey: ['collection'] });
      notify(record ? 'Collection saved' : 'Collection created', { type: 'info' });
      allowLeave();
      redirect('list', 'collection');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 640, mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {record ? translate('Collection %{name}', { name: record.name }) : translate('New Collection')}
        </Typography>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <TextField
            label={translate('Name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={errors.name}
            required
          />
          {staff && (
            <TextField
              select
              label={translate('Brand')}
              value={brandId}
              onChange={(e) => setBrandId(Number(e.target.value))}
              error={!!errors.brand_id}
              helperText={errors.brand_id}
              required
            >
              {(brands ?? []).map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <ImagePicker
            label={translate('Collection Logo')}
            name="collection_logo"
            current={record?.collection_logo}
            file={logo}
            onChange={setLogo}
          />
          {errors.collection_logo && <Alert severity="error">{errors.collection_logo}</Alert>}
          <ImagePicker
            label={translate('Secondary Image')}
            name="secondary_image"
            current={record?.secondary_image}
            file={secondary}
            onChange={setSecondary}
            wide
          />
          {errors.secondary_image && <Alert severity="error">{errors.secondary_image}</Alert>}
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Button variant="contained" onClick={submit} disabled={busy}>
              {translate('Save')}
            </Button>
            {record && (
              <RecordContextProvider value={record}>
                <DeleteButton resource="collection" record={record} mutationMode="pessimistic" redirect="list" />
              </RecordContextProvider>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function CollectionCreate() {
  usePageTitle('New Collection');
  return <Form />;
}

export function CollectionEdit() {
  const { id } = useParams();
  const { data, error } = useGetOne<Collection>('collection', { id: Number(id) });
  usePageTitle(data?.name ?? 'Collection');
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return data ? <Form key={data.id} record={data} /> : null;
}
