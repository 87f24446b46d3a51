/**
 * The audit environment in the browser (spec 2 §4): API calls with the user's session, the
 * browser's own localStorage, page-visit counts and completion records from the server.
 */
import type { ApiResponse, AuditEnvironment } from '../../../resources/settings/checklist/types';
import { authorizationHeader } from '../../../providers/session';
import { storageRequests } from '../../../providers/storageRequests';

export async function sessionRequest(url: string, init: RequestInit = {}): Promise<ApiResponse> {
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...authorizationHeader(), ...(init.headers ?? {}) },
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

export function browserAuditEnvironment(brand: { id: number; name?: string }, generateRecords = true): AuditEnvironment {
  return {
    brandId: brand.id,
    placeholders: { brand_name: brand.name ?? '' },
    generateRecords,
    request: (url) => sessionRequest(url),
    // The storage helper of spec 2 §7 (HEAD → status), as direct uploads use it.
    headObject: (url) => storageRequests().headObject(url),
    localStorage: window.localStorage,
    pageVisits: async (link) => {
      const res = await sessionRequest(`/api/checklist/page-visits?brand_id=${brand.id}&link=${encodeURIComponent(link)}`);
      return res.status === 200 ? ((res.body as { visits?: number })?.visits ?? null) : null;
    },
    addCompletion: async (itemId, brandId) => {
      const res = await sessionRequest('/api/checklist/maps', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ brand_id: brandId, completed_item_id: itemId }),
      });
      if (res.status !== 201) throw new Error((res.body as any)?.error?.message ?? 'Invalid Checklist Item ID or Brand ID.');
    },
  };
}
