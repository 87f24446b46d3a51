/**
 * Client settings the app needs before anyone signs in (public): the sidebar's contact-us link
 * (`CONTACT_URL`) and the chat widget script (`CHAT_WIDGET_URL`, null when unset).
 */
import { Router } from 'express';
import type { AppContext } from '../context';

export function appConfigRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    // The card form's key (Stripe's publishable key) when payments go to Stripe; null with the local ledger.
    res.json({
      contactUrl: ctx.config.contactUrl ?? null,
      chatWidgetUrl: ctx.config.chatWidgetUrl ?? null,
      paymentsPublishableKey: ctx.payments.publishableKey,
    });
  });
  return router;
}
