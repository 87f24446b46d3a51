/** The whole database schema: one file per area, re-exported here for Drizzle and drizzle-kit. */
export * from './accounts';
export * from './catalog';
export * from './settings';
export * from './system';
export * from './inventory';
export * from './orders';
export * from './production';
export * from './billing';
