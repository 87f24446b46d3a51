/** Reads one feature flag by name (public call): `GET /api/feature-flags/{name}` → `{value}`. */
import { useEffect, useState } from 'react';
import { api } from '../../providers/httpClient';

export function useFeatureFlag(name: string): boolean | undefined {
  const [value, setValue] = useState<boolean>();
  useEffect(() => {
    let live = true;
    api<{ value: boolean }>(`/api/feature-flags/${encodeURIComponent(name)}`)
      .then((r) => live && setValue(!!r.value))
      .catch(() => live && setValue(false));
    return () => {
      live = false;
    };
  }, [name]);
  return value;
}
