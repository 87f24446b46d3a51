/**
 * Cloud printing (docs/requirements/platform.md §6; docs/requirements/production.md §7 Printers). Every job is kept in the print spool
 * (`print_jobs`, with its PDF, viewable and downloadable by staff) under its idempotency key: the
 * same key twice prints once. Local default: the spool is the printer. With PRINTNODE_API_KEY,
 * the job is also sent to PrintNode as the spec's client did — base64 raw job, 1 copy, 1 page,
 * expireAfter 600 and the idempotency key; a Conflict (the job was sent before) is ignored, any
 * other failure is a printing error and leaves the job `failed` with its reason, to be retried
 * (`resend`, under the same key: PrintNode prints a key once).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { documents, printers, printJobs } from '../db/schema';
import { HttpError } from '../http/errors';

export interface PrintRequest {
  printer: { id: number; name: string; remote_id: string | null } | null;
  title: string;
  kind: 'packing_slip' | 'label' | string;
  pdf: Buffer;
  idempotencyKey: string;
  order_id?: number | null;
  brand_id?: number | null;
}

export interface PrintResult {
  job_id: number;
  /** true when a job with this key was printed before: nothing was printed again. */
  duplicate: boolean;
}

export interface PrintAdapter {
  readonly kind: 'spool' | 'printnode';
  print(db: DbOrTx, request: PrintRequest): Promise<PrintResult>;
  /** Sends a failed job again under its own idempotency key; answers its new status. */
  resend(db: DbOrTx, jobId: number): Promise<string>;
}

/** A job the print service refused: kept with its reason, to be retried from the print-job list. */
async function markFailed(db: DbOrTx, jobId: number, error: HttpError) {
  await db
    .update(printJobs)
    .set({ status: 'failed', error: error.message.slice(0, 500) })
    .where(eq(printJobs.id, jobId));
}

/** The spec's job fields. */
export const PRINT_JOB = { copies: 1, pages: 1, expireAfter: 600 } as const;

async function spool(db: DbOrTx, request: PrintRequest, status: string): Promise<PrintResult> {
  const [existing] = await db.select({ id: printJobs.id }).from(printJobs).where(eq(printJobs.idempotency_key, request.idempotencyKey));
  if (existing) return { job_id: existing.id, duplicate: true };
  const [document] = await db.insert(documents).values({ content: request.pdf }).returning({ id: documents.id });
  const [row] = await db
    .insert(printJobs)
    .values({
      printer_id: request.printer?.id ?? null,
      title: request.title.slice(0, 200),
      kind: request.kind,
      idempotency_key: request.idempotencyKey,
      document_id: document.id,
      copies: PRINT_JOB.copies,
      pages: PRINT_JOB.pages,
      expire_after: PRINT_JOB.expireAfter,
      status,
      order_id: request.order_id ?? null,
      brand_id: request.brand_id ?? null,
    })
    .onConflictDoNothing({ target: printJobs.idempotency_key })
    .returning({ id: printJobs.id });
  if (row) return { job_id: row.id, duplicate: false };
  // Sent at the same moment by another request: that one printed it.
  await db.delete(documents).where(eq(documents.id, document.id));
  const [first] = await db.select({ id: printJobs.id }).from(printJobs).where(eq(printJobs.idempotency_key, request.idempotencyKey));
  return { job_id: first.id, duplicate: true };
}

export class LocalSpool implements PrintAdapter {
  readonly kind = 'spool' as const;
  print(db: DbOrTx, request: PrintRequest) {
    return spool(db, request, 'spooled');
  }
  async resend(db: DbOrTx, jobId: number) {
    await db.update(printJobs).set({ status: 'spooled', error: null }).where(eq(printJobs.id, jobId));
    return 'spooled';
  }
}

export class PrintNode implements PrintAdapter {
  readonly kind = 'printnode' as const;
  constructor(
    private apiKey: string,
    private fetchImpl: typeof fetch = fetch,
    private baseUrl = 'https://api.printnode.com',
  ) {}

  async print(db: DbOrTx, request: PrintRequest): Promise<PrintResult> {
    const result = await spool(db, request, 'sent');
    if (result.duplicate) return result;
    try {
      await this.send(request);
    } catch (err) {
      if (err instanceof HttpError) await markFailed(db, result.job_id, err);
      throw err;
    }
    return result;
  }

  async resend(db: DbOrTx, jobId: number) {
    const [job] = await db
      .select({ job: printJobs, content: documents.content, printer: printers })
      .from(printJobs)
      .innerJoin(documents, eq(documents.id, printJobs.document_id))
      .leftJoin(printers, eq(printers.id, printJobs.printer_id))
      .where(eq(printJobs.id, jobId));
    try {
      await this.send({
        printer: job.printer,
        title: job.job.title,
        kind: job.job.kind,
        pdf: job.content,
        idempotencyKey: job.job.idempotency_key,
      });
    } catch (err) {
      if (err instanceof HttpError) await markFailed(db, jobId, err);
      throw err;
    }
    await db.update(printJobs).set({ status: 'sent', error: null }).where(eq(printJobs.id, jobId));
    return 'sent';
  }

  private async send(request: PrintRequest) {
    if (!request.printer?.remote_id)
      throw new HttpError(409, 'printer_not_linked', `The printer ${request.printer?.name ?? ''} is not linked to PrintNode.`);
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}/printjobs`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${this.apiKey}:`).toString('base64')}`,
          'Content-Type': 'application/json',
          'X-Idempotency-Key': request.idempotencyKey,
        },
        body: JSON.stringify({
          printerId: Number(request.printer.remote_id),
          title: request.title,
          contentType: 'raw_base64',
          content: request.pdf.toString('base64'),
          source: 'Papered',
          expireAfter: PRINT_JOB.expireAfter,
          qty: PRINT_JOB.copies,
          options: { copies: PRINT_JOB.copies, pages: String(PRINT_JOB.pages) },
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new HttpError(502, 'printing_error', 'The print service could not be reached. Please try again.');
    }
    // 409 Conflict: PrintNode has this idempotency key already — the job was printed.
    if (!response.ok && response.status !== 409)
      throw new HttpError(502, 'printing_error', `The print service answered ${response.status}. Please try again.`);
  }
}

export function createPrintAdapter(env = process.env): PrintAdapter {
  return env.PRINTNODE_API_KEY ? new PrintNode(env.PRINTNODE_API_KEY) : new LocalSpool();
}
