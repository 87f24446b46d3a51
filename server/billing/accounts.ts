/**
 * A brand's billing account, made on first use: its customer at the payments provider is created
 * then, once (a second caller's insert does nothing and reads the first's).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { billingAccounts, brands, paymentMethods } from '../db/schema';
import { notFound } from '../http/errors';

export type BillingAccount = typeof billingAccounts.$inferSelect;

export async function billingAccountOf(ctx: AppContext, brandId: number): Promise<BillingAccount> {
  const db = ctx.database.db;
  const [existing] = await db.select().from(billingAccounts).where(eq(billingAccounts.brand_id, brandId));
  if (existing) return existing;
  const [brand] = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound('No such brand.');
  const customerId = await ctx.payments.createCustomer(brand);
  await db
    .insert(billingAccounts)
    .values({ brand_id: brandId, stripe_customer_id: customerId, company_name: brand.name })
    .onConflictDoNothing();
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.brand_id, brandId));
  return account;
}

/** The brand whose provider customer this is, for the tenancy check of the spec's payment-method calls. */
export async function accountOfCustomer(ctx: AppContext, customerId: string): Promise<BillingAccount> {
  const [account] = await ctx.database.db.select().from(billingAccounts).where(eq(billingAccounts.stripe_customer_id, customerId));
  if (!account) throw notFound('No such billing customer.');
  return account;
}

/** The payment method a brand charges by default (verified), if any. */
export async function defaultMethodOf(ctx: AppContext, brandId: number) {
  const [method] = await ctx.database.db
    .select()
    .from(paymentMethods)
    .where(sql`${paymentMethods.brand_id} = ${brandId} AND ${paymentMethods.is_default}`);
  return method;
}
