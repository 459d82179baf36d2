import type { Settings } from './settings-repository.js';

/** The app's colours behind the splash screen and the status bar (the dark theme's page background). */
const APP_COLOUR = '#0f1419';

/**
 * The web app manifest that makes the site installable: named after the operator's site title (setting
 * `title`), opening the app's root in its own window. The icon files are the app's (public/icons).
 */
export function webManifest(settings: Pick<Settings, 'title'>) {
  const name = settings.title.trim() || 'Lotline';
  return {
    id: '/',
    name,
    short_name: name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: APP_COLOUR,
    theme_color: APP_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
