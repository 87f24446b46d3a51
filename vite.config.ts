import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

// The browser app. In development Vite serves it and proxies the API to the server on :3000.
export default defineConfig(({ command }) => ({
  // Apollo Client runs its development checks (and its devtools hook) unless told it is a
  // production build: they cost the signed-in app's first render CPU it does not need.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  plugins: [
    react(),
    // The stations are an installable web app that opens offline (docs/production.md "Offline
    // scans"): a Workbox service worker precaches the app shell and its code, and answers every
    // page of the app (the station routes among them) with index.html when the network is gone.
    // The API is never cached: a scan taken offline waits in the station's own queue (IndexedDB).
    // The worker is registered by the stations (src/production/offline/serviceWorker.ts), so the
    // rest of the app and its tests are not changed by it.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png'],
      manifest: {
        name: 'Papered stations',
        short_name: 'Papered',
        description: 'The production floor’s stations: scanner, weigh, ship and waste.',
        start_url: '/production/scanner',
        scope: '/',
        display: 'standalone',
        background_color: '#f6f7f9',
        theme_color: '#1f3a5f',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,ttf,webmanifest}'],
        // The signed-in app's chunks (react-admin) are large; the camera decoder comes with them.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        // Server pages and the API are the network's: never answered from the cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/, /^\/metrics/, /^\/favicon\.ico$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // Brotli and gzip copies of every text file of the build, served as they are by the server
    // (server/app.ts): compressed once at build time rather than on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', '@mui/material', '@emotion/react', 'graphql'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/ws': { target: 'ws://localhost:3000', ws: true } },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
}));
