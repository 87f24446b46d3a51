/**
 * The login form's field messages by key (src/accounts/formErrors.ts): `validation.required` with
 * the form's own label, in the stored language — the server's texts of that language, as seeded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import LoginPage from '../../src/accounts/LoginPage';
import { PublicTexts } from '../../src/public/texts';
import { takeFirstLoadTexts } from '../../providers/serverTexts';
import { en, fr } from '../../resources/i18n';

const TEXTS: Record<string, Record<string, string>> = { '1': en, '2': fr };

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://app.test');
    if (pathname === '/api/translation') {
      const texts = TEXTS[searchParams.get('language_id') ?? ''] ?? {};
      return Response.json(Object.entries(texts).map(([translation_key, text]) => ({ translation_key, text })));
    }
    if (pathname === '/api/languages')
      return Response.json([
        { id: 1, name: 'English', language_key: 'en' },
        { id: 2, name: 'Français', language_key: 'fr' },
      ]);
    return Response.json({ value: false });
  });
  // The first load is shared by the page's callers: each test starts its own.
  takeFirstLoadTexts();
});
afterEach(() => {
  takeFirstLoadTexts();
  vi.unstubAllGlobals();
});

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <PublicTexts>
        <LoginPage />
      </PublicTexts>
    </MemoryRouter>,
  );
}

describe('login form field messages', () => {
  it('says "Email is required" and "Password is required" in English', async () => {
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('says them in French, naming the fields as the form does', async () => {
    localStorage.setItem('language', '2');
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('E-mail est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Mot de passe est obligatoire')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });
});
