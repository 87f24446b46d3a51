import { describe, expect, it } from 'vitest';
import { packingSlipPdf, shippingLabelPdf } from '../../server/adapters/documents';
import { invoicePdf } from '../../server/billing/invoicePdf';
import { pdfText } from '../support/pdfText';

const to = {
  name: 'Ζωή Παπαδοπούλου',
  company: 'ООО «Обои»',
  address1: 'Straße 5 — Hinterhaus',
  city: 'Zürich',
  postal_code: '8001',
  country_code: 'CH',
};

describe('documents print every name', () => {
  it('a packing slip keeps Greek, Cyrillic, accents and typographic punctuation', async () => {
    const text = await pdfText(
      await packingSlipPdf({
        brand: 'Wallflower “Studio”',
        order_number: '#11004',
        ordered_at: new Date('2026-11-01T00:00:00Z'),
        to,
        items: [{ design_name: 'Moonlit Meadow', material: 'Peel & Stick Matte', size: '24 × 96 in', quantity: 2 }],
        gift_message: 'Joyeux Noël — €20 ‘gift’',
      }),
    );
    expect(text).toContain('Wallflower “Studio”');
    expect(text).toContain('Ζωή Παπαδοπούλου');
    expect(text).toContain('ООО «Обои»');
    expect(text).toContain('Straße 5 — Hinterhaus');
    expect(text).toContain('Zürich 8001');
    expect(text).toContain('2 × Moonlit Meadow — Peel & Stick Matte, 24 × 96 in');
    expect(text).toContain('Gift message: Joyeux Noël — €20 ‘gift’');
    expect(text).not.toContain('?');
  });

  it('a shipping label prints the recipient as written', async () => {
    const text = await pdfText(
      await shippingLabelPdf({
        carrier: 'Local',
        service: 'Ground',
        tracking_number: 'LOC123456',
        from: { name: 'Wallflower Studio', address1: '1 Mill Lane', city: 'Leeds', country_code: 'GB' },
        to: { ...to, name: 'Анна Каренина' },
        weight_ounces: 32,
        order_number: '#11004',
      }),
    );
    expect(text).toContain('Анна Каренина');
    expect(text).toContain('ООО «Обои»');
    expect(text).toContain('Local Ground · 2.00 lb · #11004');
  });

  it('an invoice prints the company, the lines and the dash of a missing date', async () => {
    const text = await pdfText(
      await invoicePdf({
        invoice_number: 'INV-2026-11-0001',
        status: 'open',
        currency: 'EUR',
        period_start: '2026-10-01',
        period_end: '2026-10-31',
        issued_at: new Date('2026-11-01T00:00:00Z'),
        due_at: null,
        paid_at: null,
        brand_name: 'Wallflower',
        bill_to: { company_name: 'Ελληνικά Χαρτιά Α.Ε.', email: 'billing@example.test', address: to },
        lines: [{ description: 'Order #11004 — Ζωή’s “Moonlit Meadow”', units: '2', unit_price_cents: 1250, amount_cents: 2500 }],
        subtotal_cents: 2500,
        shipping_cents: 0,
        tax_rate_bps: 0,
        tax_cents: 0,
        total_cents: 2500,
      }),
    );
    expect(text).toContain('Ελληνικά Χαρτιά Α.Ε.');
    expect(text).toContain('Order #11004 — Ζωή’s “Moonlit Meadow”');
    expect(text).toContain('Due: —');
    expect(text).toContain('Ζωή Παπαδοπούλου');
  });

  it('a character the font lacks prints as ? instead of failing the document', async () => {
    const text = await pdfText(await packingSlipPdf({ brand: '壁紙 Studio', order_number: '#1', ordered_at: new Date(), to, items: [] }));
    expect(text).toContain('?? Studio');
  });
});
