export * from './auth';
export * from './elearning';
export * from './groups';
export * from './learning';
export * from './notifications';
export * from './panel';
export * from './people';
export * from './reference';
