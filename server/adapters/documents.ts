/**
 * The floor's printed documents as real PDFs: a 4 × 6 in shipping label and a packing slip, with
 * Code 128 barcodes drawn by bwip-js and laid out by pdf-lib (both already used by the app's
 * inventory labels), in the documents' Unicode font so every name prints as written.
 */
import { toBuffer } from 'bwip-js/node';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawable } from '../../resources/documents/fonts';
import { documentFonts } from './documentFonts';

const INCH = 72;

export interface AddressLines {
  name?: string | null;
  company?: string | null;
  address1: string;
  address2?: string | null;
  city: string;
  province?: string | null;
  postal_code?: string | null;
  country_code: string;
}

export const addressLines = (a: AddressLines) =>
  [a.name, a.company, a.address1, a.address2, [a.city, a.province, a.postal_code].filter(Boolean).join(' '), a.country_code].filter(
    (l): l is string => !!l,
  );

async function barcode(text: string): Promise<Buffer> {
  return toBuffer({ bcid: 'code128', text, scale: 3, height: 12, includetext: true, textxalign: 'center' });
}

function lines(page: PDFPage, font: PDFFont, texts: string[], x: number, y: number, size: number) {
  texts.forEach((t, i) => page.drawText(drawable(t, font), { x, y: y - i * size * 1.3, size, font, color: rgb(0, 0, 0) }));
}

export interface LabelDocument {
  carrier: string;
  service: string;
  tracking_number: string;
  from: AddressLines;
  to: AddressLines;
  weight_ounces: number;
  order_number: string;
}

/** A 4 × 6 in shipping label: from, to, service, weight and the tracking barcode. */
export async function shippingLabelPdf(label: LabelDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Label ${label.tracking_number}`);
  const page = pdf.addPage([4 * INCH, 6 * INCH]);
  const { regular: font, bold } = await documentFonts(pdf);
  lines(page, font, ['FROM', ...addressLines(label.from)], 14, 6 * INCH - 20, 8);
  page.drawLine({ start: { x: 10, y: 6 * INCH - 110 }, end: { x: 4 * INCH - 10, y: 6 * INCH - 110 }, thickness: 1 });
  lines(page, bold, ['SHIP TO', ...addressLines(label.to)], 24, 6 * INCH - 130, 12);
  page.drawText(drawable(`${label.carrier} ${label.service} · ${(label.weight_ounces / 16).toFixed(2)} lb · ${label.order_number}`, font), {
    x: 14,
    y: 2.3 * INCH,
    size: 9,
    font,
  });
  const png = await pdf.embedPng(await barcode(label.tracking_number));
  const width = 4 * INCH - 28;
  page.drawImage(png, { x: 14, y: 0.3 * INCH, width, height: (png.height / png.width) * width });
  return Buffer.from(await pdf.save());
}

export interface SlipDocument {
  brand: string;
  order_number: string;
  ordered_at: Date;
  to: AddressLines;
  items: Array<{ design_name: string; material: string; size: string; quantity: number }>;
  note?: string | null;
  gift_message?: string | null;
}

/** A packing slip (4 × 6 in, one page): the order, where it goes and what is in the box. */
export async function packingSlipPdf(slip: SlipDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Packing slip ${slip.order_number}`);
  const page = pdf.addPage([4 * INCH, 6 * INCH]);
  const { regular: font, bold } = await documentFonts(pdf);
  let y = 6 * INCH - 24;
  page.drawText(drawable(slip.brand, bold), { x: 14, y, size: 14, font: bold });
  y -= 18;
  page.drawText(drawable(`Order ${slip.order_number} · ${slip.ordered_at.toISOString().slice(0, 10)}`, font), { x: 14, y, size: 9, font });
  y -= 16;
  lines(page, font, addressLines(slip.to), 14, y, 9);
  y -= addressLines(slip.to).length * 11.7 + 10;
  page.drawText('Qty  Item', { x: 14, y, size: 9, font: bold });
  y -= 13;
  for (const item of slip.items.slice(0, 12)) {
    page.drawText(drawable(`${item.quantity} ×  ${item.design_name} — ${item.material}, ${item.size}`, font).slice(0, 70), {
      x: 14,
      y,
      size: 8,
      font,
    });
    y -= 11;
  }
  if (slip.gift_message) lines(page, font, [`Gift message: ${slip.gift_message}`.slice(0, 80)], 14, (y -= 6), 8);
  const png = await pdf.embedPng(await barcode(slip.order_number.replace(/^#/, '')));
  const width = 2.6 * INCH;
  page.drawImage(png, { x: (4 * INCH - width) / 2, y: 0.3 * INCH, width, height: (png.height / png.width) * width });
  return Buffer.from(await pdf.save());
}
