/**
 * An invoice's charge inside the effects outbox (server/framework/effects.ts): the charge is
 * written as intended, with everything needed to make it again, in the transaction that checks the
 * invoice; it is made with the provider's idempotency key; then recorded — the payment, the
 * invoice's new state, the audit row and the effect `done` — in one transaction. A charge made
 * but not recorded (that transaction failed, the server stopped) is completed by the reconciler:
 * the same key makes the provider answer the first charge again rather than charge twice.
 */
import { eq, sql } from 'drizzle-orm';
import type { ChargeRequest, ChargeResult } from '../adapters/payments';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { invoices, payments } from '../db/schema';
import { transact } from '../db/transaction';
import type { Actor } from '../framework/actor';
import { auditChange } from '../framework/write';
import { effectAnswered, registerEffectFinisher, settleEffect, type Effect } from '../framework/effects';

/** What an intended charge keeps: the provider request, and for whom and with what it is made. */
export interface IntendedCharge {
  charge: ChargeRequest;
  invoice_id: number;
  payment_method_id: number;
  actor: Actor;
}

/** Records a charge's outcome on its invoice; settles the effect in the same transaction. */
export async function recordCharge(tx: Tx, effectId: number, intended: IntendedCharge, result: ChargeResult) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, intended.invoice_id)).for('update');
  const [payment] = await tx
    .insert(payments)
    .values({
      invoice_id: invoice.id,
      payment_method_id: intended.payment_method_id,
      amount_cents: intended.charge.amount_cents,
      currency: intended.charge.currency,
      status: result.ok ? 'succeeded' : 'failed',
      failure_message: result.ok ? null : result.message,
      provider_charge_id: result.ok ? result.charge_id : null,
      created_by: intended.actor.id,
    })
    .returning();
  const [row] = await tx
    .update(invoices)
    .set(
      result.ok
        ? { status: 'paid', paid_at: sql`now()`, payment_failure: null, updated_at: sql`now()` }
        : { payment_failure: result.message, updated_at: sql`now()` },
    )
    .where(eq(invoices.id, invoice.id))
    .returning();
  await auditChange(tx, intended.actor, {
    action: result.ok ? 'pay' : 'pay-failed',
    resource: 'invoices',
    record_id: invoice.id,
    brand_id: invoice.brand_id,
    before: { status: invoice.status, payment_failure: invoice.payment_failure },
    after: { status: row.status, payment_failure: row.payment_failure, payment_id: payment.id, amount_cents: payment.amount_cents },
  });
  await settleEffect(tx, effectId, 'done', { result: { ...result, payment_id: payment.id } });
  return row;
}

/** Makes the intended charge (again, under the same key) and records it. */
export async function completeCharge(ctx: AppContext, effect: Effect) {
  const intended = effect.request as unknown as IntendedCharge;
  const result = (effect.result as ChargeResult | null) ?? (await ctx.payments.charge(intended.charge));
  if (!effect.result) await effectAnswered(ctx.database.db, effect.id, result);
  const row = await transact(ctx.database.db, (tx) => recordCharge(tx, effect.id, intended, result));
  return { row, result };
}

registerEffectFinisher('charge', async (ctx, effect) => {
  await completeCharge(ctx, effect);
  return 'done';
});
