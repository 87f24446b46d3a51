/** A real PDF invoice (pdf-lib): the brand billed, the period, every line, the totals. */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { centsToDecimal } from '../../resources/billing/money';
import { drawable } from '../../resources/documents/fonts';
import { documentFonts } from '../adapters/documentFonts';
import { addressLines, type AddressLines } from '../adapters/documents';

export interface InvoiceDocument {
  invoice_number: string;
  status: string;
  currency: string;
  period_start: string;
  period_end: string;
  issued_at: Date | null;
  due_at: Date | null;
  paid_at: Date | null;
  brand_name: string;
  bill_to: { company_name?: string | null; email?: string | null; address?: AddressLines | null; tax_id?: string | null };
  lines: Array<{ description: string; units: string | null; unit_price_cents: number | null; amount_cents: number }>;
  subtotal_cents: number;
  shipping_cents: number;
  tax_rate_bps: number;
  tax_cents: number;
  total_cents: number;
}

const A4 = [595.28, 841.89] as const;
const MARGIN = 48;

export async function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${doc.invoice_number}`);
  pdf.setAuthor('Papered');
  const { regular: font, bold } = await documentFonts(pdf);
  const money = (cents: number) => `${centsToDecimal(cents)} ${doc.currency}`;
  const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '—');
  let page: PDFPage = pdf.addPage([...A4]);
  let y = A4[1] - MARGIN;
  const text = (t: string, x: number, size = 9, f: PDFFont = font, right = false) => {
    const s = drawable(t, f);
    page.drawText(s, { x: right ? x - f.widthOfTextAtSize(s, size) : x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  };
  const newPageIfNeeded = (room: number) => {
    if (y - room > MARGIN) return;
    page = pdf.addPage([...A4]);
    y = A4[1] - MARGIN;
  };

  text('Papered', MARGIN, 20, bold);
  text(`INVOICE ${doc.invoice_number}`, A4[0] - MARGIN, 14, bold, true);
  y -= 18;
  text(`Status: ${doc.status.toUpperCase()}`, A4[0] - MARGIN, 9, font, true);
  y -= 24;
  const billTo = [
    doc.bill_to.company_name ?? doc.brand_name,
    ...(doc.bill_to.address ? addressLines(doc.bill_to.address) : []),
    ...(doc.bill_to.email ? [doc.bill_to.email] : []),
    ...(doc.bill_to.tax_id ? [`Tax ID ${doc.bill_to.tax_id}`] : []),
  ];
  const facts = [
    `Period: ${doc.period_start} to ${doc.period_end}`,
    `Issued: ${day(doc.issued_at)}`,
    `Due: ${day(doc.due_at)}`,
    ...(doc.paid_at ? [`Paid: ${day(doc.paid_at)}`] : []),
  ];
  text('BILL TO', MARGIN, 8, bold);
  y -= 12;
  const top = y;
  billTo.forEach((l) => {
    text(l, MARGIN);
    y -= 12;
  });
  const after = y;
  y = top;
  facts.forEach((l) => {
    text(l, A4[0] - MARGIN, 9, font, true);
    y -= 12;
  });
  y = Math.min(after, y) - 18;

  const columns = { description: MARGIN, units: 380, price: 470, amount: A4[0] - MARGIN };
  const header = () => {
    text('Description', columns.description, 8, bold);
    text('Units', columns.units, 8, bold, true);
    text('Unit price', columns.price, 8, bold, true);
    text('Amount', columns.amount, 8, bold, true);
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5 });
    y -= 12;
  };
  header();
  for (const line of doc.lines) {
    newPageIfNeeded(40);
    if (y === A4[1] - MARGIN) header();
    const description = line.description.length > 70 ? `${line.description.slice(0, 69)}…` : line.description;
    text(description, columns.description, 8);
    if (line.units) text(line.units, columns.units, 8, font, true);
    if (line.unit_price_cents != null) text(centsToDecimal(line.unit_price_cents), columns.price, 8, font, true);
    text(centsToDecimal(line.amount_cents), columns.amount, 8, font, true);
    y -= 12;
  }
  newPageIfNeeded(90);
  y -= 6;
  page.drawLine({ start: { x: 330, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5 });
  y -= 14;
  const total = (label: string, cents: number, f = font) => {
    text(label, 470, 9, f, true);
    text(money(cents), columns.amount, 9, f, true);
    y -= 14;
  };
  total('Subtotal', doc.subtotal_cents);
  total('Shipping', doc.shipping_cents);
  total(`Tax (${(doc.tax_rate_bps / 100).toFixed(2)} %)`, doc.tax_cents);
  total('Total', doc.total_cents, bold);
  return Buffer.from(await pdf.save());
}
