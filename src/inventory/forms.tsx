/**
 * Forms of inventory declarations that differ from the generated ones in a field or two: the same
 * inputs and yup rules (`InputFor`, `formResolver`), with some fields left out (set by the
 * server) or given a better input (zones picked by code instead of typed as JSON).
 */
import { Fragment, type ReactElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AutocompleteArrayInput, Create, Edit, ReferenceArrayInput, useNotify, useTranslate } from 'react-admin';
import { AppSimpleForm } from '../framework/forms';
import purchaseOrders from '../../resources/inventory/purchaseOrders';
import trackableItems from '../../resources/inventory/trackableItems';
import type { ZoneRecord } from '../../resources/inventory/zones';
import { writableFields, type ResourceDeclaration } from '../../resources/framework';
import { InputFor } from '../framework/fieldViews';
import { formResolver } from '../framework/views';
import { useRecordSavedOptions } from '../framework/recordNotify';
import { usePageTitle } from '../layout/pageTitle';

type Overrides = Record<string, ReactElement | null>;

function Fields({ declaration, overrides }: { declaration: ResourceDeclaration; overrides: Overrides }) {
  return (
    <>
      {writableFields(declaration).map(([name, field]) =>
        name in overrides ? (
          overrides[name] && <Fragment key={name}>{overrides[name]}</Fragment>
        ) : (
          <InputFor key={name} name={name} field={field} />
        ),
      )}
    </>
  );
}

function ZonePicker() {
  const translate = useTranslate();
  return (
    <ReferenceArrayInput source="default_zones" reference="inventory/zones" sort={{ field: 'code', order: 'ASC' }} perPage={200}>
      <AutocompleteArrayInput
        label={translate('screens.inventory.default_zones')}
        fullWidth
        optionText={(z: ZoneRecord) => `${z.code} · ${z.name}`}
        helperText={translate('screens.inventory.where_received_stock_goes_first')}
      />
    </ReferenceArrayInput>
  );
}

const zonePicker = <ZonePicker />;

/** Zone ids as numbers, whatever the picker gives back. */
const zonesAsNumbers = (data: Record<string, unknown>) => ({
  ...data,
  ...(Array.isArray(data.default_zones) ? { default_zones: data.default_zones.map(Number) } : {}),
});

export function TrackableItemCreate() {
  const translate = useTranslate();
  usePageTitle(translate('screens.inventory.new_trackable_item'));
  const saved = useRecordSavedOptions('created', 'edit');
  return (
    <Create title={translate('screens.inventory.new_trackable_item')} mutationOptions={saved} transform={zonesAsNumbers}>
      {/* The zone picker gives [] on its first render: an empty list from the start, or the
          untouched form counts as changed and asks before leaving (screenshot review). */}
      <AppSimpleForm resolver={formResolver(trackableItems)} defaultValues={{ default_zones: [] }} sx={{ maxWidth: 640 }}>
        <Fields declaration={trackableItems} overrides={{ default_zones: zonePicker }} />
      </AppSimpleForm>
    </Create>
  );
}

/** The details form of the trackable item page: saves in place, then the page above refreshes. */
export function TrackableItemDetailsForm() {
  const client = useQueryClient();
  const notify = useNotify();
  const onSuccess = () => {
    notify('screens.inventory.trackable_item_saved', { type: 'success' });
    client.invalidateQueries({ queryKey: ['inventory'] });
  };
  return (
    <Edit
      title=" "
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      transform={zonesAsNumbers}
      mutationOptions={{ onSuccess }}
      sx={{ '& .RaEdit-main': { mt: 0 } }}
    >
      <AppSimpleForm resolver={formResolver(trackableItems)} sx={{ maxWidth: 640 }}>
        <Fields declaration={trackableItems} overrides={{ default_zones: zonePicker }} />
      </AppSimpleForm>
    </Edit>
  );
}

/** A new purchase order is a DRAFT with a generated number unless one is typed: no status input. */
export function PurchaseOrderCreate() {
  const translate = useTranslate();
  usePageTitle(translate('screens.inventory.new_purchase_order'));
  const saved = useRecordSavedOptions('created', 'edit');
  return (
    <Create title={translate('screens.inventory.new_purchase_order')} mutationOptions={saved}>
      <AppSimpleForm resolver={formResolver(purchaseOrders)} sx={{ maxWidth: 640 }}>
        <Fields declaration={purchaseOrders} overrides={{ status: null }} />
      </AppSimpleForm>
    </Create>
  );
}
