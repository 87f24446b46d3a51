/** Small real images for upload tests, and files that only pretend to be images. */
import zlib from 'node:zlib';
import sharp from 'sharp';

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG of the given size. */
export function pngImage(width = 8, height = 8, rgb: [number, number, number] = [46, 125, 50]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Text with an image's name: must be refused by content (415). */
export const notAnImage = Buffer.from('this is a text file, not a picture\n');

/** More bytes than the default 5 MB upload limit (413). */
export function oversizeFile(): Buffer {
  return Buffer.concat([pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
}

/**
 * Hostile images (issue 30 "decompression bombs"): small files that declare huge images, and a
 * truncated one. Each must be refused by every image route without being decoded.
 */
export const hostileImages = {
  /** A real 16,000 × 16,000 PNG (1-bit grey, all black) of about 30 KB: 256 million pixels. */
  bomb(): Buffer {
    const size = 16_000;
    const header = Buffer.alloc(13);
    header.writeUInt32BE(size, 0);
    header.writeUInt32BE(size, 4);
    header[8] = 1; // bit depth
    header[9] = 0; // greyscale
    // Every row: filter byte 0 and size/8 zero bytes.
    const raw = Buffer.alloc(size * (1 + size / 8));
    return Buffer.concat([
      PNG_SIGNATURE,
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  },
  /** A PNG of a few dozen bytes whose header declares 50,000 × 50,000 pixels. */
  declaredHuge(): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(50_000, 0);
    header.writeUInt32BE(50_000, 4);
    header[8] = 8;
    header[9] = 2;
    return Buffer.concat([
      PNG_SIGNATURE,
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(4))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  },
  /** A GIF whose screen and image declare 65,535 × 65,535 pixels. */
  gifHuge(): Buffer {
    const size = Buffer.from([0xff, 0xff, 0xff, 0xff]);
    return Buffer.concat([
      Buffer.from('GIF89a', 'ascii'),
      size,
      Buffer.from([0x80, 0x00, 0x00]), // a global colour table of 2 colours
      Buffer.from([0, 0, 0, 255, 255, 255]),
      Buffer.from([0x2c, 0, 0, 0, 0]),
      size,
      Buffer.from([0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
    ]);
  },
  /** A 64 × 64 PNG cut short in its image data. */
  truncated(): Buffer {
    const full = noisePng(64, 64);
    return full.subarray(0, Math.floor(full.length * 0.6));
  },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGB PNG of varied pixels (its image data is most of the file). */
function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let i = 0; i < raw.length; i++) raw[i] = i % (1 + width * 3) === 0 ? 0 : (i * 7919) % 251;
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A 64 × 64 PNG: top half one colour, bottom half another. */
export const pattern = (top = '#c0392b', bottom = '#2c3e50') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="32" fill="${top}"/><rect y="32" width="64" height="32" fill="${bottom}"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
