/**
 * The bulk upload takes a zip of pattern files (issue 13 item 4): it is unzipped in the browser
 * (fflate) and its images are sent as the pattern files of the check, named as the CSV names them
 * (folders, other files and macOS metadata dropped); a file that is not a zip is refused with a
 * message, nothing sent. Over a stand-in for the server's calls (fetch).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { zipSync } from 'fflate';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { screenTexts } from '../../resources/i18n/screens';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../../providers/dataProvider';
import BulkUpload from '../../src/catalog/products/BulkUpload';
import { patternsFromZip } from '../../src/catalog/products/zipPatterns';
import { storeSession } from '../support/inAdmin';
import { AppNotification } from '../../src/layout/AppNotification';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const zipOf = (entries: Record<string, Uint8Array>) =>
  new File([zipSync(entries) as BlobPart], 'patterns.zip', { type: 'application/zip' });
const SAMPLE_ZIP = () =>
  zipOf({
    'patterns/bulk-1.png': PNG,
    'patterns/nested/bulk-2.JPG': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    'patterns/readme.txt': new TextEncoder().encode('not a pattern'),
    '__MACOSX/patterns/._bulk-1.png': new Uint8Array([0, 5, 22, 7]),
    'patterns/.hidden.png': PNG,
  });

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...screenTexts('en') }), 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
const sent: FormData[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url === '/api/bulk-upload/validate') {
    sent.push(init!.body as FormData);
    return new Response(JSON.stringify({ rows: [], valid: true, counts: { total: 0, new: 0, existing: 0, errors: 0 } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return new Response(JSON.stringify({ error: { message: 'Not found.' } }), { status: 404 });
});

beforeEach(() => {
  storeSession({ id: 5, email: 'user@demo.test', brand_id: 1, role: 'USER' });
  vi.stubGlobal('fetch', fetchMock);
  sent.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('patterns from a zip', () => {
  it('answers the images by their own names, without folders, other files or macOS metadata', async () => {
    const files = await patternsFromZip(SAMPLE_ZIP());
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['bulk-1.png', 'image/png'],
      ['bulk-2.JPG', 'image/jpeg'],
    ]);
    expect(new Uint8Array(await files[0].arrayBuffer())).toEqual(PNG);
  });

  it('refuses a file that is not a zip, and a zip without images', async () => {
    await expect(patternsFromZip(new File(['plain text'], 'x.zip'))).rejects.toThrow('screens.catalog.the_zip_could_not_be_read_it_is');
    await expect(patternsFromZip(zipOf({ 'a.txt': new Uint8Array([1]) }))).rejects.toThrow(
      'screens.catalog.the_zip_holds_no_png_jpeg_webp',
    );
  });
});

describe('the bulk upload screen', () => {
  const renderPage = () =>
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18n}>
        <BulkUpload />
        <AppNotification />
      </AdminContext>,
    );

  it('sends a zip’s images as the pattern files of the check', { timeout: 30_000 }, async () => {
    renderPage();
    fireEvent.change(await screen.findByTestId('bulk-csv'), {
      target: { files: [new File(['name,pattern_file\nA,bulk-1.png\nB,bulk-2.JPG\n'], 'p.csv', { type: 'text/csv' })] },
    });
    fireEvent.change(screen.getByTestId('bulk-zip'), { target: { files: [SAMPLE_ZIP()] } });
    expect(await screen.findByText('2 pattern file(s)', { exact: false })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const patterns = sent[0].getAll('patterns') as File[];
    expect(patterns.map((f) => f.name)).toEqual(['bulk-1.png', 'bulk-2.JPG']);
    expect((sent[0].get('csv') as File).name).toBe('p.csv');
  });

  it('says so when the zip cannot be read, and sends nothing', { timeout: 30_000 }, async () => {
    renderPage();
    fireEvent.change(await screen.findByTestId('bulk-zip'), { target: { files: [new File(['nope'], 'broken.zip')] } });
    expect(await screen.findByText('The zip could not be read: it is damaged or not a zip file.')).toBeInTheDocument();
    expect(screen.getByText('0 pattern file(s)', { exact: false })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
