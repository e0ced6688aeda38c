export * from './auth';
export * from './elearning';
export * from './notifications';
export * from './panel';
export * from './people';
export * from './reference';
