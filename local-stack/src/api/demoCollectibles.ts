import { DEMO_COLLECTIBLE } from '@airlock/testkit/demo'
import { API_ERROR, ApiError } from './ApiError.ts'

/** The themes of the demo collectibles: token `id` is theme `(id - 1) % 6`. */
const THEMES = [
  { name: 'Tide', hue: 200, shape: 'waves' },
  { name: 'Ember', hue: 18, shape: 'rings' },
  { name: 'Meadow', hue: 120, shape: 'hills' },
  { name: 'Dusk', hue: 270, shape: 'rings' },
  { name: 'Glacier', hue: 185, shape: 'hills' },
  { name: 'Bloom', hue: 330, shape: 'waves' },
] as const

/** Ids the art is drawn for: any a demo mint could use, and no more. */
const MAX_ID = 10_000

/** ERC-721 metadata JSON (the EIP's "ERC721 Metadata JSON Schema"). */
type CollectibleMetadata = {
  name: string
  description: string
  image: string
  attributes: Array<{ trait_type: string; value: string }>
}

/** The path under `/v1/` where the demo collection's metadata and images are served. */
export const COLLECTIBLES_PATH = 'collectibles/'

const COLLECTIBLE_FILE = /^\/v1\/collectibles\/(\d{1,5})\.(json|svg)$/

/** Whether `pathname` is one of the demo collection's files (see {@link answerCollectible}). */
export const isCollectiblePath = (pathname: string): boolean =>
  pathname.startsWith(`/v1/${COLLECTIBLES_PATH}`)

function theme(id: number) {
  return THEMES[(id - 1) % THEMES.length] ?? THEMES[0]
}

/**
 * The metadata of demo collectible `id`, its image under `apiUrl` (the API's `/v1/` URL, as
 * `tokenURI` names it).
 */
function collectibleMetadata(id: number, apiUrl: string): CollectibleMetadata {
  const { name, shape } = theme(id)
  return {
    name: `${name} #${id}`,
    description: `${name}, drawn by the Airlock reference API for the local demo chains.`,
    image: `${apiUrl}${COLLECTIBLES_PATH}${id}.svg`,
    attributes: [
      { trait_type: 'Theme', value: name },
      { trait_type: 'Shape', value: shape },
    ],
  }
}

/**
 * The art of demo collectible `id`: a 512 × 512 SVG of its theme (hue and shapes), varied by the
 * id, with no script, no text and nothing loaded from elsewhere.
 */
function collectibleSvg(id: number): string {
  const { hue, shape } = theme(id)
  // The id shifts the hue and the layout, so two tokens of a theme differ.
  const shift = ((id * 37) % 40) - 20
  const h = (hue + shift + 360) % 360
  const color = (dh: number, s: number, l: number) => `hsl(${(h + dh + 360) % 360} ${s}% ${l}%)`
  const layers: string[] = []
  if (shape === 'rings') {
    for (let ring = 0; ring < 6; ring += 1) {
      layers.push(
        `<circle cx="${256 + ((id * 13) % 60) - 30}" cy="${300 - ring * 8}" r="${220 - ring * 36}" fill="${color(ring * 12, 80, 30 + ring * 9)}"/>`,
      )
    }
  } else {
    for (let band = 0; band < 5; band += 1) {
      const y = 200 + band * 70
      const amp = shape === 'waves' ? 30 + ((id + band) % 3) * 10 : 60 - band * 8
      const d =
        shape === 'waves'
          ? `M0 ${y} C 128 ${y - amp}, 256 ${y + amp}, 384 ${y} S 512 ${y - amp}, 512 ${y} V512 H0 Z`
          : `M0 ${y + amp} Q ${128 + band * 40} ${y - amp} ${320 + band * 20} ${y + amp / 2} T 512 ${y} V512 H0 Z`
      layers.push(`<path d="${d}" fill="${color(band * 10, 70, 60 - band * 9)}"/>`)
    }
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${color(-30, 70, 85)}"/><stop offset="1" stop-color="${color(0, 60, 65)}"/>`,
    '</linearGradient></defs>',
    '<rect width="512" height="512" fill="url(#sky)"/>',
    `<circle cx="${120 + ((id * 71) % 280)}" cy="110" r="46" fill="${color(40, 90, 92)}"/>`,
    ...layers,
    '</svg>',
  ].join('')
}

/** A file of the demo collection, ready to send. */
export type CollectibleFile = { contentType: string; body: string }

/**
 * Answers `GET /v1/collectibles/{id}.json` (the metadata `tokenURI` names) and
 * `GET /v1/collectibles/{id}.svg` (its image) for the demo collection ({@link DEMO_COLLECTIBLE}).
 *
 * @throws ApiError 404 `NOT_FOUND` for another path or an id outside 1–10 000.
 */
export function answerCollectible(pathname: string, apiUrl: string): CollectibleFile {
  const match = COLLECTIBLE_FILE.exec(pathname)
  const id = Number(match?.[1])
  if (!match || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw new ApiError(
      404,
      API_ERROR.NOT_FOUND,
      `No such collectible file: ${pathname.slice(0, 200)}. The ${DEMO_COLLECTIBLE.name} are served as /v1/collectibles/{id}.json and /v1/collectibles/{id}.svg, id 1 to ${MAX_ID}.`,
    )
  }
  return match[2] === 'svg'
    ? { contentType: 'image/svg+xml', body: collectibleSvg(id) }
    : {
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(collectibleMetadata(id, apiUrl)),
      }
}
