/** Lazy chunks (docs/requirements/shell.md §8–§9): a failed or 120-second chunk load shows "Loading chunk failed" with Reload. */
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../../src/components/ErrorBoundary';
import { CHUNK_ERROR_TEXT, CHUNK_ERROR_TITLE } from '../../src/components/ChunkError';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, lazyChunk, loadChunk } from '../../src/components/lazyChunk';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const Screen = () => <p>The screen</p>;

function renderLazy(load: () => Promise<{ default: typeof Screen }>) {
  const Lazy = lazyChunk(load);
  return render(
    <ErrorBoundary>
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy />
      </Suspense>
    </ErrorBoundary>,
  );
}

describe('lazyChunk', () => {
  it('shows the screen once its chunk has loaded', async () => {
    renderLazy(() => Promise.resolve({ default: Screen }));
    expect(await screen.findByText('The screen')).toBeTruthy();
  });

  it('a chunk the browser could not fetch shows "Loading chunk failed" and a Reload button that reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/Screen-abc.js')));
    expect(await screen.findByText(CHUNK_ERROR_TITLE)).toBeTruthy();
    expect(screen.getByText(CHUNK_ERROR_TEXT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a chunk that has not arrived after 120 seconds fails the same way', async () => {
    vi.useFakeTimers();
    renderLazy(() => new Promise(() => undefined));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText(CHUNK_ERROR_TITLE)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText(CHUNK_ERROR_TITLE)).toBeTruthy();
  });

  it('passes other errors on as they are (a bug is not a network problem)', async () => {
    const bug = new Error('x is not defined');
    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
    await expect(loadChunk(() => Promise.reject(new TypeError('error loading dynamically imported module')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    expect(isChunkLoadError(new ChunkLoadError('Loading chunk failed'))).toBe(true);
    expect(isChunkLoadError(bug)).toBe(false);
  });
});
