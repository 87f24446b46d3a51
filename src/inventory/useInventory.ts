/**
 * Data hooks of the inventory screens: reads and operations through the data provider's typed
 * methods (providers/methods/inventory.ts) with react-query, record writes through react-admin's
 * own create/update/delete; every write notifies and refreshes.
 */
import { useAppDataProvider } from '../../providers/dataProvider';
import { usePageMutation, usePageQuery, type WriteOptions } from '../framework/pageData';

/** A read, cached under `key` (invalidated by every inventory write). */
export const useInventoryQuery = <T = unknown>(key: unknown[], read: () => Promise<T>, enabled = true) =>
  usePageQuery<T>(['inventory', ...key], read, enabled);

/** A write: it refreshes every read on success and shows the first error message (or "GraphQL error", docs/requirements/inventory.md §8) on failure. */
export const useInventoryMutation = <V, T = unknown>(write: (variables: V) => Promise<T>, options: WriteOptions<T> = {}) =>
  usePageMutation<V, T>(write, { fallback: 'GraphQL error', ...options });

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
