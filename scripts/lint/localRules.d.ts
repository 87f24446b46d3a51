// Types of localRules.js, for the test that checks its role names against resources/access.ts.
import type { ESLint } from 'eslint';

export declare const ROLE_NAMES: string[];
export declare const localRules: ESLint.Plugin;
