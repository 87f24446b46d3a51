/**
 * What a background job works on, in words ("product #12", "produit n° 12"), from its
 * passthrough data: the notifications drawer and Admin Tools' jobs tab say it the same way.
 */
type Translate = (text: string, options: Record<string, unknown>) => string;

export function jobSubject(data: Record<string, unknown> | null | undefined, translate: Translate): string {
  const { product_id, design_id, generated_mockup_id } = data ?? {};
  const ref = product_id ?? design_id ?? generated_mockup_id;
  const what = product_id ? 'product' : design_id ? 'design' : generated_mockup_id ? 'mockup' : null;
  return what ? translate(`screens.shell.${what}_ref`, { ref, _: `${what} #${String(ref)}` }) : '';
}
