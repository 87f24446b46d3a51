/** The brand the user works on: staff choose it (or all brands) in the profile menu; brand users have their own. */
import { useSyncExternalStore } from 'react';
import { getStoredUser, selectedBrandKey, selectedBrandId } from '../../providers/session';

const listeners = new Set<() => void>();

/** Chooses a brand for a staff member (null: all brands). */
export function selectBrand(brandId: number | null): void {
  const user = getStoredUser();
  if (!user) return;
  if (brandId == null) localStorage.removeItem(selectedBrandKey(user.id));
  else localStorage.setItem(selectedBrandKey(user.id), String(brandId));
  listeners.forEach((l) => l());
}

export function useSelectedBrandId(): number | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, selectedBrandId);
}
