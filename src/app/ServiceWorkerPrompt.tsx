/// <reference types="vite-plugin-pwa/react" />
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { readShellFlags } from './urlState';

/** How often an open page asks the server for a new build (a lecture keeps a tab open for hours). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** The offline notice goes away by itself after this long. */
const OFFLINE_NOTICE_MS = 20_000;

/**
 * Where the messages go: the slot in the header (TopBar's `data-status-slot`), which is never
 * over a chart; it is looked up again after each commit, so the first render, before the header
 * exists, is followed at once by one that finds it. Embedded labs have no header: there the
 * messages follow the lab in the page, under it.
 */
const noSubscription = () => () => {};
const statusSlot = (): Element | null => document.querySelector('[data-status-slot]');

/**
 * The service worker's two messages (the worker itself: vite.config.ts, docs/deploy.md). A new
 * build waits until the user reloads with the button, instead of the page running stale code
 * unannounced; the first time the app has been cached, a notice says it now works offline.
 *
 * In embed mode (an iframe on a course page) the offline notice is not shown, as it concerns the
 * reader of the page rather than the app; the update prompt is, smaller, because an embedded lab
 * would otherwise keep its old code as long as any tab holds the old worker. The scenario is in the
 * URL, so a reload reopens the same run. In development there is no service worker and neither
 * message ever shows (the plugin's dev module does nothing).
 */
export function ServiceWorkerPrompt() {
  const [embed] = useState(() => readShellFlags(window.location.search).embed);
  const [reloading, setReloading] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing)
          registration.update().catch(() => {
            // the server is unreachable or the app was removed: try again at the next check
          });
      }, UPDATE_CHECK_MS);
    },
    onRegisterError() {
      // No offline copy (storage refused, blocked by the browser): the app works online as before.
    },
  });

  useEffect(() => {
    if (!offlineReady) return;
    const t = setTimeout(() => setOfflineReady(false), OFFLINE_NOTICE_MS);
    return () => clearTimeout(t);
  }, [offlineReady, setOfflineReady]);

  const slot = useSyncExternalStore(noSubscription, statusSlot, () => null);
  const showOffline = offlineReady && !embed && !needRefresh;
  // One live region, always there, so that screen readers announce what appears in it.
  const region = (
    <div className={embed ? 'sw-toasts embed' : 'sw-toasts'} role="status">
      {needRefresh && (
        <div className="sw-toast update" data-testid="update.prompt">
          <span className="sw-text">A new version is available.</span>
          <button
            type="button"
            className="primary"
            data-testid="update.reload"
            disabled={reloading}
            title="Reload with the new version (the scenario is in the link and comes back)"
            onClick={() => {
              setReloading(true);
              // The waiting worker takes over, then the page reloads (see registerSW).
              void updateServiceWorker(true);
            }}
          >
            {reloading ? 'Reloading…' : 'Reload'}
          </button>
          <button
            type="button"
            className="icon"
            data-testid="update.dismiss"
            aria-label="Not now"
            title="Not now (the next visit asks again)"
            onClick={() => setNeedRefresh(false)}
          >
            ×
          </button>
        </div>
      )}
      {showOffline && (
        <div className="sw-toast" data-testid="offline.ready">
          <span className="sw-text">Ready to work offline.</span>
          <button
            type="button"
            className="icon"
            data-testid="offline.dismiss"
            aria-label="Dismiss"
            onClick={() => setOfflineReady(false)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
  return slot && !embed ? createPortal(region, slot) : region;
}
