/**
 * The one font every printed document uses (packing slips, shipping labels, invoices, the app's
 * barcode labels): DejaVu Sans from the `dejavu-fonts-ttf` package, embedded through fontkit.
 * The PDF standard fonts only encode WinAnsi, so a Greek or Cyrillic name, an em dash or a euro
 * sign printed as '?'; DejaVu covers Latin, Greek, Cyrillic and typographic punctuation.
 *
 * Subset: only the glyphs a document uses are embedded (a label stays a few kilobytes, not the
 * font's 700 KB). The server reads the files from node_modules (server/adapters/documentFonts.ts),
 * the app fetches them as assets (src/inventory/labels.ts); both embed them here.
 */
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export interface DocumentFontFiles {
  regular: Uint8Array | ArrayBuffer;
  bold: Uint8Array | ArrayBuffer;
}

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedDocumentFonts(pdf: PDFDocument, files: DocumentFontFiles): Promise<DocumentFonts> {
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([pdf.embedFont(files.regular, { subset: true }), pdf.embedFont(files.bold, { subset: true })]);
  return { regular, bold };
}

/** Characters the font has no glyph for (e.g. CJK, emoji) print as '?' rather than an empty box. */
export function drawable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (ch) => (supported.has(ch.codePointAt(0)!) || ch === ' ' ? ch : '?')).join('');
}
