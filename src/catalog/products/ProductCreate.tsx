/**
 * /product/create: a new design with its pattern image (spec 2 §7 `POST products/create`,
 * multipart). The pattern's thumbnail and print file are made by a job afterwards; the product
 * page opens at once and follows it.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { serverFieldErrors } from '../../../providers/httpClient';
import { ImagePicker } from '../../components/ImagePicker';
import { useUnsavedChangesWarning } from '../../framework/formSafety';
import { usePageTitle } from '../../layout/pageTitle';
import { useSelectedBrandId } from '../../layout/selectedBrand';
import { appendProductFields, emptyProduct, ProductFields, type ProductValues } from './ProductFields';
import { notifyFailure } from './productErrors';

export default function ProductCreate() {
  usePageTitle('New Product');
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const selectedBrand = useSelectedBrandId();
  const [values, setValues] = useState<ProductValues>(() => emptyProduct(selectedBrand));
  const [pattern, setPattern] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const allowLeave = useUnsavedChangesWarning(values.name !== '' || !!pattern);

  const submit = async () => {
    const form = new FormData();
    appendProductFields(form, values);
    if (pattern) form.set('pattern_file', pattern);
    setBusy(true);
    try {
      const product = await dataProvider.createProduct(form);
      await queryClient.invalidateQueries({ queryKey: ['product'] });
      notify('Product created: its images are being made', { type: 'info' });
      allowLeave();
      redirect(`/product/${product.id}`);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notifyFailure(notify, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 720, mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('New Product')}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <ImagePicker label={translate('Pattern')} name="pattern_file" file={pattern} onChange={setPattern} wide />
          {errors.pattern_file && <Alert severity="error">{errors.pattern_file}</Alert>}
        </Box>
        <Box sx={{ mt: 2 }}>
          <ProductFields values={values} onChange={setValues} errors={errors} brandEditable />
        </Box>
        <Box sx={{ mt: 3 }}>
          <Button variant="contained" onClick={submit} disabled={busy}>
            {translate('Create')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
