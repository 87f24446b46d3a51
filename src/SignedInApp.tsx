/**
 * The signed-in app as one lazy chunk (src/public/loadApp.ts): the i18n provider from the texts
 * the entry already asked for, then the react-admin shell (src/App.tsx).
 */
import { use } from 'react';
import type { I18nProvider } from 'react-admin';
import { createI18nProvider } from '../providers/i18nProvider';
import { App } from './App';

let i18nProvider: Promise<I18nProvider> | undefined;

export default function SignedInApp() {
  return <App i18nProvider={use((i18nProvider ??= createI18nProvider()))} />;
}
