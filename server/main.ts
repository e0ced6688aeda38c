import { startWithMallocSettings, tuneV8 } from './memory';

// Before anything else is loaded: the server may start itself again with its malloc settings.
startWithMallocSettings();
tuneV8();
await import('./serve');
