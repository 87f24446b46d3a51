/**
 * Reading barcodes from a camera (docs/production.md "Camera scanning"): the browser's own
 * BarcodeDetector where it has one (Chrome on Android, Safari 17+), otherwise the ZXing decoder
 * (@zxing/browser), loaded only then — it never weighs on the login bundle or on a station that
 * does not use the camera.
 */

/** The label formats the floor prints (Code 128 on labels and slips) and the usual others. */
export const CAMERA_FORMATS = ['code_128', 'code_39', 'qr_code', 'ean_13', 'upc_a', 'data_matrix'];

/** Reads codes from a playing video until stopped; answers the function that stops it. */
export type CameraDecoder = (video: HTMLVideoElement, onCode: (value: string) => void) => Promise<() => void>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

/** The browser's BarcodeDetector, if it has one that reads Code 128. */
export async function nativeDetector(scope: { BarcodeDetector?: unknown } = globalThis as never): Promise<BarcodeDetectorLike | null> {
  const Detector = scope.BarcodeDetector as BarcodeDetectorClass | undefined;
  if (!Detector) return null;
  const supported = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
  const formats = CAMERA_FORMATS.filter((f) => supported.includes(f));
  if (!formats.includes('code_128')) return null;
  return new Detector({ formats });
}

/** The decoder for this browser: BarcodeDetector, else ZXing (a chunk of its own). */
export async function cameraDecoder(
  scope: { BarcodeDetector?: unknown } = globalThis as never,
): Promise<{ kind: 'native' | 'zxing'; decode: CameraDecoder }> {
  const detector = await nativeDetector(scope);
  if (detector)
    return {
      kind: 'native',
      decode: async (video, onCode) => {
        let running = true;
        const tick = async () => {
          if (!running) return;
          try {
            const [code] = video.readyState >= 2 ? await detector.detect(video) : [];
            if (code?.rawValue) onCode(code.rawValue);
          } catch {
            // A frame that could not be read: the next one.
          }
          if (running) setTimeout(() => void tick(), 150);
        };
        void tick();
        return () => {
          running = false;
        };
      },
    };
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  return {
    kind: 'zxing',
    decode: async (video, onCode) => {
      const reader = new BrowserMultiFormatReader();
      const controls = await reader.decodeFromVideoElement(video, (result) => {
        if (result) onCode(result.getText());
      });
      return () => controls.stop();
    },
  };
}
