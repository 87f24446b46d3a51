/** The server's documents load the shared font files once from node_modules (resources/documents/fonts.ts). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument } from 'pdf-lib';
import { embedDocumentFonts, type DocumentFontFiles, type DocumentFonts } from '../../resources/documents/fonts';

const require = createRequire(import.meta.url);
let files: Promise<DocumentFontFiles> | undefined;

function fontFiles(): Promise<DocumentFontFiles> {
  files ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  files.catch(() => (files = undefined));
  return files;
}

export async function documentFonts(pdf: PDFDocument): Promise<DocumentFonts> {
  return embedDocumentFonts(pdf, await fontFiles());
}
