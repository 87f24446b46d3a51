/**
 * The pattern images inside a zip, for the bulk upload (issue 13: "a CSV plus a folder or zip of
 * pattern files"). Unzipped in the browser with fflate, so the server receives the same pattern
 * files as from a folder: it checks every row and every file the same way, and nothing is created
 * until all rows are right. Folders inside the zip are dropped (the CSV names files), and so are
 * other files and macOS metadata (`__MACOSX/`, `._name`).
 */
import { unzipSync } from 'fflate';

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

const baseName = (entry: string) => entry.split('/').pop() ?? entry;
const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

function isPattern(entry: string): boolean {
  const name = baseName(entry);
  return !entry.startsWith('__MACOSX/') && !name.startsWith('.') && extensionOf(name) in IMAGE_TYPES;
}

/** Thrown when the file is not a zip that can be read; its message is a translation key. */
export class ZipUnreadable extends Error {}

export async function patternsFromZip(zip: Blob): Promise<File[]> {
  const bytes = new Uint8Array(await zip.arrayBuffer());
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (file) => isPattern(file.name) });
  } catch {
    throw new ZipUnreadable('screens.catalog.the_zip_could_not_be_read_it_is');
  }
  const files = Object.entries(entries).map(([entry, data]) => {
    const name = baseName(entry);
    return new File([data as BlobPart], name, { type: IMAGE_TYPES[extensionOf(name)] });
  });
  if (files.length === 0) throw new ZipUnreadable('screens.catalog.the_zip_holds_no_png_jpeg_webp');
  return files.sort((a, b) => a.name.localeCompare(b.name));
}
