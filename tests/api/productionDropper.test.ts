/**
 * Print runs (the dropper): making one and undoing it are audited and show on each order's
 * timeline; an undo is all or nothing and names the line items that have moved on.
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, dropGroups, lineItems } from '../../server/db/schema';
import { runNextJob } from '../../server/framework/jobQueue';
import { printedOrder } from '../../server/production/printedOrders';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

let nextIndex = 9500;
const db = () => t.ctx.database.db;

/** An order of brand 1 with `count` line items pushed to production, then dropped in a print run. */
async function droppedRun(count: number) {
  const { order, items } = await printedOrder(t.ctx, nextIndex++, count);
  await db().update(lineItems).set({ status: 'pending' }).where(eq(lineItems.order_id, order.id));
  expect((await (await t.as('admin@demo.test')).post('/api/orders/push-order').send({ order_id: order.id })).status).toBe(200);
  while (await runNextJob(t.ctx, t.ctx.resources.jobs()));
  const tech = await t.as('technician@demo.test');
  const made = await tech
    .post('/api/jdml/dropper/group')
    .send({ brand_id: 1, material_id: items[0].material_id, line_items: items.map((i) => i.id) });
  expect(made.status).toBe(201);
  return { order, items, group: made.body, tech };
}

const auditOf = (action: string, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'drop-groups'), eq(auditLog.action, action), eq(auditLog.record_id, String(id))))
    .orderBy(desc(auditLog.id));
const statusesOf = async (orderId: number) =>
  (await db().select({ status: lineItems.status }).from(lineItems).where(eq(lineItems.order_id, orderId))).map((r) => r.status);

describe('print runs', () => {
  it('making a run writes its audit row; undoing it reverts every item, with an undo event and an audit row', async () => {
    const { order, items, group, tech } = await droppedRun(2);
    const [created] = await auditOf('create', group.id);
    expect(created).toMatchObject({ user_email: 'technician@demo.test', brand_id: 1, after: expect.objectContaining({ id: group.id }) });

    const undone = await tech.delete(`/api/jdml/dropper/group?id=${group.id}`);
    expect(undone.status).toBe(200);
    expect(await statusesOf(order.id)).toEqual(['in_production', 'in_production']);
    const [event] = (await tech.get(`/api/v2/orders-audit?order_id=${order.id}`)).body;
    expect(event).toMatchObject({
      type: 'print_run_undone',
      message: `Print run ${group.id} undone (Traditional Smooth): Panel 1, Panel 2 back in production`,
      data: expect.objectContaining({ drop_group_id: group.id, line_items: items.map((i) => i.id) }),
    });
    const [deleted] = await auditOf('delete', group.id);
    expect(deleted).toMatchObject({
      user_email: 'technician@demo.test',
      before: expect.objectContaining({ id: group.id, line_items: items.map((i) => i.id) }),
    });
    // Undone once: the run is gone, and the items can be dropped again.
    expect((await tech.delete(`/api/jdml/dropper/group?id=${group.id}`)).status).toBe(404);
    expect(
      (await tech.post('/api/jdml/dropper/group').send({ brand_id: 1, material_id: items[0].material_id, line_items: [items[0].id] }))
        .status,
    ).toBe(201);
  });

  it('refuses to undo a run whose items have moved on, naming them, and changes nothing', async () => {
    const { order, items, group, tech } = await droppedRun(3);
    await db().update(lineItems).set({ status: 'printed' }).where(eq(lineItems.id, items[1].id));
    const refused = await tech.delete(`/api/jdml/dropper/group?id=${group.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `Print run ${group.id} cannot be undone: LI-${items[1].id} (printed) moved on since it was dropped.`,
    );
    expect(refused.body.error.errors).toEqual({ line_items: `LI-${items[1].id}` });
    expect(await statusesOf(order.id)).toEqual(expect.arrayContaining(['dropped', 'printed', 'dropped']));
    expect(await db().select().from(dropGroups).where(eq(dropGroups.id, group.id))).toHaveLength(1);
    const types = (await tech.get(`/api/v2/orders-audit?order_id=${order.id}`)).body.map((e: any) => e.type);
    expect(types).not.toContain('print_run_undone');
    expect(await auditOf('delete', group.id)).toHaveLength(0);
  });
});
