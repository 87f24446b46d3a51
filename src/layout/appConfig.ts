/** Public client settings (`GET /api/app-config`): the contact-us link and the chat widget script. */
import { useEffect, useState } from 'react';
import { api } from '../../providers/httpClient';

export interface AppConfig {
  contactUrl: string | null;
  chatWidgetUrl: string | null;
}

let cached: Promise<AppConfig> | undefined;
export function loadAppConfig(): Promise<AppConfig> {
  cached ??= api<AppConfig>('/api/app-config').catch(() => {
    cached = undefined;
    return { contactUrl: null, chatWidgetUrl: null };
  });
  return cached;
}

export function useAppConfig(): AppConfig | undefined {
  const [config, setConfig] = useState<AppConfig>();
  useEffect(() => {
    let live = true;
    loadAppConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
