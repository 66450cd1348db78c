import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/shell.css';
import { App } from './app/App';
import { ServiceWorkerPrompt } from './app/ServiceWorkerPrompt';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
      <ServiceWorkerPrompt />
    </StrictMode>,
  );
}
