/**
 * The mockup engine adapter (docs/requirements/platform.md §6): wall analysis and compositing. Local default:
 * in-process sharp (./mockupImaging.ts). When MOCKUP_ENGINE_URL is set, the separate mockup-engine
 * service of docs/requirements/catalog.md §7 does the work: `upload-mockup` analyses a room photo, `generate-preview`
 * composites (multipart in; JSON or a JPEG out).
 */
import pLimit from 'p-limit';
import { analyzeWall, compositeMockup, type CompositeInput, type WallAnalysis } from './mockupImaging';

export interface MockupEngine {
  readonly kind: 'local' | 'http';
  analyze(photo: Buffer): Promise<WallAnalysis>;
  /** A JPEG of the pattern on the wall. */
  generate(input: CompositeInput): Promise<Buffer>;
}

/**
 * At most this many images are worked on at once in this process: each holds a few full-size
 * rasters, so a burst of requests queues instead of raising the server's memory with it.
 */
const LOCAL_CONCURRENCY = 2;

export class LocalMockupEngine implements MockupEngine {
  readonly kind = 'local' as const;
  private limit = pLimit(LOCAL_CONCURRENCY);
  analyze(photo: Buffer) {
    return this.limit(() => analyzeWall(photo));
  }
  generate(input: CompositeInput) {
    return this.limit(() => compositeMockup(input));
  }
}

export class MockupEngineError extends Error {}

export class HttpMockupEngine implements MockupEngine {
  readonly kind = 'http' as const;
  constructor(private baseUrl: string) {}

  private async post(path: string, form: FormData): Promise<Response> {
    const res = await fetch(`${this.baseUrl.replace(/\/$/, '')}/${path}`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
    if (!res.ok) throw new MockupEngineError(`The mockup engine answered ${res.status} to ${path}.`);
    return res;
  }

  async analyze(photo: Buffer): Promise<WallAnalysis> {
    const form = new FormData();
    form.append('mockup_file', new Blob([new Uint8Array(photo)]), 'room');
    const body = (await (await this.post('upload-mockup', form)).json()) as { mask: string; shading: string; coverage: number };
    return { mask: Buffer.from(body.mask, 'base64'), shading: Buffer.from(body.shading, 'base64'), coverage: Number(body.coverage) };
  }

  async generate(input: CompositeInput): Promise<Buffer> {
    const form = new FormData();
    for (const field of ['photo', 'mask', 'shading', 'pattern'] as const)
      form.append(field, new Blob([new Uint8Array(input[field])]), field);
    form.append('data', JSON.stringify({ repeat: input.repeat, attributes: input.attributes, width: input.width }));
    return Buffer.from(await (await this.post('generate-preview', form)).arrayBuffer());
  }
}

let shared: { url: string | undefined; engine: MockupEngine } | undefined;

/** The engine the settings choose (MOCKUP_ENGINE_URL), made once per process. */
export function mockupEngine(env = process.env): MockupEngine {
  const url = env.MOCKUP_ENGINE_URL || undefined;
  if (!shared || shared.url !== url) shared = { url, engine: url ? new HttpMockupEngine(url) : new LocalMockupEngine() };
  return shared.engine;
}
