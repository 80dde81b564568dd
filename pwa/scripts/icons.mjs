// Draws the paw icon and writes favicon.svg plus the PNG icons of the manifest. Run once
// after changing the drawing (the outputs are committed):
//   node scripts/icons.mjs        (sharp is taken from the api package)
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const sharp = createRequire(new URL('../../api/package.json', import.meta.url))('sharp')
const THEME = '#0f766e'

const paw = `
  <path d="M256 246c54 0 104 50 114 100 10 50-30 72-70 62-25-6-63-6-88 0-40 10-80-12-70-62 10-50 60-100 114-100z"/>
  <ellipse cx="160" cy="220" rx="33" ry="45" transform="rotate(-24 160 220)"/>
  <ellipse cx="219" cy="152" rx="34" ry="47" transform="rotate(-8 219 152)"/>
  <ellipse cx="293" cy="152" rx="34" ry="47" transform="rotate(8 293 152)"/>
  <ellipse cx="352" cy="220" rx="33" ry="45" transform="rotate(24 352 220)"/>`

/** rounded: a tile with corners (favicon, "any" icons); scale: paw size inside the tile. */
function icon({ rounded, scale }) {
  const offset = 256 * (1 - scale)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${THEME}"/>
  <g fill="#fff" transform="translate(${offset} ${offset + 8 * scale}) scale(${scale})">${paw}
  </g>
</svg>
`
}

const favicon = icon({ rounded: true, scale: 0.92 })
writeFileSync(new URL('../public/favicon.svg', import.meta.url), favicon)

async function png(svg, size, file) {
  await sharp(Buffer.from(svg), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(file, import.meta.url).pathname)
}

await png(favicon, 192, '../public/icons/icon-192.png')
await png(favicon, 512, '../public/icons/icon-512.png')
// Maskable: full-bleed background, paw kept inside the 80 % safe circle.
await png(icon({ rounded: false, scale: 0.7 }), 512, '../public/icons/icon-512-maskable.png')
await png(icon({ rounded: false, scale: 0.8 }), 180, '../public/apple-touch-icon.png')
console.log('icons written')
