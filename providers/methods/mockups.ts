/**
 * Mockups' calls beyond CRUD (docs/requirements/catalog.md §7): upload and change as multipart, analyze (falling back
 * to POST mockups/analyze {mockup_id} when the path form is not served), a preview image, and a
 * product's generated mockups.
 */
import { api, apiBlob, HttpError, multipartOf } from '../httpClient';

export interface MockupAttributes {
  pattern_scale: number;
  shadow_opacity: number;
  enhance_shadows: boolean;
}

export interface Mockup {
  id: number;
  name: string;
  categories: number[];
  image: string;
  width: number;
  height: number;
  status: 'uploaded' | 'analyzed' | 'failed';
  mask_url: string | null;
  shading_url: string | null;
  wall_coverage: number | null;
  analyzed_at: string | null;
}

export interface GeneratedMockup {
  id: number;
  mockup_id: number;
  product_id: number;
  brand_id: number;
  image: string;
  attributes: MockupAttributes;
  created_at: string;
}

/** A queued generation: the confirmation and the MOCKUP_UPLOAD job to follow (notifications). */
export interface QueuedGeneration {
  message: string;
  job: { id: number; status: string; category: string; brand_id: number; passthrough_data: Record<string, unknown> };
}

/** A mockup as its forms send it: a new one has its room photo, a saved one its `id`. */
export interface MockupInput {
  id?: number;
  name: string;
  /** Ids of mockup categories. */
  categories: number[];
  mockup_file?: File | null;
}

export const mockupMethods = {
  /** Uploads a room photo (no `id`) or changes a mockup (`PUT mockups`), multipart. */
  saveMockup: (mockup: MockupInput): Promise<Mockup> =>
    // The categories always go (an empty list, `[]`, clears them).
    api('mockups', { method: mockup.id ? 'PUT' : 'POST', body: multipartOf({ ...mockup }) }),
  analyzeMockup: async (id: number): Promise<Mockup> => {
    try {
      return await api(`mockups/${id}/analyze`, { method: 'POST' });
    } catch (error) {
      // The spec's fallback, for a server without the path form (not for an unknown mockup).
      if (error instanceof HttpError && (error.status === 405 || (error.status === 404 && /No API route/.test(error.message))))
        return api('mockups/analyze', { method: 'POST', body: { mockup_id: id } });
      throw error;
    }
  },
  mockupPreview: (mockupId: number, productId: number, attributes: MockupAttributes): Promise<Blob> =>
    apiBlob('mockups/preview', { mockup_id: mockupId, product_id: productId, ...attributes }),
  /** Queues the product's mockups in the rooms: answers the job, the mockups follow when it is done. */
  generateMockups: (productId: number, mockupIds: number[], attributes: MockupAttributes): Promise<QueuedGeneration> =>
    api('mockups/generated', { method: 'POST', body: { product_id: productId, mockup_ids: mockupIds, attributes } }),
  productMockups: (productId: number): Promise<GeneratedMockup[]> => api('mockups/generated', { query: { product_id: productId } }),
};
