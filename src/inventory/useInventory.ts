/**
 * Data hooks of the inventory screens: reads and operations through the data provider's typed
 * methods (providers/methods/inventory.ts) with react-query, record writes through react-admin's
 * own create/update/delete; every write notifies and refreshes.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';

/** A read, cached under `key` (invalidated by every inventory write). */
export function useInventoryQuery<T = any>(key: unknown[], read: () => Promise<T>, enabled = true) {
  return useQuery<T>({
    queryKey: ['inventory', ...key],
    queryFn: read,
    enabled,
    // A refusal (4xx) will not change on a retry; a network or server error might.
    retry: (count, error: any) => !(error?.status >= 400 && error?.status < 500) && count < 2,
  });
}

interface WriteOptions<T> {
  success?: string | ((data: T) => string);
  silent?: boolean;
}

/**
 * A write: on success it refreshes every inventory read (and react-admin's lists), on failure it
 * shows the first error message.
 */
export function useInventoryMutation<V, T = any>(write: (variables: V) => Promise<T>, options: WriteOptions<T> = {}) {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation<T, Error, V>({
    mutationFn: write,
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

/** Changes of one record of an inventory resource (react-admin's `update`). */
export function useInventoryUpdate(resource: string, options: WriteOptions<unknown> = {}) {
  const dataProvider = useAppDataProvider();
  return useInventoryMutation(
    ({ id, input }: { id: string; input: Record<string, unknown> }) =>
      dataProvider.update(resource, { id, data: input, previousData: { id } }),
    options,
  );
}

/** A new record of an inventory resource (react-admin's `create`). */
export function useInventoryCreate(resource: string, options: WriteOptions<unknown> = {}) {
  const dataProvider = useAppDataProvider();
  return useInventoryMutation(({ input }: { input: Record<string, unknown> }) => dataProvider.create(resource, { data: input }), options);
}

/** Deletes a record of an inventory resource (react-admin's `delete`). */
export function useInventoryDelete(resource: string, options: WriteOptions<unknown> = {}) {
  const dataProvider = useAppDataProvider();
  return useInventoryMutation(({ id }: { id: string }) => dataProvider.delete(resource, { id, previousData: { id } }), options);
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
