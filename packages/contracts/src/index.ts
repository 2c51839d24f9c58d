/** Public entry of the contracts package: schemas, types, tenant profiles, messages and rules. */
export * from './tenants/tenant-profiles';
export * from './users/users';
export * from './users/access';
export * from './shared/messages';
export * from './shared/validation';
export * from './auth/auth.schemas';
export * from './shared/api';
export * from './events';
export * from './content';
export * from './communities';
export * from './posts';
export * from './meetings';
export * from './assets';
export * from './faq';
export * from './notifications';
export * from './onboarding';
export * from './announcements';
