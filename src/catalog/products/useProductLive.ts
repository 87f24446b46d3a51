/**
 * A product as the screens show it, kept fresh while its image jobs run: the brand's job events
 * (websocket) refetch it when a job finishes, so thumbnails, print files and samples appear
 * without a reload.
 */
import { useEffect } from 'react';
import { useGetOne } from 'react-admin';
import { subscribeLive } from '../../../providers/liveEvents';

export interface Product {
  id: number;
  name: string;
  brand_id: number;
  repeat: 'straight' | 'half_step';
  material_ids: number[];
  sizes: string[];
  fixed_scale: boolean;
  color_variants: boolean;
  has_sample: boolean;
  processing_status: 'pending' | 'processing' | 'ready' | 'failed';
  pattern_url: string | null;
  thumbnail_url: string | null;
  print_url: string | null;
  sample_url: string | null;
  pattern_width: number | null;
  pattern_height: number | null;
  store_product_id: string | null;
  variants: Array<{ id: string; title: string; sku: string; price: string }>;
  [key: string]: unknown;
}

export function useProductLive(id: number) {
  const result = useGetOne<Product>('product', { id }, { enabled: Number.isInteger(id) && id > 0 });
  const { refetch } = result;
  const brandId = result.data?.brand_id;
  useEffect(() => {
    if (brandId == null) return;
    return subscribeLive((event) => {
      if (event.topic !== 'job.updated' || event.brand_id !== brandId) return;
      if (event.data?.status === 'processed' || event.data?.status === 'failed') void refetch();
    });
  }, [brandId, refetch]);
  return result;
}
