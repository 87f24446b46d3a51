/**
 * Write-contract examples for the declared resources' CRUD, accounts and reference data.
 * Same shape and rules as tests/support/writeExamples.ts, which runs these after its own.
 */
import type { WriteCall } from '../writeExamples';

export const RECORD_EXAMPLES: WriteCall[] = [];
