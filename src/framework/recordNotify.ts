/**
 * What the create and edit views say when a record is saved: the record by its kind and name
 * ("Customer “Ada Lovelace” created"), from the resource's declaration (its label and record
 * representation), then on to where the view goes next. The generated views and the custom
 * Create/Edit screens pass these mutation options; nothing says "Element created".
 */
import { useNotify, useRedirect, useResourceContext, useTranslate, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import { representRecord } from '../../resources/framework';
import { declarationFor } from '../../providers/resourceNames';

/** `mutationOptions` for a Create (`created`) or Edit (`updated`) view that goes to `redirect` after saving. */
export function useRecordSavedOptions(kind: 'created' | 'updated', redirect: RedirectionSideEffect) {
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const translate = useTranslate();
  const goTo = useRedirect();
  const declaration = declarationFor(resource);
  const one = translate(`resources.${resource}.name`, { smart_count: 1, _: declaration?.labels.one ?? resource });
  return {
    onSuccess: (data: RaRecord) => {
      const record = declaration ? representRecord(declaration, data) : '';
      notify(record ? `record.${kind}` : `record.${kind}_unnamed`, { type: 'success', messageArgs: { name: one, record } });
      goTo(redirect, resource, data.id, data);
    },
  };
}
