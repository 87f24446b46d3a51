/**
 * Long lists (a CSV export asks for 1000 rows at once) fetched in pages the server accepts: the
 * first by position, each next one after the last row already received (keyset `after`), so that
 * the database walks its index from there instead of skipping every row before it.
 */
import type { Identifier } from 'react-admin';

export interface Chunk {
  page: number;
  perPage: number;
  /** The id of the last row already received: the chunk starts after it. */
  after?: Identifier;
}

export async function listInPages<R extends { id: Identifier }>(
  pagination: { page: number; perPage: number },
  chunkSize: number,
  fetchChunk: (chunk: Chunk) => Promise<{ data: R[]; total?: number }>,
): Promise<{ data: R[]; total?: number }> {
  const { page, perPage } = pagination;
  const start = (page - 1) * perPage;
  // A page the server serves as it is, or one that does not start on a chunk boundary.
  if (perPage <= chunkSize || start % chunkSize !== 0) return fetchChunk({ page, perPage: Math.min(perPage, chunkSize) });
  const data: R[] = [];
  let total: number | undefined;
  let chunk: Chunk = { page: start / chunkSize + 1, perPage: chunkSize };
  while (data.length < perPage) {
    const result = await fetchChunk(chunk);
    data.push(...result.data);
    total ??= result.total;
    if (result.data.length < chunkSize) break;
    chunk = { page: 1, perPage: chunkSize, after: result.data[result.data.length - 1].id };
  }
  return { data: data.slice(0, perPage), total };
}
