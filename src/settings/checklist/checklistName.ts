/**
 * A checklist item's name as people read it: a name the system seeded in the chosen language
 * (its key `checklist.<code>`, resources/settings/checklist/demoItems.ts), a name an admin wrote
 * as written.
 */
import { useTranslate } from 'react-admin';
import { checklistNameKey } from '../../../resources/settings/checklist/demoItems';

export function useChecklistName(): (name: string | null | undefined) => string {
  const translate = useTranslate();
  return (name) => {
    const key = checklistNameKey(name);
    return key ? translate(key, { _: name ?? '' }) : (name ?? '');
  };
}
