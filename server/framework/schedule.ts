/**
 * The schedule of a serving process's periodic chores (billing last month, local deliveries,
 * pruning old webhook receipts): a first run after `firstMs`, then every `everyMs`. Each chore is
 * idempotent, so every instance may run it; a failed run (the database away) waits for the next.
 */
export function every(everyMs: number, run: () => Promise<unknown>, firstMs = everyMs): () => void {
  const once = () => void run().catch(() => {});
  const first = setTimeout(once, firstMs);
  const timer = setInterval(once, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
