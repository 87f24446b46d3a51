/**
 * The small entry: what a visitor needs before signing in (React, MUI, the router, the login
 * screen). Before it even runs, index.html shows the login form statically (public/shell.js);
 * this takes it over with what was typed. The texts of the chosen language are asked for right away, alongside
 * the code; the signed-in app (react-admin, Apollo, the declarations, the areas) is another chunk,
 * fetched at sign-in or at once when the page opens with a session (src/Root.tsx).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { firstLoadTexts } from '../providers/serverTexts';
import { getToken } from '../providers/session';
import { PUBLIC_PAGES } from './accounts';
import { preloadApp } from './public/loadApp';
import { takeOverShell } from './public/shellHandoff';
import { Root } from './Root';

firstLoadTexts();
if (getToken() && !PUBLIC_PAGES.some((p) => p.path === window.location.pathname)) preloadApp();

takeOverShell();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
