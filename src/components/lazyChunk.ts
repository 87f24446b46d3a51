/**
 * Lazy screens with the loader rules of docs/requirements/shell.md §8–§9: a code chunk that fails to load, or does
 * not arrive within 120 seconds, raises `ChunkLoadError` ("Loading chunk failed"), which the error
 * boundaries show as `ChunkError` with a Reload button. No react-admin here: the entry uses it too.
 */
import { lazy, type ComponentType } from 'react';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** A failed fetch of a module as browsers and Vite word it (Chromium, Firefox, Safari, Vite's preloader). */
export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  return (
    name === 'ChunkLoadError' ||
    /Loading chunk|dynamically imported module|Importing a module script failed|Unable to preload/i.test(String(message))
  );
}

/** `load()` (a dynamic import), failing with a `ChunkLoadError` when it fails to fetch or takes longer than `timeoutMs`. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk failed: no answer within ${timeoutMs / 1000} seconds.`)),
      timeoutMs,
    );
    load()
      .then(resolve, (error: unknown) =>
        // A module that loaded but threw while starting is a bug, not a network problem: as it is.
        reject(isChunkLoadError(error) ? new ChunkLoadError(`Loading chunk failed: ${(error as Error).message}`) : error),
      )
      .finally(() => clearTimeout(timer));
  });
}

/** `React.lazy` with `loadChunk`'s failure and timeout rules. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- like React.lazy, a component of whatever props it declares
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return lazy(() => loadChunk(load, timeoutMs));
}
