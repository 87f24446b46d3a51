/** The chat widget script from `CHAT_WIDGET_URL`, injected everywhere but under /inventory (docs/requirements/shell.md §2). */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from './appConfig';

export const CHAT_WIDGET_ID = 'chat-widget-script';

export function ChatWidget() {
  const config = useAppConfig();
  const { pathname } = useLocation();
  const url = config?.chatWidgetUrl;
  const wanted = !!url && !(pathname === '/inventory' || pathname.startsWith('/inventory/'));
  useEffect(() => {
    const existing = document.getElementById(CHAT_WIDGET_ID);
    if (wanted && !existing) {
      const script = document.createElement('script');
      script.id = CHAT_WIDGET_ID;
      script.src = url!;
      script.async = true;
      document.body.appendChild(script);
    } else if (!wanted && existing) {
      existing.remove();
    }
  }, [wanted, url]);
  return null;
}
