/**
 * /brands/{brand_id}: the brand, its name, its images (logo, rectangular logo, header) with
 * upload and preview, and its store channels (connect through the store adapter).
 */
import type { FieldValues } from 'react-hook-form';
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { schemaResolver } from '../../framework/validation';
import { PasswordInput, SelectInput, TextInput, useCanAccess, useGetOne, useNotify, usePermissions, useTranslate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import { hasLevel, type Role } from '../../../resources/access';
import { choiceLabel } from '../../../resources/framework';
import { CHANNELS, connectChannelSchema } from '../../../resources/accounts/schemas';
import brands from '../../../resources/accounts/brands';
import { useParams } from 'react-router-dom';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { errorMessage, serverFieldErrors } from '../../../providers/httpClient';
import { getStoredUser, storeSession } from '../../../providers/session';
import { usePageTitle } from '../../layout/pageTitle';
import { ImagePicker } from '../../components/ImagePicker';
import { PendingEditsProvider, PendingFormEdit, usePendingEdit } from '../../framework/pendingEdits';
import { submitThrough } from '../../framework/formSubmit';
import { partialFormResolver } from '../../framework/views';
import { useAreas } from '../../areas/context';
import { brandSections } from '../../areas/registry';
import { SubmitButton } from '../../framework/SubmitButton';
import { refusalOf } from '../../framework/formSubmit';

export interface Brand {
  id: number;
  name: string;
  shopify_brand_name: string | null;
  brand_logo: string | null;
  rect_logo: string | null;
  header: string | null;
  channels?: Array<{ id: number; channel: string; provider: string; shop_domain: string; shop_name: string | null; connected_at: string }>;
}

/** After a change, the brand selector and the stored user's brand show the new brand at once. */
function useBrandChanged() {
  const queryClient = useQueryClient();
  return (brand: Brand) => {
    const user = getStoredUser();
    if (user?.brand_id === brand.id) {
      storeSession({ ...user, brand: { id: brand.id, name: brand.name, brand_logo: brand.brand_logo } });
      queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    }
    queryClient.invalidateQueries({ queryKey: ['brands'] });
  };
}

const NAME_RESOLVER = partialFormResolver(brands);

/** The brand's name and Shopify name: a pending edit until saved (leaving the page asks first). */
function NameForm({ brand, canEdit, onSaved }: { brand: Brand; canEdit: boolean; onSaved: (b: Brand) => void }) {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const save = async (values: FieldValues) => {
    try {
      const { data: saved } = await dataProvider.update<Brand>('brands', { id: brand.id, data: values, previousData: brand });
      onSaved(saved);
      notify('screens.shell.brand_saved', { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      throw error;
    }
  };
  return (
    <AppForm
      draft="name"
      defaultValues={{ name: brand.name, shopify_brand_name: brand.shopify_brand_name }}
      resolver={NAME_RESOLVER}
      onSubmit={submitThrough(save)}
      disabled={!canEdit}
      noValidate
    >
      <PendingFormEdit id="brand-name" save={save} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextInput source="name" label="screens.shell.name" size="small" helperText={false} margin="none" disabled={!canEdit} />
        <TextInput
          source="shopify_brand_name"
          label="screens.shell.shopify_brand_name"
          size="small"
          helperText={false}
          margin="none"
          disabled={!canEdit}
        />
        {canEdit && <SubmitButton label="screens.shell.save" icon={<></>} />}
      </Stack>
    </AppForm>
  );
}

function ImagesCard({ brand, canEdit, onSaved }: { brand: Brand; canEdit: boolean; onSaved: (b: Brand) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [logo, setLogo] = useState<File | null>(null);
  const [rect, setRect] = useState<File | null>(null);
  const [header, setHeader] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  /** The header's upload, 0…1, while it is sent. */
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = async () => {
    setBusy(true);
    setErrors({});
    try {
      let saved: Brand | undefined;
      if (logo || rect) {
        const form = new FormData();
        form.set('brand_id', String(brand.id));
        if (logo) form.set('brand_logo', logo);
        if (rect) form.set('rect_logo', rect);
        saved = await dataProvider.uploadBrandLogos<Brand>(form);
      }
      if (header) {
        // Straight to storage (presigned, in parts when large), then the key is saved on the brand.
        setProgress(0);
        const stored = await dataProvider.uploadFile(header, { kind: 'headers', brandId: brand.id, onProgress: setProgress });
        saved = await dataProvider.setBrandHeader<Brand>(brand.id, stored.key);
      }
      if (saved) {
        onSaved(saved);
        notify('screens.shell.images_uploaded', { type: 'success' });
      }
      setLogo(null);
      setRect(null);
      setHeader(null);
    } catch (error) {
      const fields = serverFieldErrors(error);
      // The presigner names the header's declared type, size or key: shown under the header.
      const headerMessage = fields.header ?? fields.content_type ?? fields.size ?? fields.key;
      setErrors({ ...fields, ...(headerMessage ? { header: headerMessage } : {}) });
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  // A chosen but not uploaded image is an unsaved change: leaving the page asks first.
  usePendingEdit('brand-images', !!(logo || rect || header), upload);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">{translate('screens.shell.images')}</Typography>
        <ImagePicker label={translate('screens.shell.logo')} name="brand_logo" current={brand.brand_logo} file={logo} onChange={setLogo} />
        {errors.brand_logo && <Alert severity="error">{errors.brand_logo}</Alert>}
        <ImagePicker
          label={translate('screens.shell.rectangular_logo')}
          name="rect_logo"
          current={brand.rect_logo}
          file={rect}
          onChange={setRect}
          wide
        />
        {errors.rect_logo && <Alert severity="error">{errors.rect_logo}</Alert>}
        <ImagePicker
          label={translate('screens.shell.header')}
          name="header"
          current={brand.header}
          file={header}
          onChange={setHeader}
          wide
        />
        {progress !== null && (
          <Box sx={{ my: 1 }}>
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={translate('screens.catalog.uploading_the_header')}
            />
            <Typography variant="caption" role="status">
              {translate('screens.catalog.uploading_the_header_percent', { percent: Math.round(progress * 100) })}
            </Typography>
          </Box>
        )}
        {errors.header && <Alert severity="error">{errors.header}</Alert>}
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('screens.shell.png_jpeg_webp_or_gif_up_to_5_mb')} {translate('screens.catalog.the_header_may_be_up_to_25_mb')}
        </Typography>
        {canEdit && (
          <Button variant="contained" sx={{ mt: 1 }} disabled={busy || !(logo || rect || header)} onClick={upload}>
            {translate('screens.shell.upload')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

const CHANNEL_RESOLVER = schemaResolver(connectChannelSchema);

function ChannelsCard({ brand, canEdit, onConnected }: { brand: Brand; canEdit: boolean; onConnected: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const connect = async (values: FieldValues) => {
    try {
      await dataProvider.connectChannel({
        brand_id: brand.id,
        channel: values.channel,
        shop_domain: values.shop_domain || null,
        access_token: values.access_token || null,
      });
      notify('screens.shell.store_connected', { type: 'success' });
      onConnected();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return refusalOf(error);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">{translate('screens.shell.store_channels')}</Typography>
        {brand.channels?.length ? (
          <Stack spacing={1} sx={{ my: 1 }}>
            {brand.channels.map((c) => (
              <Box key={c.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                {/* A store's name (Shopify), the same in every language. */}
                <Chip label={choiceLabel(c.channel)} color="success" size="small" />
                <Typography variant="body2">
                  {c.shop_name ?? c.shop_domain} — {c.shop_domain} (
                  {c.provider === 'demo' ? translate('screens.shell.demo_store') : 'Shopify'})
                </Typography>
              </Box>
            ))}
          </Stack>
        ) : (
          <Alert severity="info" sx={{ my: 1 }}>
            {translate('screens.shell.no_store_connected_yet')}
          </Alert>
        )}
        {canEdit && (
          // The server's schema in the browser: a bad domain is refused before any call.
          // An access token is never kept in the browser's storage: no draft.
          <AppForm
            draft={false}
            defaultValues={{ brand_id: brand.id, channel: 'SHOPIFY', shop_domain: '', access_token: '' }}
            resolver={CHANNEL_RESOLVER}
            onSubmit={connect}
          >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
              <SelectInput
                source="channel"
                label="screens.shell.channel"
                choices={CHANNELS.map((c) => ({ id: c, name: c }))}
                translateChoice={false}
                size="small"
                sx={{ minWidth: 140 }}
                helperText={false}
              />
              <TextInput source="shop_domain" label="screens.shell.shop_domain" placeholder="my-shop.myshopify.com" size="small" />
              <PasswordInput source="access_token" label="screens.shell.access_token" size="small" />
              <SubmitButton
                label="screens.shell.connect"
                icon={<></>}
                variant="outlined"
                sx={{ flexShrink: 0, alignSelf: { md: 'flex-start' }, height: 40 }}
              />
            </Stack>
          </AppForm>
        )}
      </CardContent>
    </Card>
  );
}

export default function BrandShow() {
  return (
    <PendingEditsProvider>
      <BrandPage />
    </PendingEditsProvider>
  );
}

function BrandPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const { data: brand, refetch, error } = useGetOne<Brand>('brands', { id: Number(id) });
  const { canAccess: canEdit } = useCanAccess({ resource: 'brands', action: 'edit' });
  const changed = useBrandChanged();
  const { permissions } = usePermissions<Role | null>();
  const sections = brandSections(useAreas()).filter((section) => hasLevel(permissions, section.level));
  usePageTitle(brand?.name ?? translate('screens.shell.brand'));
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!brand) return null;
  const saved = (b: Brand) => {
    changed(b);
    refetch();
  };
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Typography variant="h5" component="h2">
        {brand.name}
      </Typography>
      <NameForm key={`${brand.id}-${brand.name}`} brand={brand} canEdit={!!canEdit} onSaved={saved} />
      <ImagesCard brand={brand} canEdit={!!canEdit} onSaved={saved} />
      <ChannelsCard brand={brand} canEdit={!!canEdit} onConnected={() => refetch()} />
      {/* The other areas' cards about this brand (its pricing), after its own. */}
      {sections.map(({ id: sectionId, component: Section }) => (
        <Section key={sectionId} brandId={brand.id} />
      ))}
    </Stack>
  );
}
