export * from './auth';
export * from './notifications';
export * from './people';
export * from './reference';
