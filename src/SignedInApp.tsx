/**
 * The signed-in app as one lazy chunk (src/public/loadApp.ts): the i18n provider from the texts
 * the entry already asked for, then the react-admin shell (src/App.tsx). Texts edited on
 * /translations apply live: the hub's `translations.changed` of the shown language reads its
 * texts again and every screen renders with them.
 */
import { use, useEffect, useMemo, useState } from 'react';
import type { I18nProvider } from 'react-admin';
import { createI18nProvider } from '../providers/i18nProvider';
import { subscribeLive } from '../providers/liveEvents';
import { App } from './App';

let i18nProvider: Promise<I18nProvider> | undefined;

/** `provider`, as a new object each time the shown language's texts were read again (react-admin renders anew). */
function useLiveTexts(provider: I18nProvider): I18nProvider {
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      subscribeLive((event) => {
        if (event.topic !== 'translations.changed') return;
        const locale = provider.getLocale();
        const language = event.data?.language_id;
        if (language != null && String(language) !== locale) return;
        void Promise.resolve(provider.changeLocale(locale)).then(
          () => setVersion((v) => v + 1),
          () => {}, // Not read: the texts shown stay until the next change or reload.
        );
      }),
    [provider],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new object for each version
  return useMemo(() => ({ ...provider }), [provider, version]);
}

export default function SignedInApp() {
  const provider = useLiveTexts(use((i18nProvider ??= createI18nProvider())));
  return <App i18nProvider={provider} />;
}
