import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/shell.css';
import { App } from './app/App';
import { AtlasPage } from './app/atlas/AtlasPage';
import { atlasRoute } from './app/atlas/atlasRoute';
import { ServiceWorkerPrompt } from './app/ServiceWorkerPrompt';

const root = document.getElementById('root');
if (root) {
  // the paper atlas (?atlas=000) is a page of its own; anything else is a lab
  const atlas = atlasRoute(window.location.search);
  createRoot(root).render(
    <StrictMode>
      {atlas ? <AtlasPage paperId={atlas.paperId} problem={atlas.problem} /> : <App />}
      <ServiceWorkerPrompt />
    </StrictMode>,
  );
}
