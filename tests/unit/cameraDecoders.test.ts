/**
 * Camera scanning (issue 25): the browser's BarcodeDetector where it reads Code 128 (the floor's
 * labels), otherwise the ZXing decoder.
 */
import { describe, expect, it } from 'vitest';
import { CAMERA_FORMATS, nativeDetector } from '../../src/components/stations/camera/decoders';

function detectorClass(supported: string[]) {
  return class {
    static made: Array<{ formats: string[] }> = [];
    constructor(options: { formats: string[] }) {
      (this.constructor as any).made.push(options);
    }
    static getSupportedFormats = async () => supported;
    async detect() {
      return [{ rawValue: 'LI-7' }];
    }
  };
}

describe('the camera decoder', () => {
  it('is the browser’s BarcodeDetector when it reads Code 128, asked for the formats it has', async () => {
    const Detector = detectorClass(['code_128', 'qr_code', 'aztec']);
    const detector = await nativeDetector({ BarcodeDetector: Detector });
    expect(detector).not.toBeNull();
    expect(Detector.made).toEqual([{ formats: ['code_128', 'qr_code'] }]);
    expect(CAMERA_FORMATS).toContain('code_128');
  });

  it('is not the browser’s without one, or when it cannot read Code 128 (then ZXing reads)', async () => {
    expect(await nativeDetector({})).toBeNull();
    expect(await nativeDetector({ BarcodeDetector: detectorClass(['qr_code']) })).toBeNull();
  });
});
