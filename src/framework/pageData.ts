/**
 * Data hooks of hand-written pages: a read through a typed data-provider method, cached with
 * react-query, and a write that notifies and refreshes every read (and react-admin's lists) on
 * success, or shows the server's message on failure. Areas key their reads by their name.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

/** A read, cached under `key` (invalidated by every write); `refetchInterval` follows work in progress. */
export function usePageQuery<T = unknown>(
  key: unknown[],
  read: () => Promise<T>,
  enabled = true,
  options: { refetchInterval?: (data: T | undefined) => number | false; keepPrevious?: boolean } = {},
) {
  return useQuery<T>({
    queryKey: key,
    queryFn: read,
    enabled,
    // Filtered and paged tables keep their rows shown until the next answer arrives.
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    refetchInterval: options.refetchInterval && ((query) => options.refetchInterval!(query.state.data)),
    // A refusal (4xx) will not change on a retry; a network or server error might.
    retry: (count, error) => {
      const status = (error as { status?: number } | null)?.status ?? 0;
      return !(status >= 400 && status < 500) && count < 2;
    },
  });
}

/** `value` once it has stopped changing for `delayMs` (typed filters read on a pause, not per key). */
export function useSettledValue<T>(value: T, delayMs = 250): T {
  const [settled, setSettled] = useState(value);
  // Compared by content: a filter object built on each render is the same value when equal.
  const content = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(content === undefined ? (undefined as T) : JSON.parse(content)), delayMs);
    return () => clearTimeout(timer);
  }, [content, delayMs]);
  return settled;
}

/** A notice whose colour says how it went (a write can succeed and report items that failed). */
export interface Notice {
  message: string;
  type: 'success' | 'info' | 'warning' | 'error';
}

export interface WriteOptions<T> {
  success?: string | ((data: T) => string | Notice);
  silent?: boolean;
  /** The message when the error has none. */
  fallback?: string;
}

export function usePageMutation<V, T>(write: (variables: V) => Promise<T>, options: WriteOptions<T> = {}) {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation<T, Error, V>({
    mutationFn: write,
    onSuccess: (data) => {
      client.invalidateQueries();
      const said = typeof options.success === 'function' ? options.success(data) : options.success;
      const notice = typeof said === 'string' ? { message: said, type: 'success' as const } : said;
      if (notice?.message) notify(notice.message, { type: notice.type });
    },
    onError: (error) => {
      if (!options.silent) notify(error.message || options.fallback || 'ra.notification.http_error', { type: 'error' });
    },
  });
}
