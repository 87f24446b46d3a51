/**
 * /orders/{order_id}/line-item/{line_item_id}: one line item — its design, material, size,
 * quantity and status — and, while nothing is printed, a form to change material (one the
 * brand is offered), size and quantity; a refusal shows the server's reason.
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { NumberInput, SaveButton, SelectInput, useCanAccess, useTranslate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import { useAppDataProvider } from '../../../providers/dataProvider';
import lineItems from '../../../resources/orders/lineItems';
import { partialFormResolver } from '../../framework/views';
import { submitThrough } from '../../framework/formSubmit';
import { OPEN_LINE_ITEM_STATUSES } from '../../../resources/orders/status';
import { pageState } from '../../components/LoadError';
import { usePageMutation, usePageQuery } from '../../framework/pageData';
import { usePageTitle } from '../../layout/pageTitle';
import { useFormat } from '../../framework/format';
import { StatusChip } from '../../components/StatusChip';

/** The declaration's rules of the fields the form changes (the server checks the same). */
const LINE_ITEM_RESOLVER = partialFormResolver(lineItems);

export default function LineItemPage() {
  const { id: orderId, lineItemId } = useParams();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { size, money } = useFormat();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'orders', action: 'edit' });
  const query = usePageQuery(['orders', orderId], () => dataProvider.orderPage(orderId!), !!orderId);
  const item = query.data?.line_items.find((l) => String(l.id) === lineItemId);
  // The materials offered to the order's brand (its own and the shared ones), for staff as for the brand's users.
  const materials = usePageQuery(
    ['materials', 'offered', query.data?.brand_id],
    () => dataProvider.materialsOfBrand(query.data!.brand_id),
    !!query.data,
  );
  const save = usePageMutation(
    (values: Record<string, unknown>) => dataProvider.update('line-items', { id: item!.id, data: values, previousData: item! }),
    { success: translate('screens.orders.line_item_saved') },
  );
  usePageTitle(item ? `${translate('screens.orders.line_item')} ${item.design_name}` : translate('screens.orders.line_item'));
  const state = pageState(query, item, translate('screens.orders.this_line_item_does_not_exist'));
  if (state || !item) return state;
  const editable = canEdit && OPEN_LINE_ITEM_STATUSES.includes(item.status as never);
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Box>
        <Button component={RouterLink} to={`/orders/${orderId}`} startIcon={<ArrowBackIcon />}>
          {translate('screens.orders.order')} {query.data!.order_number}
        </Button>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardHeader title={item.design_name} subheader={item.sku} action={<StatusChip resource="line-items" value={item.status} />} />
            <CardContent>
              {item.thumbnail_url && <Box component="img" src={item.thumbnail_url} alt="" sx={{ maxWidth: '100%', mb: 1 }} />}
              <Typography variant="body2">
                {translate('screens.orders.material')}: {item.material_name}
              </Typography>
              <Typography variant="body2">
                {translate('screens.orders.size')}: {size(item.width_inches, item.height_inches)}
              </Typography>
              <Typography variant="body2">
                {translate('screens.orders.quantity')}: {item.quantity} × {money(item.unit_price, query.data!.currency)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardHeader
              title={translate('screens.orders.change_the_line_item')}
              subheader={editable ? undefined : translate('screens.orders.it_is_in_production_it_can_no')}
            />
            <CardContent>
              <AppForm
                record={item}
                resolver={LINE_ITEM_RESOLVER}
                onSubmit={submitThrough((values) => save.mutateAsync(values))}
                disabled={!editable}
              >
                <SelectInput
                  source="material_id"
                  label={translate('screens.orders.material')}
                  fullWidth
                  disabled={!editable}
                  choices={(materials.data ?? []).map((m) => ({ id: m.id, name: m.name }))}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <NumberInput source="width_inches" label={translate('screens.orders.width_in')} disabled={!editable} />
                  <NumberInput source="height_inches" label={translate('screens.orders.height_in')} disabled={!editable} />
                  <NumberInput source="quantity" label={translate('screens.orders.quantity')} step={1} disabled={!editable} />
                </Stack>
                {editable && <SaveButton label={translate('ra.action.save')} disabled={save.isPending} />}
              </AppForm>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}
