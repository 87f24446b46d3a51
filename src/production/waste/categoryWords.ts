/** A waste category as the screens show it: a usual one (stored by code) in words, in the chosen language; any other as typed. */
import wasteRecords from '../../../resources/production/wasteRecords';
import { routeNameOf } from '../../../resources/framework';
import { useSuggestedWords } from '../../framework/SuggestedInput';

/** The react-admin resource whose choice keys word the usual categories (a station has no resource context). */
export const WASTE_RESOURCE = routeNameOf(wasteRecords);

export function useCategoryWords(): (category: string) => string {
  const words = useSuggestedWords();
  return (category) => words('category', wasteRecords.fields.category, category, WASTE_RESOURCE);
}
