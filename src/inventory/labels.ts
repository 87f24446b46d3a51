/**
 * Printable barcode labels as PDF (4 × 2 in, one label per page): Code 128 drawn by bwip-js,
 * laid out by pdf-lib in the documents' Unicode font (resources/documents/fonts.ts, fetched with the
 * label code). A trackable item's label carries its SKU (scanning it at a purchase order
 * receives one unit); a stock unit's label carries its own barcode.
 *
 * Loaded only when a label is asked for (`printLabels` in labelsOnDemand.ts): bwip-js and pdf-lib
 * weigh several times the screen that offers the button.
 */
// The one encoder used, by name: bwip-js's `toCanvas` would bring every symbology (1 MB).
import { code128, drawingCanvas } from 'bwip-js/browser';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import { PDFDocument, rgb } from 'pdf-lib';
import { drawable, embedDocumentFonts } from '../../resources/documents/fonts';
import { assetBytes } from '../../providers/assets';

export interface Label {
  /** The value encoded in the barcode. */
  code: string;
  title: string;
  lines?: string[];
}

const WIDTH = 288; // 4 in
const HEIGHT = 144; // 2 in

function barcodePng(code: string): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  code128({ bcid: 'code128', text: code, scale: 3, height: 12, includetext: true, textxalign: 'center' }, drawingCanvas(canvas));
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? blob.arrayBuffer().then((b) => resolve(new Uint8Array(b)), reject) : reject(new Error('Could not draw the barcode.')),
      'image/png',
    ),
  );
}

const fontFile = (url: string) => assetBytes(url, 'the label font');

/** Keeps text inside the label width. */
function fit(text: string, size: number, widthOf: (t: string, s: number) => number, max: number) {
  let t = text;
  while (t.length > 1 && widthOf(t, size) > max) t = t.slice(0, -2) + '…';
  return t;
}

export async function labelsPdf(labels: Label[]): Promise<Blob> {
  const pdf = await PDFDocument.create();
  const [regularFile, boldFile] = await Promise.all([fontFile(regularUrl), fontFile(boldUrl)]);
  const { regular, bold } = await embedDocumentFonts(pdf, { regular: regularFile, bold: boldFile });
  for (const label of labels) {
    const page = pdf.addPage([WIDTH, HEIGHT]);
    page.drawText(
      fit(drawable(label.title, bold), 11, (t, s) => bold.widthOfTextAtSize(t, s), WIDTH - 20),
      { x: 10, y: HEIGHT - 20, size: 11, font: bold },
    );
    (label.lines ?? []).slice(0, 2).forEach((line, i) =>
      page.drawText(
        fit(drawable(line, regular), 8, (t, s) => regular.widthOfTextAtSize(t, s), WIDTH - 20),
        { x: 10, y: HEIGHT - 32 - i * 10, size: 8, font: regular, color: rgb(0.3, 0.3, 0.3) },
      ),
    );
    const png = await pdf.embedPng(await barcodePng(label.code));
    const scale = Math.min((WIDTH - 20) / png.width, 80 / png.height);
    page.drawImage(png, { x: (WIDTH - png.width * scale) / 2, y: 8, width: png.width * scale, height: png.height * scale });
  }
  const bytes = await pdf.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

/** Opens the labels in a new tab, ready to print. */
export async function openLabels(labels: Label[]) {
  const url = URL.createObjectURL(await labelsPdf(labels));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
