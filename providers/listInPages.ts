/**
 * Long lists (a CSV export asks for 1000 rows at once) fetched in pages the server accepts: each
 * after the last row already received (keyset `after`), so that the database walks its index
 * from there instead of skipping every row before it. Every chunk also names its position, which
 * the server uses where the keyset cannot serve (the row it follows was deleted meanwhile).
 */
import type { Identifier } from 'react-admin';

export interface Chunk {
  /** 1-based, in pages of `perPage`: the chunk's position. */
  page: number;
  perPage: number;
  /** The id of the row just before the chunk, when known: the chunk starts after it. */
  after?: Identifier;
}

/**
 * The page `pagination` of a list, in chunks of at most `chunkSize`; `after`, the id of the row
 * just before that page when the caller knows it (pageCursors.ts).
 */
export async function listInPages<R extends { id: Identifier }>(
  pagination: { page: number; perPage: number },
  chunkSize: number,
  fetchChunk: (chunk: Chunk) => Promise<{ data: R[]; total?: number }>,
  after?: Identifier,
): Promise<{ data: R[]; total?: number }> {
  const { page, perPage } = pagination;
  const start = (page - 1) * perPage;
  // A page the server serves as it is, or one that does not start on a chunk boundary.
  if (perPage <= chunkSize || start % chunkSize !== 0) return fetchChunk({ page, perPage: Math.min(perPage, chunkSize), after });
  const data: R[] = [];
  let total: number | undefined;
  let chunk: Chunk = { page: start / chunkSize + 1, perPage: chunkSize, after };
  while (data.length < perPage) {
    const result = await fetchChunk(chunk);
    data.push(...result.data);
    total ??= result.total;
    if (result.data.length < chunkSize) break;
    chunk = { page: chunk.page + 1, perPage: chunkSize, after: result.data[result.data.length - 1].id };
  }
  return { data: data.slice(0, perPage), total };
}
