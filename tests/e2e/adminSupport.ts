/** Helpers of the administration end-to-end tests (the shared ones are in ./support.ts). */
import { pngImage } from '../support/images';

/** A real PNG for a file input. */
export function imageFile(name: string, width = 24, height = 24, rgb: [number, number, number] = [46, 125, 50]) {
  return { name, mimeType: 'image/png', buffer: pngImage(width, height, rgb) };
}
