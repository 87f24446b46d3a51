/** Add or change a checklist item: name, rank, link, completion type and its metadata (JSON editor). */
import { Alert, Stack } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { COMPLETION_TYPES, type ChecklistItem } from '../../../resources/settings/checklist/types';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { JsonEditor, jsonError } from '../../components/JsonEditor';
import { FormDialog } from '../../framework/FormDialog';
import { sortedOptions, useChoiceLabel } from '../../framework/fieldViews';

/** What each type reads from its metadata (shown as help, and as a starting point). */
export const METADATA_EXAMPLES: Record<string, unknown> = {
  manual: null,
  automatic: null,
  column: { url: '/api/collections?brand_id={brand_id}', columns: ['name'], values: ['*'] },
  row: { url: '/api/brand-channel?brand_id={brand_id}', status: 200 },
  local: { key: 'user', columns: ['email_verified'], values: ['true'] },
  page: null,
  presigned: { url: '/api/brands/{brand_id}', column: 'brand_logo' },
};

const asJson = (value: unknown) => JSON.stringify(value, null, 2);

interface ItemValues {
  name: string | null;
  rank: number | null;
  link: string | null;
  completion_type: string;
  /** The JSON editor's text. */
  metadata: string;
}

/** Type, link and metadata: a type whose metadata is still empty starts from its example. */
function CompletionInputs() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const choice = useChoiceLabel();
  const type = useWatch({ name: 'completion_type' });
  const { field: metadata } = useController({ name: 'metadata' });
  return (
    <>
      <Stack direction="row" spacing={2}>
        <NumberInput source="rank" label="screens.settings.rank" sx={{ width: 120 }} />
        <SelectInput
          source="completion_type"
          label="screens.settings.completion_type"
          // The types' words in the chosen language, in alphabetical order (docs/requirements/shell.md §9).
          choices={sortedOptions(COMPLETION_TYPES.map((t) => ({ id: t, name: choice('completion_type', t, 'manage-checklist') })))}
          translateChoice={false}
          isRequired
          onChange={(event) => {
            const next = event?.target?.value ?? event;
            if (String(metadata.value ?? '').trim() === '' && METADATA_EXAMPLES[next] != null)
              setValue('metadata', asJson(METADATA_EXAMPLES[next]));
          }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <TextInput
        source="link"
        label="screens.settings.link"
        placeholder="/product"
        helperText={type === 'page' ? translate('screens.settings.completes_when_a_brand_user') : false}
      />
      <JsonEditor
        label={translate('screens.settings.completion_metadata')}
        value={metadata.value ?? ''}
        onChange={(text) => metadata.onChange(text)}
      />
    </>
  );
}

export function ItemDialog({
  item,
  open,
  onClose,
  onSaved,
}: {
  item?: ChecklistItem & { archived?: boolean };
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const save = async (values: ItemValues) => {
    if (jsonError(values.metadata)) throw new Error(translate('screens.settings.completion_metadata_is_not_valid'));
    await dataProvider.saveChecklistItem({
      ...(item ? { id: item.id } : {}),
      name: values.name ?? '',
      rank: values.rank ?? undefined,
      link: values.link || null,
      completion_type: values.completion_type,
      completion_metadata: values.metadata.trim() === '' ? null : JSON.parse(values.metadata),
    });
  };
  return (
    <FormDialog<ItemValues>
      open={open}
      onClose={onClose}
      title={item ? 'screens.settings.edit_checklist_item' : 'screens.settings.add_checklist_item'}
      record={{
        name: item?.name ?? '',
        rank: item?.rank ?? 0,
        link: item?.link ?? '',
        completion_type: item?.completion_type ?? 'manual',
        metadata: item?.completion_metadata == null ? '' : asJson(item.completion_metadata),
      }}
      save={save}
      success={item ? 'screens.settings.checklist_item_saved' : 'screens.settings.checklist_item_added'}
      onSaved={onSaved}
      fieldOf={(field) => (field === 'completion_metadata' ? 'metadata' : field)}
    >
      <TextInput source="name" label="screens.shell.name" isRequired />
      <CompletionInputs />
      <Alert severity="info" variant="outlined">
        {translate('screens.settings.placeholders_such_as_brand_id')}
      </Alert>
    </FormDialog>
  );
}
