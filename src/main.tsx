import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadCatalogue } from './i18n';

// What the first screen needs starts loading now, in parallel, not one after the other.
preloadCatalogue();

/** Lets the browser run other tasks (input, paint) before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The shell arrives with the page (modulepreload links) but runs in stages, each a task of its own
 * instead of one long task: MUI, then react-admin, then the app (the chunks of vite.config.ts).
 */
async function start() {
  await import('./boot/mui');
  await nextTask();
  await import('./boot/react-admin');
  await nextTask();
  const [{ App }, { preloadPage }] = await Promise.all([import('./App'), import('./preload')]);
  preloadPage(window.location.pathname);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
start().catch((error) => console.error(error));
