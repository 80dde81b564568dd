import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import Beasties from 'beasties'
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa'
import {
  FIRST_SCREEN_STYLE,
  firstScreenBoot,
  firstScreenHtml,
  type Messages,
} from './src/components/layout/first-screen.ts'
import { compileCatalog } from '../packages/contracts/src/i18n-compile.ts'
import { partOf } from './src/i18n/parts.ts'

const THEME = '#0f766e'
const MAIN = fileURLToPath(new URL('src/main.tsx', import.meta.url))
const SRC = fileURLToPath(new URL('src/', import.meta.url))
const OFFLINE_DOOR = join(SRC, 'offline/index.ts')

interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] } | null
}

/**
 * One chunk for everything the entry imports statically (React, the router, the query client,
 * the shell, the route tree). Left alone, the bundler makes a common chunk for every module a
 * lazy route shares with the entry: about twenty small files on the first load, each a request
 * over a phone's slow round trips. Lazy routes and what only they use stay split.
 *
 * The contracts and icons the offline store uses (loaded at start for a signed-in visit only)
 * are a small chunk of their own, 'store-rules', beside the store: taken into the store's chunk,
 * they would make every page that shares them load the store (Dexie) as well, and in the first
 * chunk (as they were) every visitor paid for the status machines (1.4 kB gzip) that only the
 * store and the signed-in pages read.
 */
function firstLoadChunk() {
  let reachable: Set<string> | undefined
  let storeRules: Set<string> | undefined
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!reachable || !storeRules) {
      const found = new Set<string>()
      const queue = [MAIN]
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        for (const dep of ctx.getModuleInfo(next)?.importedIds ?? []) {
          if (found.has(dep)) continue
          found.add(dep)
          queue.push(dep)
        }
      }
      const rules = new Set<string>()
      const storeQueue = STORE_ROOTS.slice()
      const seen = new Set<string>(storeQueue)
      for (let next = storeQueue.pop(); next !== undefined; next = storeQueue.pop()) {
        for (const dep of ctx.getModuleInfo(next)?.importedIds ?? []) {
          if (seen.has(dep)) continue
          seen.add(dep)
          if (!SHARED_FILES.test(dep)) storeQueue.push(dep)
          else if (!found.has(dep)) rules.add(dep)
        }
      }
      reachable = found
      storeRules = rules
    }
    if (reachable.has(id)) return 'app'
    return storeRules.has(id) ? 'store-rules' : null
  }
}

/**
 * Imports through a package's index rewritten to the files that define the names, in the app's
 * sources: `import { Siren } from 'lucide-react'` as `import Siren from 'lucide-react/icons/siren'`,
 * `import { HELPLINE_PHONE } from '@paws/contracts'` as `... from '@paws/contracts/site'`, and
 * `import { call } from '../offline/index.ts'` (the offline module's door) as `... from
 * '<src>/offline/store-door.ts'`. Through an index, every module importing any name imports every
 * file behind it (lucide's two thousand icons, every contract, every offline hook), and the
 * first-load chunk (firstLoadChunk), which takes in what the entry imports, took in every icon,
 * rule and hook any lazy page uses (the outbox's live hooks and the status machines, 3 kB gzip,
 * because main.tsx imports `call` from the door). Type imports stay.
 */
function directImports(): Plugin {
  type Place = { from: string; isDefault: boolean }
  let places: Map<string, Map<string, Place>> | undefined
  const lucide = async () => {
    const index = fileURLToPath(
      import.meta.resolve('lucide-react').replace(/\/cjs\/lucide-react\.js$/, '/esm/lucide-react.mjs'),
    )
    const map = new Map<string, Place>()
    for (const [, names, file] of (await readFile(index, 'utf8')).matchAll(
      /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
    )) {
      for (const [, name] of names.matchAll(/default as (\w+)/g)) {
        map.set(name, { from: `lucide-react/icons/${file}`, isDefault: true })
      }
    }
    return map
  }
  const contracts = async () => {
    const dir = fileURLToPath(new URL('../packages/contracts/src/', import.meta.url))
    const map = new Map<string, Place>()
    for (const [, file] of (await readFile(join(dir, 'index.ts'), 'utf8')).matchAll(
      /export \* from '\.\/([\w-]+)\.ts'/g,
    )) {
      const source = await readFile(join(dir, `${file}.ts`), 'utf8')
      for (const [, name] of source.matchAll(
        /^export (?:declare )?(?:async )?(?:const|let|function\*?|class|type|interface|enum) (\w+)/gm,
      )) {
        map.set(name, { from: `@paws/contracts/${file}`, isDefault: false })
      }
    }
    return map
  }
  const offline = async () => {
    const map = new Map<string, Place>()
    for (const [, names, file] of (await readFile(OFFLINE_DOOR, 'utf8')).matchAll(
      /^export \{([^}]*)\} from '\.\/([\w-]+\.ts)'/gm,
    )) {
      for (const name of names.split(',').map((n) => n.trim())) {
        if (name) map.set(name, { from: join(SRC, 'offline', file), isDefault: false })
      }
    }
    return map
  }
  return {
    name: 'paws-direct-imports',
    enforce: 'pre',
    async transform(code, id) {
      if (!id.startsWith(SRC) || !/from '(lucide-react|@paws\/contracts|[./]+\/offline\/index\.ts)'/.test(code)) return
      places ??= new Map([
        ['lucide-react', await lucide()],
        ['@paws/contracts', await contracts()],
        [OFFLINE_DOOR, await offline()],
      ])
      const known = places
      return code.replace(
        /import\s*\{([^}]*)\}\s*from\s*'(lucide-react|@paws\/contracts|[./]+\/offline\/index\.ts)'/g,
        (whole, list: string, specifier: string) => {
          const pkg = specifier.startsWith('.') ? join(dirname(id), specifier) : specifier
          if (pkg !== OFFLINE_DOOR && specifier.startsWith('.')) return whole
          const byFile = new Map<string, string[]>()
          const types: string[] = []
          const lines: string[] = []
          for (const part of list.split(',').map((p) => p.trim())) {
            if (!part) continue
            if (part.startsWith('type ')) {
              types.push(part)
              continue
            }
            const [name, local = name] = part.split(/\s+as\s+/)
            const place = known.get(pkg)?.get(name)
            if (!place) throw new Error(`${id}: ${specifier} has no export ${name}`)
            if (place.isDefault) lines.push(`import ${local} from '${place.from}'`)
            else byFile.set(place.from, [...(byFile.get(place.from) ?? []), part])
          }
          for (const [from, names] of byFile) {
            // The offline module's files (a path) from the importing file's folder.
            const path = from.startsWith(SRC) ? relative(dirname(id), from).replace(/\\/g, '/') : from
            lines.push(
              `import { ${names.join(', ')} } from '${from.startsWith(SRC) && !path.startsWith('.') ? `./${path}` : path}'`,
            )
          }
          if (types.length > 0) {
            lines.push(`import type { ${types.map((t) => t.slice(5)).join(', ')} } from '${specifier}'`)
          }
          return lines.join('\n')
        },
      )
    },
  }
}

/** The libraries of those, by path. */
const ON_THEIR_OWN_LIBRARIES = /[\\/]node_modules[\\/].*[\\/](dexie|browser-image-compression|leaflet)[\\/]/
/** Loaded on their own, later or only by some: the offline store, the photo compressor, the map. */
const ON_THEIR_OWN =
  /(dexie|browser-image-compression|leaflet|workbox-window|compress-images|RescueMap|OutboxBadge|paws-catalog|[\\/]src[\\/]offline[\\/])/
// The pages most visitors open first, the emergency path's /rescue among them.
const HOME_PAGES = /[\\/]routes[\\/](index|animals\.index|rescue\.index)\.tsx$/
// The emergency path's landing, the smallest of them: what it shares with the others is a chunk of its own.
const RESCUE_LANDING = /[\\/]routes[\\/]rescue\.index\.tsx$/
const ANIMAL_PAGE = /[\\/]routes[\\/]animals\.\$id\.tsx$/
const AUTH_PAGES =
  /[\\/]routes[\\/](login|register|register-ngo|forgot-password|reset-password|verify-email|verify-otp)\.tsx$/
const STORE_ROOTS = ['offline/store.ts', 'offline/app-sync.ts', 'components/layout/OutboxBadge.tsx'].map((path) =>
  join(SRC, path),
)
// The icons and the contracts' rules (not their request schemas, which bring TypeBox along).
const SHARED_FILES =
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/][\w-]+\.ts$/
const PUBLIC_PAGES =
  /[\\/]routes[\\/](adoption\.index|how-adoption-works|contact|privacy-policy|terms-and-conditions|rescue\.form)\.tsx/
// The visitor's information pages: what they share with the signed-in pages (the adoption words,
// a rule, an icon) is a small chunk of its own, not the signed-in pages' shared code.
const VISITOR_PAGES =
  /[\\/]routes[\\/](adoption\.index|how-adoption-works|contact|privacy-policy|terms-and-conditions)\.tsx/
const ADMIN_PAGES = /[\\/]routes[\\/]_auth[\\/]admin\./

/**
 * The offline store (Dexie) with what is always loaded with it: the outbox's sync, which the
 * shell starts for a signed-in visit, and the header's badge. One file instead of three.
 */
function offlineStoreChunk(id: string): string | null {
  return /[\\/]dexie[\\/]|[\\/]src[\\/]offline[\\/](store|app-sync)\.ts$|[\\/]OutboxBadge\.tsx$/.test(id)
    ? 'store'
    : null
}

/**
 * What "Send by SMS" keeps on the phone and writes (api/sms.ts): fetched after every first page
 * settles, /rescue's too (api/sms-ready.ts), so it is a chunk of its own; in the signed-in
 * pages' shared chunk, which the SMS offer and the outbox's cards also use, it would bring that
 * whole chunk to a visitor's first load.
 */
function smsChunk(id: string): string | null {
  return /[\\/]src[\\/]api[\\/]sms\.ts$/.test(id) ? 'sms' : null
}

/**
 * The code that lazy pages share, in a few chunks by who uses it instead of one file per
 * combination of pages: left alone, the bundler has the dashboard ask for some twenty-five small
 * files, six at a time over a phone's slow round trips. What the home pages share stays small
 * (they are most visitors' first page), what /rescue shares with them smaller still; what the
 * sign-in pages and an animal's page share with the signed-in pages (form fields, the dialogs'
 * shell) is one chunk; what the visitor's information pages share with the signed-in pages one
 * (and what they share with the other public pages a small common one); the rest of the
 * signed-in pages' and the admin desk's shared code one chunk each. What only one page uses
 * stays in its chunk, and the offline store in its own.
 */
function sharedLazyChunks() {
  /**
   * What loads a module: the lazy pages, and the other lazily loaded modules (a dialog opened
   * later, a page's loader's data calls), whose code imports it statically, directly or not.
   */
  const loadedBy = (start: string, ctx: ChunkingContext): string[] => {
    const found = new Set<string>()
    const seen = new Set<string>([start])
    const queue = [start]
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const info = ctx.getModuleInfo(id)
      if (id.includes('tsr-split') || (info?.dynamicImporters.length ?? 0) > 0) {
        found.add(id.replace(/\?.*$/, ''))
        if (id.includes('tsr-split')) continue
      }
      for (const importer of info?.importers ?? []) {
        if (seen.has(importer)) continue
        seen.add(importer)
        queue.push(importer)
      }
    }
    return [...found]
  }
  const areas = new Map<string, string | null>()
  const areaOf = (id: string, ctx: ChunkingContext): string | null => {
    if (!areas.has(id)) areas.set(id, area(id, ctx))
    return areas.get(id) ?? null
  }
  const area = (id: string, ctx: ChunkingContext): string | null => {
    if (ON_THEIR_OWN.test(id) || id.includes('tsr-split')) return null
    // A module that imports one of those (the maps' shared tile layer imports Leaflet) stays out
    // of the shared chunks too: a chunk takes in what its modules import, so the signed-in pages'
    // chunk would carry Leaflet to every page that loads it.
    if (ctx.getModuleInfo(id)?.importedIds.some((dep) => ON_THEIR_OWN_LIBRARIES.test(dep))) return null
    // The app's own modules, and the icons and contracts they import one file each
    // (directImports), which are shared the same way.
    if (!id.startsWith(SRC) && !SHARED_FILES.test(id)) return null
    const used = loadedBy(id, ctx)
    if (used.length < 2) return null
    if (used.some((page) => RESCUE_LANDING.test(page))) return 'landing'
    const home = used.some((page) => HOME_PAGES.test(page))
    const entry = used.some((page) => AUTH_PAGES.test(page) || ANIMAL_PAGE.test(page))
    if (used.some((page) => VISITOR_PAGES.test(page))) return home || entry ? 'common' : 'visitor'
    if (home) return 'browse'
    if (entry) return 'shared'
    // An icon or a rule a public page draws too: with the pages anyone may open, not the account's.
    if (SHARED_FILES.test(id) && used.some((page) => PUBLIC_PAGES.test(page))) return 'shared'
    if (used.every((page) => ADMIN_PAGES.test(page))) return 'admin-shared'
    return 'account'
  }
  // One group each, in this order: a chunk takes in what its modules import (unless an earlier
  // one has it), so the home pages' chunk stays small and 'shared' is not pulled into 'account'.
  return ['landing', 'common', 'browse', 'shared', 'visitor', 'account', 'admin-shared'].map((name, index) => ({
    name: (id: string, ctx: ChunkingContext) => (areaOf(id, ctx) === name ? name : null),
    debugName: name,
    priority: 7 - index,
  }))
}

/** The language catalogs' module ids: `virtual:paws-catalog/<locale>/<part>`. */
const CATALOG_PREFIX = 'virtual:paws-catalog/'

/**
 * The language catalogs as `virtual:paws-catalog/<locale>/<part>`: the shared
 * contracts catalog and the PWA's, merged, split in two (src/i18n/parts.ts) and compiled here,
 * so the page gets ready-made messages in small chunks and never carries the message compiler.
 */
function pawsCatalogs(): Plugin {
  const prefix = CATALOG_PREFIX
  const sources = (locale: string) => [
    fileURLToPath(new URL(`../packages/contracts/locales/${locale}.json`, import.meta.url)),
    fileURLToPath(new URL(`src/locales/${locale}.json`, import.meta.url)),
  ]
  return {
    name: 'paws-catalogs',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return
      const [locale, part] = id.slice(prefix.length + 1).split('/')
      const catalogs = await Promise.all(
        sources(locale).map(async (path) => {
          this.addWatchFile(path)
          return JSON.parse(await readFile(path, 'utf8')) as Record<string, string>
        }),
      )
      const merged: Record<string, string> = Object.assign({}, ...catalogs)
      const inPart = Object.fromEntries(Object.entries(merged).filter(([key]) => partOf(key) === part))
      return `export default ${JSON.stringify(compileCatalog(inPart))}`
    },
  }
}

/**
 * Each catalog part is a chunk of its own, loaded by its own import, and named for its language
 * and part: `assets/catalog-mr-rest-<hash>.js` (docs/rules.md#first-load). Named here rather
 * than gathered by a chunk group, which would leave a one-line chunk in front of each part that
 * re-exports it: one more file to fetch and to preload per part.
 */
function chunkFileName({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const prefix = `\0${CATALOG_PREFIX}`
  return facadeModuleId?.startsWith(prefix)
    ? `assets/catalog-${facadeModuleId.slice(prefix.length).replace('/', '-')}-[hash].js`
    : 'assets/[name]-[hash].js'
}

/**
 * The favicon inside the page (a 0.7 kB SVG) instead of a request of its own, which would take
 * one of the six connections a phone's browser opens while the app's code is downloading.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'paws-inline-favicon',
    async transformIndexHtml(html) {
      const svg = await readFile(fileURLToPath(new URL('public/favicon.svg', import.meta.url)), 'utf8')
      return html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"`)
    },
  }
}

/**
 * A language's words as the build reads them (the shared contracts catalog and the PWA's,
 * merged): plain ICU, {name} placeholders and '' for an apostrophe.
 */
function catalogOf(locale: string): Messages {
  const files = [
    fileURLToPath(new URL(`../packages/contracts/locales/${locale}.json`, import.meta.url)),
    fileURLToPath(new URL(`src/locales/${locale}.json`, import.meta.url)),
  ]
  const messages: Record<string, string> = Object.assign(
    {},
    ...files.map((file) => JSON.parse(readFileSync(file, 'utf8'))),
  )
  return (key, values = {}) => {
    const message = messages[key]
    if (message === undefined) throw new Error(`build: no ${key} in the ${locale} catalog`)
    return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`).replace(/''/g, "'")
  }
}

/**
 * The installed app's manifest in one language: its description and the shortcuts a long press
 * on its icon offers (a new report, the reporter's own list; sign-in first when signed out) in
 * the words of that language's catalog. English is the manifest vite-plugin-pwa writes; the
 * others are written beside it (manifest.<locale>.webmanifest) and the page links the one it
 * speaks (i18n/language.ts).
 */
function manifestIn(locale: 'en' | 'mr' | 'hi'): Partial<ManifestOptions> {
  const m = catalogOf(locale)
  const icon = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }]
  return {
    name: 'Mumbai Paws',
    short_name: 'Mumbai Paws',
    description: m('manifest.description'),
    theme_color: THEME,
    background_color: '#f8fafc',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    lang: `${locale}-IN`,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: m('manifest.report.name'),
        short_name: m('manifest.report.shortName'),
        description: m('manifest.report.description'),
        url: '/rescue/form',
        icons: icon,
      },
      {
        name: m('manifest.mine.name'),
        short_name: m('manifest.mine.shortName'),
        description: m('manifest.mine.description'),
        url: '/dashboard?tab=rescue',
        icons: icon,
      },
    ],
    // Share to report: photos shared from WhatsApp or the gallery open a new report with
    // them attached; the service worker answers the post, offline too (offline/sw-share.ts).
    share_target: {
      action: '/rescue/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: 'photos', accept: ['image/*'] }] },
    },
  }
}

/** The Marathi and Hindi manifests, beside the English one (see manifestIn). */
function localizedManifests(): Plugin {
  return {
    name: 'paws-localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of ['mr', 'hi'] as const) {
        this.emitFile({
          type: 'asset',
          fileName: `manifest.${locale}.webmanifest`,
          source: JSON.stringify(manifestIn(locale)),
        })
      }
    },
  }
}

/**
 * The emergency path's first screen (components/layout/first-screen.ts) in index.html: the home
 * page's and /rescue's report button and hotline in English, Marathi and Hindi, from the
 * catalogs, with the boot script that picks one and the style that shows it. Drawn from the
 * page's first bytes, before any of the app's code arrives.
 */
function firstScreen(): Plugin {
  return {
    name: 'paws-first-screen',
    transformIndexHtml(html) {
      const [en, mr, hi] = ['en', 'mr', 'hi'].map(catalogOf)
      return html
        .replace(
          '</head>',
          `<style>${FIRST_SCREEN_STYLE}</style><script>(${firstScreenBoot.toString()})()</script></head>`,
        )
        .replace('<div id="root">', `${firstScreenHtml({ en, mr, hi })}<div id="root">`)
    },
  }
}

/**
 * The style the page's first screen needs, inside the page (Beasties: the rules that match its
 * markup), and the stylesheet moved to the end of the body: on a slow link the static header
 * and first screen are drawn from the page's own bytes, without waiting a round trip and
 * 12 kB for the whole stylesheet. The app's code still waits for the stylesheet before it runs.
 */
function criticalCss(): Plugin {
  return {
    name: 'paws-critical-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle ?? {}
        class FromBundle extends Beasties {
          override readFile(filename: string): Promise<string> {
            const name = filename.replace(/^.*?[\\/]dist[\\/]/, '').replace(/\\/g, '/')
            const asset = bundle[name]
            if (asset?.type !== 'asset') return Promise.reject(new Error(`${name} is not in the build`))
            return Promise.resolve(
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source),
            )
          }
        }
        const beasties = new FromBundle({
          path: fileURLToPath(new URL('dist', import.meta.url)),
          publicPath: '/',
          preload: 'body',
          pruneSource: false,
          // The page's own inline style (the first screen's switches) is kept whole.
          reduceInlineStyles: false,
          compress: true,
          logLevel: 'warn',
        })
        return beasties.process(html)
      },
    },
  }
}

/**
 * Writes a .br and a .gz next to every text file of the build; the API's static handler
 * (preCompressed) sends them to browsers that accept them, so nothing is compressed per request.
 * The .gz is Zopfli's (a gzip any browser reads, some 4% smaller than zlib's best: 5 kB less of
 * the first chunk for a phone that is offered no Brotli; docs/rules.md#first-load) for the files
 * over 20 kB, which hold most of the bytes; zlib's best for the small ones, where Zopfli's time
 * buys a few bytes each. One iteration: more take twice as long for a few hundred bytes.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress)
  const gz = promisify(gzip)
  return {
    name: 'paws-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      const files = Object.keys(bundle).filter((name) => /\.(js|mjs|css|html|svg|json|webmanifest)$/.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name)
          const body = await readFile(path)
          if (body.length < 1024) return
          await writeFile(`${path}.br`, await br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
          await writeFile(
            `${path}.gz`,
            body.length > 20_000 ? await zopfliGzip(body, { numiterations: 1 }) : await gz(body, { level: 9 }),
          )
        }),
      )
    },
  }
}

export default defineConfig(({ mode }) => {
  // API_PROXY_TARGET (environment or .env) points the dev proxy at another API port.
  const apiTarget = loadEnv(mode, '.', 'API_').API_PROXY_TARGET || 'http://localhost:3000'
  return {
    plugins: [
      // The router plugin runs before React's so route files are split into lazy chunks.
      directImports(),
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // The signed-in pages' layout is only an <Outlet>: not a file of its own to wait for.
        codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/_auth' ? [] : undefined) },
        quoteStyle: 'single',
        semicolons: false,
      }),
      react(),
      pawsCatalogs(),
      inlineFavicon(),
      firstScreen(),
      localizedManifests(),
      criticalCss(),
      tailwindcss(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        injectManifest: {
          // The app shell and every lazy route chunk; photos are cached at run time instead. The
          // admin desk's route chunks (admin.*) and its map (Leaflet) are left out: admins work
          // online at a desk, and a phone's first visit should not pay for them (the budget:
          // precache < 400 kB). Only whole route chunks: pieces the case page shares with the
          // desk (api/admin) stay in.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
          // The language catalogs are listed too, but the worker caches only the language the
          // page speaks (sw.ts): a phone does not download all three.
          // The install icons are fetched by the browser when the app is installed, never by a
          // page: only the notifications' icon (sw.ts) is kept.
          globIgnores: [
            '**/assets/admin.*.js',
            '**/assets/RescueMap-*',
            '**/icons/icon-512*.png',
            '**/apple-touch-icon.png',
          ],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        includeManifestIcons: false,
        includeAssets: ['favicon.svg', 'images/placeholder-pet.svg'],
        manifest: manifestIn('en'),
        devOptions: { enabled: false, type: 'module' },
      }),
      precompress(),
    ],
    resolve: {
      alias: [
        // The router's store reads the router's state through use-sync-external-store's shim, a
        // copy of useSyncExternalStore for React before 18; React 19 has its own, which the
        // package's plain with-selector uses.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector',
        },
      ],
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/uploads': { target: apiTarget, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      target: 'es2022',
      rolldownOptions: {
        output: {
          // assets/catalog-<locale>-<part>-<hash>.js: the worker caches one language's (sw.ts).
          chunkFileNames: chunkFileName,
          codeSplitting: {
            groups: [
              { name: firstLoadChunk(), debugName: 'first-load', priority: 10 },
              { name: smsChunk, debugName: 'sms', priority: 9 },
              { name: offlineStoreChunk, debugName: 'offline-store', priority: 8 },
              ...sharedLazyChunks(),
            ],
          },
        },
      },
    },
  }
})
