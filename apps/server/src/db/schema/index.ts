/** The whole Drizzle schema, one file per area. */
export * from './tenants';
export * from './users';
export * from './communities';
export * from './auth';
export * from './platform';
export * from './events';
export * from './content';
export * from './posts';
export * from './meetings';
export * from './assets';
export * from './faq';
export * from './notifications';
export * from './org';
export * from './memberships';
export * from './announcements';
export * from './cpd';
export * from './settings';
