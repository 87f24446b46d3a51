/** CSV exports (src/framework/csvExport.ts): dates in the reader's language and time zone, files as whole links. */
import { describe, expect, it } from 'vitest';
import collectionsDeclaration from '../../resources/catalog/collections';
import purchaseOrdersDeclaration from '../../resources/inventory/purchaseOrders';
import type { ResourceDeclaration } from '../../resources/framework';
import { csvRows, fileLink, localDate, type ExportPlace } from '../../src/framework/csvExport';

const purchaseOrders = purchaseOrdersDeclaration as unknown as ResourceDeclaration;
const collections = collectionsDeclaration as unknown as ResourceDeclaration;
const translate = (key: string, options?: { _?: string }) => options?._ ?? key;
const paris: ExportPlace = { locale: 'fr-FR', timeZone: 'Europe/Paris', origin: 'https://papered.example' };
const newYork: ExportPlace = { locale: 'en-US', timeZone: 'America/New_York', origin: 'https://papered.example' };

describe('CSV export', () => {
  it('writes moments in the reader’s time zone and language, days as the same day everywhere', () => {
    // 23:30 UTC on 1 March is already 2 March in Paris, still 1 March in New York.
    expect(localDate('2026-03-01T23:30:00.000Z', true, paris)).toBe('02/03/2026 00:30');
    expect(localDate('2026-03-01T23:30:00.000Z', true, newYork)).toBe('3/1/26, 6:30 PM');
    expect(localDate('2026-03-01', false, newYork)).toBe('3/1/26');
    expect(localDate('2026-03-01', false, paris)).toBe('01/03/2026');
    expect(localDate('not a date', true, paris)).toBe('not a date');
  });

  it('turns storage keys and paths into whole links, and leaves links as they are', () => {
    expect(fileLink('products/abc.png', paris.origin)).toBe('https://papered.example/api/files/products/abc.png');
    expect(fileLink('/api/files/logo.png', paris.origin)).toBe('https://papered.example/api/files/logo.png');
    expect(fileLink('https://cdn.example/logo.png', paris.origin)).toBe('https://cdn.example/logo.png');
  });

  it('writes the rows of a list with local dates and whole links', () => {
    const [po] = csvRows(
      [{ id: 1, expected_date: '2026-03-01', created_at: '2026-03-01T23:30:00.000Z' }],
      purchaseOrders,
      [
        { id: 'expected_date', label: 'Expected Date' },
        { id: 'created_at', label: 'Created' },
      ],
      translate,
      paris,
    );
    expect(po).toEqual({ 'Expected Date': '01/03/2026', Created: '02/03/2026 00:30' });
    const [collection] = csvRows(
      [{ id: 2, name: 'Botanicals', collection_logo: '/api/files/botanicals.png' }],
      collections,
      [
        { id: 'name', label: 'Name' },
        { id: 'collection_logo', label: 'Logo' },
      ],
      translate,
      newYork,
    );
    expect(collection).toEqual({ Name: 'Botanicals', Logo: 'https://papered.example/api/files/botanicals.png' });
  });
});
