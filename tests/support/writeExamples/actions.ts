/**
 * Write-contract examples for the hand-written action routes (products, production, shipping, pricing, invoices, billing).
 * Same shape and rules as tests/support/writeExamples.ts, which runs these after its own.
 */
import type { WriteCall } from '../writeExamples';

export const ACTION_EXAMPLES: WriteCall[] = [];
