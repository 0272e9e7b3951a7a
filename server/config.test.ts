// @vitest-environment node
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig, SERVER_ENV_NAMES } from './config.ts'

const repository = fileURLToPath(new URL('..', import.meta.url))

/** The one message readConfig throws for `env`. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`)
}

describe('readConfig', () => {
  it("gives the README's defaults for an empty environment", () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: undefined,
      distDir: resolve(repository, 'dist'),
      siteUrl: undefined,
      databaseUrl: undefined,
      dataDir: './data',
      contentDir: resolve('content'),
      database: {
        poolSize: 10,
        timeouts: { connectMs: 2000, statementMs: 3000, queryMs: 3500, idleInTransactionMs: 5000 },
      },
      requestDeadlineMs: 5000,
      corsOrigins: [],
      trustProxy: undefined,
      adminToken: undefined,
      rateLimits: {
        reads: { limit: 600, windowMs: 60_000 },
        contact: { limit: 5, windowMs: 3_600_000 },
        renders: { limit: 120, windowMs: 60_000 },
      },
      contactHashSalt: undefined,
      logRequests: true,
    })
  })

  it('reads each variable', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: ' 127.0.0.1 ',
      DIST_DIR: '/srv/site/dist',
      SITE_URL: 'HTTPS://www.mzansiclearing.co.za/',
      DATABASE_URL: 'postgres://mzansi:secret@db.internal:5432/mzansi',
      DATA_DIR: 'memory://',
      CONTENT_DIR: '/srv/content',
      DB_POOL_SIZE: '4',
      DB_CONNECT_TIMEOUT_MS: '100',
      DB_STATEMENT_TIMEOUT_MS: '200',
      DB_QUERY_TIMEOUT_MS: '300',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '400',
      REQUEST_DEADLINE_MS: '900',
      CORS_ORIGINS: ' https://a.example , https://B.example/,,',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      ADMIN_TOKEN: 'admin-token-0123456789',
      RATE_LIMIT_READS: '100000/60',
      RATE_LIMIT_CONTACT: '1000 / 3600',
      RATE_LIMIT_RENDERS: '30/60',
      CONTACT_HASH_SALT: ' salt with spaces ',
      LOG_REQUESTS: '0',
    })
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      distDir: '/srv/site/dist',
      siteUrl: 'https://www.mzansiclearing.co.za',
      databaseUrl: 'postgres://mzansi:secret@db.internal:5432/mzansi',
      dataDir: 'memory://',
      contentDir: '/srv/content',
      database: {
        poolSize: 4,
        timeouts: { connectMs: 100, statementMs: 200, queryMs: 300, idleInTransactionMs: 400 },
      },
      requestDeadlineMs: 900,
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: '127.0.0.1, 10.0.0.0/8',
      adminToken: 'admin-token-0123456789',
      rateLimits: {
        reads: { limit: 100_000, windowMs: 60_000 },
        contact: { limit: 1000, windowMs: 3_600_000 },
        renders: { limit: 30, windowMs: 60_000 },
      },
      // A secret is taken as it is: trimming it would change every stored hash.
      contactHashSalt: ' salt with spaces ',
      logRequests: false,
    })
  })

  it('counts an empty or blank value as unset', () => {
    for (const blank of ['', '  ']) {
      const env = Object.fromEntries(SERVER_ENV_NAMES.map((name) => [name, blank]))
      expect(readConfig(env)).toEqual(readConfig({}))
    }
  })

  it('ignores variables it does not read', () => {
    expect(readConfig({ HOME: '/root', VITE_LINK_BLOG: 'x' })).toEqual(readConfig({}))
  })

  it('is frozen, all the way down', () => {
    const config = readConfig({})
    expect(Object.isFrozen(config)).toBe(true)
    expect(Object.isFrozen(config.database)).toBe(true)
    expect(Object.isFrozen(config.database.timeouts)).toBe(true)
    expect(Object.isFrozen(config.rateLimits)).toBe(true)
    expect(Object.isFrozen(config.rateLimits.reads)).toBe(true)
    expect(Object.isFrozen(config.corsOrigins)).toBe(true)
    expect(() => {
      ;(config as { port: number }).port = 1
    }).toThrow(TypeError)
  })

  it.each([
    ['PORT', 'abc', "expected a port number from 0 to 65535, got 'abc'"],
    ['PORT', '65536', "got '65536'"],
    ['PORT', '-1', "got '-1'"],
    ['PORT', '80.5', "got '80.5'"],
    ['HOST', 'http://127.0.0.1', 'expected an address or host name to listen on'],
    [
      'SITE_URL',
      'www.mzansiclearing.co.za',
      "got 'www.mzansiclearing.co.za' (not an absolute URL)",
    ],
    ['SITE_URL', 'ftp://mzansiclearing.co.za', '(only http and https)'],
    ['SITE_URL', 'https://www.mzansiclearing.co.za/home', '(no path, query or fragment)'],
    ['DATABASE_URL', 'mysql://db.internal/mzansi', 'got a mysql: URL (not repeated here)'],
    ['DATABASE_URL', 'db.internal', 'got something that is not a URL (not repeated here)'],
    ['DB_POOL_SIZE', '0', "expected a whole number of connections above 0, such as 10, got '0'"],
    ['DB_POOL_SIZE', 'ten', "got 'ten'"],
    ['DB_CONNECT_TIMEOUT_MS', '2s', "got '2s'"],
    ['DB_STATEMENT_TIMEOUT_MS', '0', "got '0'"],
    ['DB_QUERY_TIMEOUT_MS', '1e3', "got '1e3'"],
    ['DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', '-5000', "got '-5000'"],
    [
      'REQUEST_DEADLINE_MS',
      'abc',
      "expected a whole number of milliseconds from 1 to 2147483647, such as 5000, got 'abc'",
    ],
    ['REQUEST_DEADLINE_MS', '2147483648', "got '2147483648'"],
    ['REQUEST_DEADLINE_MS', '0', "got '0'"],
    ['CORS_ORIGINS', 'https://a.example, cms.example', "('cms.example': not an absolute URL)"],
    [
      'CORS_ORIGINS',
      'https://a.example/app',
      "('https://a.example/app': no path, query or fragment)",
    ],
    ['TRUST_PROXY', '10.0.0.0/8, proxy.example', "('proxy.example' is neither)"],
    ['RATE_LIMIT_READS', 'abc', "expected requests/seconds such as 600/60, got 'abc'"],
    ['RATE_LIMIT_READS', '600', "got '600'"],
    ['RATE_LIMIT_READS', '0/60', "got '0/60'"],
    ['RATE_LIMIT_READS', '600/60/1', "got '600/60/1'"],
    [
      'RATE_LIMIT_CONTACT',
      '5 per hour',
      "expected requests/seconds such as 5/3600, got '5 per hour'",
    ],
    ['LOG_REQUESTS', 'yes please', 'expected 1 (one JSON line per request) or 0 (none)'],
  ])('refuses %s=%j, naming it and why', (name, value, reason) => {
    const message = refusal({ [name]: value })
    expect(message).toMatch(new RegExp(`^Bad environment variable:\\n  ${name}: expected `))
    expect(message).toContain(reason)
  })

  it('gives the reason in full for a bad rate limit', () => {
    expect(refusal({ RATE_LIMIT_READS: 'abc' })).toBe(
      "Bad environment variable:\n  RATE_LIMIT_READS: expected requests/seconds such as 600/60, got 'abc'",
    )
  })

  it('names every bad variable in one error', () => {
    let caught: unknown
    try {
      readConfig({ PORT: 'x', REQUEST_DEADLINE_MS: 'soon', SITE_URL: '/', DB_POOL_SIZE: '1' })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const { message, problems } = caught as ConfigError
    expect(problems.map((problem) => problem.variable)).toEqual([
      'PORT',
      'SITE_URL',
      'REQUEST_DEADLINE_MS',
    ])
    expect(message.split('\n')).toEqual([
      'Bad environment variables:',
      "  PORT: expected a port number from 0 to 65535, got 'x'",
      "  SITE_URL: expected an http or https origin such as https://www.mzansiclearing.co.za, got '/' (not an absolute URL)",
      "  REQUEST_DEADLINE_MS: expected a whole number of milliseconds from 1 to 2147483647, such as 5000, got 'soon'",
    ])
  })

  it('never repeats what may be a password', () => {
    const database = refusal({ DATABASE_URL: 'mysql://mzansi:hunter2@db.internal/mzansi' })
    expect(database).not.toContain('hunter2')
    const site = refusal({ SITE_URL: 'https://admin:hunter2@www.mzansiclearing.co.za' })
    expect(site).toContain('SITE_URL: expected')
    expect(site).not.toContain('hunter2')
    const cors = refusal({ CORS_ORIGINS: 'https://admin:hunter2@cms.example' })
    expect(cors).toContain('CORS_ORIGINS: expected')
    expect(cors).not.toContain('hunter2')
  })

  it('takes the forms of a Postgres URL node-postgres takes', () => {
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/test',
      'postgresql://mzansi@db.internal/mzansi?sslmode=require',
      'socket:/var/run/postgresql?db=mzansi',
    ]) {
      expect(readConfig({ DATABASE_URL: url }).databaseUrl).toBe(url)
    }
  })
})
