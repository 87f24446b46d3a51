/** Data hooks of the inventory screens: GraphQL reads with react-query, mutations that notify. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { inventoryGql } from '../../providers/inventoryApi';

/** A GraphQL read, cached under `key` (invalidated by `useInventoryMutation`). */
export function useInventoryQuery<T = any>(key: unknown[], query: string, variables?: Record<string, unknown>, enabled = true) {
  return useQuery<T>({
    queryKey: ['inventory', ...key],
    queryFn: () => inventoryGql<T>(query, variables),
    enabled,
    // A refusal (4xx) will not change on a retry; a network or server error might.
    retry: (count, error: any) => !(error?.status >= 400 && error?.status < 500) && count < 2,
  });
}

/**
 * A GraphQL mutation: on success it refreshes every inventory read (and react-admin's lists),
 * on failure it shows the first error message.
 */
export function useInventoryMutation<V extends Record<string, unknown>, T = any>(
  query: string,
  options: { success?: string | ((data: T) => string); silent?: boolean } = {},
) {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation<T, Error, V>({
    mutationFn: (variables) => inventoryGql<T>(query, variables),
    onSuccess: (data) => {
      client.invalidateQueries();
      const message = typeof options.success === 'function' ? options.success(data) : options.success;
      if (message) notify(message, { type: 'success' });
    },
    onError: (error) => {
      if (!options.silent) notify(error.message || 'GraphQL error', { type: 'error' });
    },
  });
}

/** Stock-unit status colours shared by the screens. */
export const STATUS_COLOR: Record<string, 'success' | 'warning' | 'default' | 'error' | 'info' | 'primary'> = {
  IN_STOCK: 'success',
  RESERVED: 'info',
  CONSUMED: 'default',
  WASTED: 'error',
  DRAFT: 'default',
  CONFIRMED: 'info',
  PARTIALLY_RECEIVED: 'warning',
  RECEIVED: 'success',
  CANCELLED: 'error',
};

export const formatDate = (value?: string | null) => (value ? new Date(value).toLocaleString() : '');
