/**
 * Create and edit a collection: name, brand (staff choose it; brand users have their own) and
 * the two images, sent as multipart (docs/requirements/catalog.md §7 POST/PUT collections) through `saveCollection`.
 * A react-admin form: the declaration's rules for name and brand, the chosen images as values,
 * the server's field messages under the inputs, a warning before leaving unsaved changes.
 */
import type { FieldValues } from 'react-hook-form';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  DeleteButton,
  RecordContextProvider,
  SelectInput,
  TextInput,
  useGetList,
  useGetOne,
  useNotify,
  usePermissions,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { AppForm } from '../../framework/forms';
import { useParams } from 'react-router-dom';
import { schemaResolver } from '../../framework/validation';
import { isStaff, type Role } from '../../../resources/access';
import collectionsDeclaration from '../../../resources/catalog/collections';
import { createSchema } from '../../../resources/framework';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../providers/httpClient';
import { usePageTitle } from '../../layout/pageTitle';
import { useSelectedBrandId } from '../../layout/selectedBrand';
import { ImagePickerInput } from '../../components/ImagePicker';
import { SubmitButton } from '../../framework/SubmitButton';
import { refusalOf } from '../../framework/formSubmit';
import type { BrandRecord } from '../../../resources/accounts/brands';
import { LoadError } from '../../components/LoadError';

interface Collection {
  id: number;
  name: string;
  brand_id: number;
  collection_logo: string | null;
  secondary_image: string | null;
}

/**
 * The declaration's rules for what is typed; the images (files here) are checked by the server
 * (415/413), and pass through as they are (`noUnknown(false)`: not dropped as unknown keys).
 */
const COLLECTION_RESOLVER = schemaResolver(createSchema(collectionsDeclaration).pick(['name', 'brand_id']).noUnknown(false));

const fileOf = (value: unknown) => (value instanceof File ? value : null);

function CollectionForm({ record }: { record?: Collection }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<Role | null>();
  const staff = isStaff(permissions);
  const selectedBrand = useSelectedBrandId();
  const { data: brands } = useGetList<BrandRecord>(
    'brands',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: staff },
  );
  // The stored images stay unless a new one is chosen: the form holds files, not their URLs.
  const values = {
    name: record?.name ?? '',
    brand_id: record?.brand_id ?? selectedBrand ?? undefined,
    collection_logo: null,
    secondary_image: null,
  };

  const submit = async (submitted: FieldValues) => {
    try {
      await dataProvider.saveCollection({
        ...(record ? { id: record.id } : {}),
        name: submitted.name,
        brand_id: submitted.brand_id,
        collection_logo: fileOf(submitted.collection_logo),
        secondary_image: fileOf(submitted.secondary_image),
      });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return refusalOf(error);
    }
    await queryClient.invalidateQueries({ queryKey: ['collection'] });
    notify(record ? 'screens.catalog.collection_saved' : 'screens.catalog.collection_created', { type: 'success' });
    redirect('list', 'collection');
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 640, mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {record ? translate('screens.shell.collection_name', { name: record.name }) : translate('screens.shell.new_collection')}
        </Typography>
        <AppForm defaultValues={values} resolver={COLLECTION_RESOLVER} onSubmit={submit} noValidate>
          <Stack sx={{ mt: 2 }}>
            <TextInput source="name" label="screens.shell.name" isRequired />
            {staff && (
              <SelectInput source="brand_id" label="screens.shell.brand" choices={brands ?? []} translateChoice={false} isRequired />
            )}
            <ImagePickerInput
              source="collection_logo"
              label={translate('screens.shell.collection_logo')}
              current={record?.collection_logo}
            />
            <ImagePickerInput
              source="secondary_image"
              label={translate('screens.shell.secondary_image')}
              current={record?.secondary_image}
              wide
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
              <SubmitButton label="screens.shell.save" />
              {record && (
                <RecordContextProvider value={record}>
                  <DeleteButton resource="collection" record={record} mutationMode="pessimistic" redirect="list" />
                </RecordContextProvider>
              )}
            </Box>
          </Stack>
        </AppForm>
      </CardContent>
    </Card>
  );
}

export function CollectionCreate() {
  usePageTitle('screens.shell.new_collection');
  return <CollectionForm />;
}

export function CollectionEdit() {
  const { id } = useParams();
  const { data, error, refetch } = useGetOne<Collection>('collection', { id: Number(id) });
  usePageTitle(data?.name ?? 'screens.catalog.collection');
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  return data ? <CollectionForm key={data.id} record={data} /> : null;
}
