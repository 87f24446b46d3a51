import type { Test } from 'supertest';

/** A supertest request whose answer body is kept as bytes (a PDF, an image, a file), whatever its content type. */
export function asBytes<T extends Test>(request: T): T {
  return request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  }) as T;
}
