/** The whole database schema: one file per area, re-exported here for Drizzle and drizzle-kit. */
export * from './accounts';
export * from './settings';
export * from './system';
export * from './brands';
export * from './checklist';
export * from './reference';
export * from './inventory';
