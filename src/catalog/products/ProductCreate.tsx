/**
 * /product/create: a new design with its pattern image (docs/requirements/catalog.md §7 `POST products/create`,
 * multipart), a react-admin form checked by the declaration's rules. The pattern's thumbnail and
 * print file are made by a job afterwards; the product page opens at once and follows it.
 */
import type { FieldValues } from 'react-hook-form';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { ImagePickerInput } from '../../components/ImagePicker';
import { SubmitButton } from '../../framework/SubmitButton';
import { usePageTitle } from '../../layout/pageTitle';
import { useSelectedBrandId } from '../../layout/selectedBrand';
import { createInput, emptyProduct, PRODUCT_RESOLVER, ProductFields, type ProductValues } from './ProductFields';
import { notifyFailure } from './productErrors';
import { refusalOf } from '../../framework/formSubmit';

type NewProduct = ProductValues & { pattern_file: File | null };

export default function ProductCreate() {
  usePageTitle('screens.catalog.new_product');
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const selectedBrand = useSelectedBrandId();

  const submit = async (values: FieldValues) => {
    const { pattern_file, ...fields } = values as NewProduct;
    let product: { id: number };
    try {
      // Only a File is sent: a draft kept over a session's end cannot hold one.
      product = await dataProvider.createProduct(createInput(fields, pattern_file instanceof File ? pattern_file : null));
    } catch (error) {
      notifyFailure(notify, error);
      return refusalOf(error);
    }
    await queryClient.invalidateQueries({ queryKey: ['product'] });
    notify('screens.catalog.product_created_its_images_are', { type: 'success' });
    redirect(`/product/${product.id}`);
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 720, mt: 2 }}>
      <CardContent>
        <AppForm
          defaultValues={{ ...emptyProduct(selectedBrand), pattern_file: null }}
          resolver={PRODUCT_RESOLVER}
          onSubmit={submit}
          noValidate
        >
          <Typography variant="h6" component="h2">
            {translate('screens.catalog.new_product')}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <ImagePickerInput source="pattern_file" label={translate('screens.catalog.pattern')} wide />
          </Box>
          <Box sx={{ mt: 2 }}>
            <ProductFields brandEditable />
          </Box>
          <Box sx={{ mt: 3 }}>
            <SubmitButton label="screens.shell.create" />
          </Box>
        </AppForm>
      </CardContent>
    </Card>
  );
}
