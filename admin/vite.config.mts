/**
 * The operator console's build: its own bundle, served by the API server at /admin (server/src/routes/admin),
 * nothing of it in the H5 app or the mini-program. `npm run build:admin` writes admin/dist.
 * Dev: `npx vite --config admin/vite.config.mts` proxies /admin/api to the API server on :3000.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd alone is ~1.1 MB before minification: the vendor chunks are split off so pages load only their own code
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react'
          if (/node_modules\/(@refinedev|@tanstack|axios)\//.test(id)) return 'refine'
          return undefined
        }
      }
    }
  },
  server: {
    port: 5174,
    proxy: { '/admin/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false } }
  }
})
