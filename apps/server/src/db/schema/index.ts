/** The whole Drizzle schema, one file per area. */
export * from './tenants';
export * from './users';
export * from './communities';
export * from './auth';
export * from './platform';
