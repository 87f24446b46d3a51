/** The brand the user works on: staff choose it with the brand selector; brand users have their own. */
import { useSyncExternalStore } from 'react';
import { SELECTED_BRAND_KEY, selectedBrandId } from '../../providers/session';

const listeners = new Set<() => void>();

export function selectBrand(brandId: number | null): void {
  if (brandId == null) localStorage.removeItem(SELECTED_BRAND_KEY);
  else localStorage.setItem(SELECTED_BRAND_KEY, String(brandId));
  listeners.forEach((l) => l());
}

export function useSelectedBrandId(): number | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, selectedBrandId);
}
