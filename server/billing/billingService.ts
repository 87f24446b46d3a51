/**
 * A brand's billing account and payment methods, as the billing routes ask for them: its balance,
 * its methods, and their changes (add, delete, make default, verify with two micro-deposits), each
 * audited in its transaction. Every change takes its turn on the brand's billing account row.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../framework/actor';
import { auditChange, updateAudited } from '../framework/write';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { transact } from '../db/transaction';
import { billingAccounts, invoices, paymentMethods } from '../db/schema';
import { notFound } from '../http/errors';
import type { SourceInfo } from '../adapters/payments';

/** Three wrong pairs of deposits lock a bank account (it must be added again). */
export const MAX_VERIFY_ATTEMPTS = 3;

export type MethodRow = typeof paymentMethods.$inferSelect;
type BillingAccount = typeof billingAccounts.$inferSelect;

/** A brand's billing account, one per brand (keyed by brand_id), audited as `billing`. */
const BILLING_DETAILS = { table: billingAccounts, resource: 'billing', key: 'brand_id' };

/**
 * Every change to a brand's payment methods (add, delete, default, verify) takes its turn on the
 * brand's billing account row: two switches (or an add and a switch) at once would otherwise lock
 * the methods in different orders (a deadlock) or each see the old default gone and set a new one
 * (a duplicate default), and parallel micro-deposit guesses would each count from the same tries.
 * Answers the current default method, if any.
 */
async function lockDefaultOf(tx: Tx, brandId: number) {
  await tx
    .select({ brand: billingAccounts.brand_id })
    .from(billingAccounts)
    .where(eq(billingAccounts.brand_id, brandId))
    .for('no key update');
  const [current] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.brand_id, brandId), eq(paymentMethods.is_default, true)));
  return current;
}

/** A method as its audit rows keep it: without the deposits. */
const audited = (method: MethodRow) => {
  const { deposit_1_cents: _d1, deposit_2_cents: _d2, ...rest } = method;
  return rest;
};

/** The total and number of a brand's open invoices. */
export async function openBalance(db: DbOrTx, brandId: number) {
  const [balance] = await db
    .select({ cents: sql<number>`coalesce(sum(${invoices.total_cents}), 0)::bigint`, open: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.brand_id, brandId), eq(invoices.status, 'open')));
  return { cents: Number(balance.cents), open: balance.open };
}

/** Changes the fields of a brand's billing details that are sent (null clears), audited. */
export function updateBillingDetails(db: DbOrTx, actor: Actor, brandId: number, changes: Record<string, unknown>) {
  return transact(db, async (tx) => (await updateAudited(tx, actor, BILLING_DETAILS, brandId, changes)).row);
}

/** A brand's payment methods, the default first. */
export function methodsOf(db: DbOrTx, brandId: number) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.brand_id, brandId))
    .orderBy(sql`${paymentMethods.is_default} DESC`, paymentMethods.id);
}

/** The brand's method with the provider's source id, if any. */
export async function methodOfSource(db: DbOrTx, brandId: number, sourceId: string) {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.brand_id, brandId), eq(paymentMethods.customer_source_id, sourceId)));
  return method;
}

/** Records a method the provider added; the first usable one becomes the default, so an invoice can be paid at once. */
export function addMethod(db: DbOrTx, actor: Actor, account: BillingAccount, source: SourceInfo, holderName: string | null) {
  return transact(db, async (tx) => {
    const current = await lockDefaultOf(tx, account.brand_id);
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        brand_id: account.brand_id,
        stripe_customer_id: account.stripe_customer_id,
        customer_source_id: source.id,
        kind: source.kind,
        label: source.label,
        last4: source.last4,
        exp_month: source.exp_month ?? null,
        exp_year: source.exp_year ?? null,
        holder_name: holderName,
        status: source.status,
        is_default: !current && source.status === 'verified',
        deposit_1_cents: source.deposits?.[0] ?? null,
        deposit_2_cents: source.deposits?.[1] ?? null,
      })
      .returning();
    await auditChange(tx, actor, {
      action: 'create',
      resource: 'payment-methods',
      record_id: row.id,
      brand_id: row.brand_id,
      after: audited(row),
    });
    return row;
  });
}

/** Removes a method (the provider's source is deleted first), audited. */
export function deleteMethod(db: DbOrTx, actor: Actor, method: MethodRow) {
  return transact(db, async (tx) => {
    await lockDefaultOf(tx, method.brand_id);
    const [deleted] = await tx.delete(paymentMethods).where(eq(paymentMethods.id, method.id)).returning();
    if (deleted)
      await auditChange(tx, actor, {
        action: 'delete',
        resource: 'payment-methods',
        record_id: deleted.id,
        brand_id: deleted.brand_id,
        before: audited(deleted),
      });
  });
}

/** Makes a verified method the brand's default (the old one stops being it), audited. */
export function makeDefault(db: DbOrTx, actor: Actor, method: MethodRow) {
  return transact(db, async (tx) => {
    await lockDefaultOf(tx, method.brand_id);
    const [before] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.brand_id, method.brand_id), eq(paymentMethods.is_default, true)));
    if (before?.id === method.id) return before;
    if (before)
      await tx
        .update(paymentMethods)
        .set({ is_default: false, updated_at: sql`now()` })
        .where(eq(paymentMethods.id, before.id));
    const [updated] = await tx
      .update(paymentMethods)
      .set({ is_default: true, updated_at: sql`now()` })
      .where(eq(paymentMethods.id, method.id))
      .returning();
    if (!updated) throw notFound('No such payment method.');
    await auditChange(tx, actor, {
      action: 'set-default',
      resource: 'payment-methods',
      record_id: updated.id,
      brand_id: updated.brand_id,
      before: { default_payment_method_id: before?.id ?? null },
      after: { default_payment_method_id: updated.id },
    });
    return updated;
  });
}

/**
 * Checks two micro-deposits against a bank account: each wrong pair is counted, the third locks
 * it. The tries are read, checked and counted under the account's lock, so parallel guesses are
 * checked one after another: at most three are ever compared, and what is answered is what was
 * stored. `checked` is false when the account was verified or locked already.
 */
export function verifyMethod(ctx: AppContext, actor: Actor, found: MethodRow, deposits: [number, number]) {
  return transact(
    ctx.database.db,
    async (tx) => {
      const current = await lockDefaultOf(tx, found.brand_id);
      const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, found.id));
      if (!method) throw notFound('No such payment method.');
      if (method.status === 'verified' || method.status === 'locked') return { method, checked: false };
      const expected: [number, number] | undefined =
        method.deposit_1_cents != null && method.deposit_2_cents != null ? [method.deposit_1_cents, method.deposit_2_cents] : undefined;
      const right = await ctx.payments.verifyBankAccount(method.stripe_customer_id, method.customer_source_id, deposits, expected);
      let updated: MethodRow;
      if (right) {
        [updated] = await tx
          .update(paymentMethods)
          .set({ status: 'verified', is_default: !current, updated_at: sql`now()` })
          .where(eq(paymentMethods.id, method.id))
          .returning();
      } else {
        const attempts = method.verify_attempts + 1;
        [updated] = await tx
          .update(paymentMethods)
          .set({
            verify_attempts: attempts,
            status: attempts >= MAX_VERIFY_ATTEMPTS ? 'locked' : method.status,
            updated_at: sql`now()`,
          })
          .where(eq(paymentMethods.id, method.id))
          .returning();
      }
      await auditChange(tx, actor, {
        action: right ? 'verify' : 'verify-failed',
        resource: 'payment-methods',
        record_id: method.id,
        brand_id: method.brand_id,
        before: { status: method.status, verify_attempts: method.verify_attempts },
        after: { status: updated.status, verify_attempts: updated.verify_attempts, is_default: updated.is_default },
      });
      return { method: updated, checked: true, right };
      // The provider is asked inside: the callback must not run twice (a retry would ask again).
    },
    { retries: 0 },
  );
}
