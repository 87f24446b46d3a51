/**
 * The schedule of a serving process's periodic chores (billing last month, local deliveries,
 * pruning old webhook receipts): a first run after `firstMs`, then every `everyMs`. Each chore is
 * idempotent, so every instance may run it; a failed run (the database away) is logged with the
 * chore's name and waits for the next.
 */
export function every(name: string, everyMs: number, run: () => Promise<unknown>, firstMs = everyMs): () => void {
  const once = () => void run().catch((err: unknown) => console.error(`${name} failed: ${(err as Error)?.message ?? String(err)}`));
  const first = setTimeout(once, firstMs);
  const timer = setInterval(once, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
