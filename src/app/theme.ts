import { useCallback, useEffect, useState } from 'react';

type Theme = 'light' | 'dark';
const KEY = 'aimd-lab.theme';

function initialTheme(fromUrl: Theme | null): Theme {
  if (fromUrl) return fromUrl;
  try {
    const saved = window.localStorage.getItem(KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // storage may be unavailable (private mode, sandboxed iframe)
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Light or dark: the URL's theme flag, else the saved choice, else the system's preference. */
export function useTheme(fromUrl: Theme | null): [Theme, () => void] {
  const [theme, setTheme] = useState<Theme>(() => initialTheme(fromUrl));
  useEffect(() => {
    if (fromUrl) setTheme(fromUrl);
  }, [fromUrl]);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const toggle = useCallback(() => {
    setTheme((t) => {
      const next = t === 'dark' ? 'light' : 'dark';
      try {
        window.localStorage.setItem(KEY, next);
      } catch {
        // not saved; the choice still holds for this page
      }
      return next;
    });
  }, []);
  return [theme, toggle];
}
