/**
 * The audit environment in the browser (docs/requirements/brands.md §4): the data provider's calls with the user's
 * session, the browser's own localStorage, page-visit counts and completion records.
 */
import type { AuditEnvironment } from '../../../resources/settings/checklist/types';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { storageRequests } from '../../../providers/storageRequests';

export function browserAuditEnvironment(
  dataProvider: AppDataProvider,
  brand: { id: number; name?: string },
  generateRecords = true,
): AuditEnvironment {
  return {
    brandId: brand.id,
    placeholders: { brand_name: brand.name ?? '' },
    generateRecords,
    request: (url) => dataProvider.checklistRequest(url),
    // The storage helper of docs/requirements/platform.md §5 (HEAD → status), as direct uploads use it.
    headObject: (url) => storageRequests().headObject(url),
    localStorage: window.localStorage,
    pageVisits: (link) =>
      dataProvider.pageVisits(brand.id, link).then(
        (answer) => answer?.visits ?? null,
        () => null,
      ),
    addCompletion: async (itemId, brandId) => {
      await dataProvider.completeChecklistItem(brandId, itemId).catch((error: Error) => {
        throw new Error(error?.message || 'Invalid Checklist Item ID or Brand ID.');
      });
    },
  };
}
