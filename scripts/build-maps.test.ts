// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { AFRICA_PATHS, AFRICA_VIEW_BOX } from '../src/ui/maps/africa-paths'
import type { RegionPath } from '../src/ui/maps/region-path'
import { SELECTABLE_COUNTRIES, SELECTABLE_PROVINCES } from '../src/ui/maps/selectable-regions'
import { SOUTH_AFRICA_PATHS, SOUTH_AFRICA_VIEW_BOX } from '../src/ui/maps/south-africa-paths'

/** Africa's 54 UN member states, written out here apart from the build script's table. */
const UN_MEMBER_STATES = {
  algeria: 'Algeria',
  angola: 'Angola',
  benin: 'Benin',
  botswana: 'Botswana',
  'burkina-faso': 'Burkina Faso',
  burundi: 'Burundi',
  'cabo-verde': 'Cabo Verde',
  cameroon: 'Cameroon',
  'central-african-republic': 'Central African Republic',
  chad: 'Chad',
  comoros: 'Comoros',
  'republic-of-the-congo': 'Republic of the Congo',
  'democratic-republic-of-the-congo': 'Democratic Republic of the Congo',
  'cote-d-ivoire': "Côte d'Ivoire",
  djibouti: 'Djibouti',
  egypt: 'Egypt',
  'equatorial-guinea': 'Equatorial Guinea',
  eritrea: 'Eritrea',
  eswatini: 'Eswatini',
  ethiopia: 'Ethiopia',
  gabon: 'Gabon',
  gambia: 'Gambia',
  ghana: 'Ghana',
  guinea: 'Guinea',
  'guinea-bissau': 'Guinea-Bissau',
  kenya: 'Kenya',
  lesotho: 'Lesotho',
  liberia: 'Liberia',
  libya: 'Libya',
  madagascar: 'Madagascar',
  malawi: 'Malawi',
  mali: 'Mali',
  mauritania: 'Mauritania',
  mauritius: 'Mauritius',
  morocco: 'Morocco',
  mozambique: 'Mozambique',
  namibia: 'Namibia',
  niger: 'Niger',
  nigeria: 'Nigeria',
  rwanda: 'Rwanda',
  'sao-tome-and-principe': 'São Tomé and Príncipe',
  senegal: 'Senegal',
  seychelles: 'Seychelles',
  'sierra-leone': 'Sierra Leone',
  somalia: 'Somalia',
  'south-africa': 'South Africa',
  'south-sudan': 'South Sudan',
  sudan: 'Sudan',
  tanzania: 'Tanzania',
  togo: 'Togo',
  tunisia: 'Tunisia',
  uganda: 'Uganda',
  zambia: 'Zambia',
  zimbabwe: 'Zimbabwe',
}

const ISLAND_STATES = ['cabo-verde', 'comoros', 'mauritius', 'sao-tome-and-principe', 'seychelles']

type Point = [number, number]

/** The rings of path data written as `M x y l dx dy … z`, in absolute coordinates. */
function rings(d: string): Point[][] {
  const tokens = d.match(/[Mlz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? []
  const result: Point[][] = []
  let command = ''
  let ring: Point[] = []
  let numbers: number[] = []
  for (const token of tokens) {
    if (/[Mlz]/.test(token)) {
      command = token
      if (token === 'z') {
        result.push(ring)
        ring = []
      }
      continue
    }
    numbers.push(Number(token))
    if (numbers.length < 2) continue
    const [x, y] = numbers as Point
    numbers = []
    const last = ring.at(-1)
    ring.push(command === 'M' || !last ? [x, y] : [last[0] + x, last[1] + y])
  }
  return result
}

function viewBoxSize(viewBox: string): Point {
  const [, , width, height] = viewBox.split(' ').map(Number)
  return [width!, height!]
}

function sizes(file: string) {
  const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)))
  return { raw: source.length, gzip: gzipSync(source, { level: 9 }).length }
}

function expectDrawable(paths: Record<string, RegionPath>, viewBox: string) {
  const [width, height] = viewBoxSize(viewBox)
  for (const [id, region] of Object.entries(paths)) {
    const shapes = rings(region.d)
    expect(shapes.length, id).toBeGreaterThan(0)
    for (const ring of shapes) {
      expect(ring.length, `${id} ring`).toBeGreaterThanOrEqual(3)
      for (const [x, y] of ring) {
        expect(x, id).toBeGreaterThanOrEqual(0)
        expect(x, id).toBeLessThanOrEqual(width)
        expect(y, id).toBeGreaterThanOrEqual(0)
        expect(y, id).toBeLessThanOrEqual(height)
      }
      // Rounding left no repeated point behind.
      for (let i = 1; i < ring.length; i++) {
        expect(ring[i], id).not.toEqual(ring[i - 1])
      }
    }
  }
}

describe('the Africa map data', () => {
  it('draws all 54 African UN member states under their ids and names, and Western Sahara', () => {
    for (const [id, name] of Object.entries(UN_MEMBER_STATES)) {
      expect(AFRICA_PATHS, id).toHaveProperty(id)
      expect(AFRICA_PATHS[id as keyof typeof AFRICA_PATHS].name).toBe(name)
    }
    expect(AFRICA_PATHS['western-sahara'].name).toBe('Western Sahara')
    expect(Object.keys(AFRICA_PATHS).sort()).toEqual(
      [...Object.keys(UN_MEMBER_STATES), 'western-sahara'].sort(),
    )
  })

  it('has the 19 selectable countries, Western Sahara not among them', () => {
    expect(new Set(SELECTABLE_COUNTRIES).size).toBe(19)
    for (const id of SELECTABLE_COUNTRIES) expect(AFRICA_PATHS).toHaveProperty(id)
    expect(SELECTABLE_COUNTRIES).not.toContain('western-sahara')
  })

  it('draws every region inside the viewBox, without repeated points', () => {
    expectDrawable(AFRICA_PATHS, AFRICA_VIEW_BOX)
  })

  it('keeps the island states, each with a ring marking where it is', () => {
    for (const id of ISLAND_STATES) {
      const region: RegionPath = AFRICA_PATHS[id as keyof typeof AFRICA_PATHS]
      expect(rings(region.d).length, id).toBeGreaterThan(0)
      expect(region.marker?.r, id).toBeGreaterThanOrEqual(6)
    }
  })

  it('stays within the measured size: about 45 KB raw, 16 KB gzip', () => {
    const { raw, gzip } = sizes('../src/ui/maps/africa-paths.ts')
    expect(raw).toBeLessThanOrEqual(45 * 1024)
    expect(gzip).toBeLessThanOrEqual(16 * 1024)
  })
})

describe('the South Africa province map data', () => {
  it('draws the nine provinces, Lesotho and Eswatini', () => {
    expect(Object.keys(SOUTH_AFRICA_PATHS).sort()).toEqual(
      [...SELECTABLE_PROVINCES, 'lesotho', 'eswatini'].sort(),
    )
    expect(SOUTH_AFRICA_PATHS['kwazulu-natal'].name).toBe('KwaZulu-Natal')
    expect(SOUTH_AFRICA_PATHS['free-state'].name).toBe('Free State')
    expect(SOUTH_AFRICA_PATHS['north-west'].name).toBe('North West')
  })

  it('has the nine selectable provinces, Lesotho and Eswatini not among them', () => {
    expect(new Set(SELECTABLE_PROVINCES).size).toBe(9)
    expect(SELECTABLE_PROVINCES).not.toContain('lesotho')
    expect(SELECTABLE_PROVINCES).not.toContain('eswatini')
  })

  it('draws merged outlines: one ring each for Lesotho, Eswatini and KwaZulu-Natal', () => {
    expect(rings(SOUTH_AFRICA_PATHS.lesotho.d)).toHaveLength(1)
    expect(rings(SOUTH_AFRICA_PATHS.eswatini.d)).toHaveLength(1)
    // Umzimkulu merged in: no pocket left as a hole.
    expect(rings(SOUTH_AFRICA_PATHS['kwazulu-natal'].d)).toHaveLength(1)
  })

  it('draws every region inside the viewBox, without repeated points', () => {
    expectDrawable(SOUTH_AFRICA_PATHS, SOUTH_AFRICA_VIEW_BOX)
  })

  it('stays within the measured size: about 30 KB raw, 11 KB gzip', () => {
    const { raw, gzip } = sizes('../src/ui/maps/south-africa-paths.ts')
    expect(raw).toBeLessThanOrEqual(30 * 1024)
    expect(gzip).toBeLessThanOrEqual(11 * 1024)
  })
})
