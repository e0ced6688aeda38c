import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadCatalogue } from './i18n';
import { preloadPage } from './preload';

// What the first screen needs starts loading now, in parallel, not one after the other.
preloadCatalogue();
preloadPage(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
