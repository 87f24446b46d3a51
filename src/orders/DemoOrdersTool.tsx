/**
 * Admin Tools › Demo store: the built-in demo store sends orders for a brand now — through the
 * order queue like a real shop's — optionally one that fails to import (it names a material no
 * brand is offered), to try the failed order queue.
 */
import type { FieldValues } from 'react-hook-form';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Card, CardContent, CardHeader, Link, List, ListItem, Stack } from '@mui/material';
import { schemaResolver } from '../framework/validation';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import { AppForm } from '../framework/forms';
import { demoOrdersSchema } from '../../resources/orders/schemas';
import { useAppDataProvider } from '../../providers/dataProvider';
import { usePageMutation } from '../framework/pageData';
import { SubmitButton } from '../framework/SubmitButton';

export default function DemoOrdersTool() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [queued, setQueued] = useState<Array<{ id: number; order_number: string | null }>>([]);
  const produce = usePageMutation(
    (values: { brand_id: number; count: number; failing: boolean }) =>
      dataProvider.produceDemoOrders(values.brand_id, values.count, values.failing),
    {
      success: (r) =>
        translate('screens.orders.count_demo_orders_sent_to_the', {
          count: r.queued.length,
          _: `${r.queued.length} demo orders sent to the order queue`,
        }),
    },
  );
  return (
    <Card>
      <CardHeader title={translate('screens.orders.demo_store')} subheader={translate('screens.orders.the_built_in_demo_store_sends')} />
      <CardContent>
        {/* A tool's settings, not a person's work: nothing to keep or to warn about. */}
        <AppForm
          draft={false}
          warnWhenUnsavedChanges={false}
          record={{ count: 5, failing: false }}
          resolver={schemaResolver(demoOrdersSchema)}
          onSubmit={(values: FieldValues) =>
            produce.mutate(values as Parameters<typeof produce.mutate>[0], { onSuccess: (r) => setQueued(r.queued) })
          }
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <ReferenceInput source="brand_id" reference="brands" sort={{ field: 'name', order: 'ASC' }}>
              <SelectInput label={translate('screens.shell.brand')} optionText="name" sx={{ minWidth: 220 }} isRequired />
            </ReferenceInput>
            <NumberInput
              source="count"
              label={translate('screens.orders.number_of_orders')}
              step={1}
              min={1}
              max={200}
              sx={{ maxWidth: 220 }}
            />
            <BooleanInput source="failing" label={translate('screens.orders.include_one_that_fails_to_import')} />
          </Stack>
          <SubmitButton label={translate('screens.orders.produce_demo_orders')} icon={<></>} disabled={produce.isPending} />
        </AppForm>
        {queued.length > 0 && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="demo-orders-queued">
            {translate('screens.orders.sent_to_the_order_queue')}
            <List dense>
              {queued.map((q) => (
                <ListItem key={q.id} disableGutters>
                  {q.order_number ?? `#${q.id}`}
                </ListItem>
              ))}
            </List>
            <Stack direction="row" spacing={2}>
              <Link component={RouterLink} to="/orders">
                {translate('screens.orders.orders')}
              </Link>
              <Link component={RouterLink} to="/orders/failed">
                {translate('screens.orders.failed_imports')}
              </Link>
            </Stack>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
