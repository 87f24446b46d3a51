/**
 * The local storage's presigned endpoints, `/api/storage/{key}` (server/adapters/localUploads.ts):
 * the requests S3 takes, so the app's storage helpers are the same for both.
 * - POST `?uploads` creates a multipart upload: `<InitiateMultipartUploadResult>` with `<UploadId>`
 * - PUT `?partNumber&uploadId` stores a part; PUT alone stores the object: both answer `ETag: "md5"`
 * - POST `?uploadId` completes (`<CompleteMultipartUpload>` of `<Part>`s); DELETE `?uploadId` aborts
 * - GET / HEAD the object
 * Each URL works only as signed by the aws-presigner, until it expires: without a signature 401,
 * with a wrong or expired one 403. With S3 storage these addresses do not exist (404).
 */
import { Router, type Request, type Response } from 'express';
import { LocalStorage } from '../adapters/storage';
import { UploadRejected } from '../adapters/directUploads';
import type { AppContext } from '../context';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { tooLarge } from '../http/uploads';

const xml = (res: Response, body: string) => res.type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The parts of a CompleteMultipartUpload body: `<Part><PartNumber>n</PartNumber><ETag>"…"</ETag></Part>`. */
export function partsOfCompletion(body: string) {
  return [...body.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part]) => ({
    partNumber: Number(/<PartNumber>\s*(\d{1,5})\s*<\/PartNumber>/.exec(part)?.[1]),
    etag: (/<ETag>\s*(?:"|&quot;|&#34;)?([A-Za-z0-9-]+)(?:"|&quot;|&#34;)?\s*<\/ETag>/.exec(part)?.[1] ?? '').toLowerCase(),
  }));
}

async function textBody(req: Request, limit = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, 'payload_too_large', 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function storageRoutes(ctx: AppContext): Router {
  const router = Router();
  const local = ctx.storage instanceof LocalStorage ? ctx.storage.direct : undefined;

  /** The request's key after its signature was checked. */
  function signedKey(req: Request): string {
    if (!local) throw notFound('No such file.');
    const key = ([] as string[]).concat((req.params as { key: string | string[] }).key).join('/');
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    const problem = local.verify(req.method, key, query);
    if (problem === 'missing') throw unauthorized('This address needs a signature from the aws-presigner.');
    if (problem === 'expired') throw forbidden('This upload address has expired. Ask the aws-presigner for a new one.');
    if (problem) throw forbidden('This upload address is not valid: its signature does not match.');
    return key;
  }
  const param = (req: Request, name: string) => new URLSearchParams(req.originalUrl.split('?')[1] ?? '').get(name);

  const handle = (fn: (req: Request, res: Response, key: string) => Promise<unknown>) => async (req: Request, res: Response) => {
    const key = signedKey(req);
    try {
      await fn(req, res, key);
    } catch (err) {
      if (err instanceof UploadRejected) throw badRequest(err.message, { [err.field]: err.message });
      throw err;
    }
  };

  router.get(
    '/*key',
    handle(async (_req, res, key) => {
      const full = await local!.existingPath(key);
      if (!full) throw notFound('No such file.');
      res.sendFile(full, { headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" } });
    }),
  );

  router.put(
    '/*key',
    handle(async (req, res, key) => {
      const maxBytes = Number(param(req, 'max'));
      const uploadId = param(req, 'uploadId');
      const declared = Number(req.headers['content-length']);
      if (declared > maxBytes) throw tooLarge(maxBytes, 'body');
      const etag = uploadId
        ? await local!.uploadPart(key, uploadId, Number(param(req, 'partNumber')), req, maxBytes)
        : await local!.putObject(key, req, maxBytes);
      if (etag === undefined) throw tooLarge(maxBytes, 'body');
      res.set('ETag', `"${etag}"`).status(200).end();
    }),
  );

  router.post(
    '/*key',
    handle(async (req, res, key) => {
      const uploadId = param(req, 'uploadId');
      if (!uploadId) {
        const created = await local!.createMultipart(key, param(req, 'type') ?? 'application/octet-stream');
        return xml(
          res,
          `<InitiateMultipartUploadResult><Bucket>local</Bucket><Key>${escapeXml(key)}</Key><UploadId>${created}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      const parts = partsOfCompletion(await textBody(req));
      if (parts.some((p) => !Number.isInteger(p.partNumber) || !p.etag))
        throw badRequest('The list of parts is not valid.', { parts: 'Malformed' });
      await local!.completeMultipart(key, uploadId, parts);
      xml(res, `<CompleteMultipartUploadResult><Bucket>local</Bucket><Key>${escapeXml(key)}</Key></CompleteMultipartUploadResult>`);
    }),
  );

  router.delete(
    '/*key',
    handle(async (req, res, key) => {
      await local!.abortMultipart(key, param(req, 'uploadId') ?? '');
      res.status(204).end();
    }),
  );

  return router;
}
