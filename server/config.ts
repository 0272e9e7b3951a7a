import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import {
  DEFAULT_DATA_DIR,
  DEFAULT_POOL_SIZE,
  requestTimeouts,
  type DatabaseTimeouts,
} from './db/client.ts'
import { parseTrustedProxies, TrustedProxyEntryError } from './middleware/client-address.ts'
import { DEFAULT_REQUEST_DEADLINE_MS } from './middleware/deadline.ts'
import {
  DEFAULT_RATE_LIMITS,
  type RateLimitRule,
  type RateLimits,
} from './middleware/rate-limit.ts'
import { readOrigin } from './site-url.ts'

/**
 * The server's environment, read once at start (`readConfig`) and handed to the parts that need
 * it: nothing else in the server reads process.env (PGlite's set-up child only inherits it). Every
 * variable is in the README's tables, and a test holds them to this schema. An empty value counts
 * as unset. A bad value stops the server with the variable's name and why.
 */

export const DEFAULT_PORT = 3000
/** The longest wait setTimeout keeps (a longer one fires at once). */
const MAX_TIMER_MS = 2_147_483_647

/** Why a variable's text is not a value it can take. */
class Refusal extends Error {
  /** Said instead of the text when the text may hold a password. */
  readonly shown: string | undefined

  constructor(reason?: string, shown?: string) {
    super(reason ?? '')
    this.shown = shown
  }
}

type Variable<T> = {
  /** What the variable holds, as the error says: "a port number from 0 to 65535". */
  expected: string
  /** The value from the variable's text (not empty); throws Refusal when it is not one. */
  parse: (text: string) => T
  /** Secrets are taken as they are (spaces only count as unset); everything else trimmed. */
  untrimmed?: boolean
}

function variable<T, U>({ expected, parse, untrimmed }: Variable<T>, unset: U) {
  return z
    .string()
    .optional()
    .transform((value, ctx): T | U => {
      if (value === undefined || value.trim() === '') return unset
      const text = untrimmed ? value : value.trim()
      try {
        return parse(text)
      } catch (error) {
        if (!(error instanceof Refusal)) throw error
        const got = error.shown ?? `'${text}'`
        ctx.addIssue({
          code: 'custom',
          message: `expected ${expected}, got ${got}${error.message ? ` (${error.message})` : ''}`,
        })
        return z.NEVER
      }
    })
}

function wholeNumber(text: string, min: number, max: number): number {
  const number = Number(text)
  if (!/^\d+$/.test(text) || number < min || number > max) throw new Refusal()
  return number
}

const milliseconds = (example: number) => ({
  expected: `a whole number of milliseconds from 1 to ${MAX_TIMER_MS}, such as ${example}`,
  parse: (text: string) => wholeNumber(text, 1, MAX_TIMER_MS),
})

function rule(example: RateLimitRule): Variable<RateLimitRule> {
  return {
    expected: `requests/seconds such as ${example.limit}/${example.windowMs / 1000}`,
    parse: (text) => {
      const [requests = '', seconds = '', extra] = text.split('/')
      if (extra !== undefined) throw new Refusal()
      return {
        limit: wholeNumber(requests.trim(), 1, Number.MAX_SAFE_INTEGER),
        windowMs: wholeNumber(seconds.trim(), 1, MAX_TIMER_MS / 1000) * 1000,
      }
    },
  }
}

function origin(text: string): string {
  const reading = readOrigin(text)
  if ('origin' in reading) return reading.origin
  if (reading.secret)
    throw new Refusal(undefined, 'a URL with a user name or password (not repeated here)')
  throw new Refusal(reading.reason)
}

const SITE_ORIGIN = 'an http or https origin such as https://www.mzansiclearing.co.za'

const SWITCH_VALUES = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
])

/** The folder beside the server's own (server/ or dist-server/): the repository's dist/. */
const BUILT_SITE = fileURLToPath(new URL('../dist', import.meta.url))

/** The variables by name, each to its value; an unset one to its default. */
export const serverEnv = z.object({
  PORT: variable(
    {
      expected: 'a port number from 0 to 65535',
      parse: (text) => wholeNumber(text, 0, 65535),
    },
    DEFAULT_PORT,
  ),
  HOST: variable(
    {
      expected: 'an address or host name to listen on, such as 127.0.0.1',
      parse: (text) => {
        if (isIP(text) === 0 && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(text)) throw new Refusal()
        return text
      },
    },
    undefined,
  ),
  DIST_DIR: variable({ expected: 'a folder', parse: (text) => resolve(text) }, BUILT_SITE),
  SITE_URL: variable({ expected: SITE_ORIGIN, parse: origin }, undefined),
  DATABASE_URL: variable(
    {
      expected: 'a Postgres URL such as postgres://user:password@host:5432/db',
      parse: (text) => {
        // Never repeated: the URL may hold a password.
        let url: URL
        try {
          url = new URL(text)
        } catch {
          throw new Refusal(undefined, 'something that is not a URL (not repeated here)')
        }
        if (!['postgres:', 'postgresql:', 'socket:'].includes(url.protocol))
          throw new Refusal(undefined, `a ${url.protocol} URL (not repeated here)`)
        return text
      },
    },
    undefined,
  ),
  DATA_DIR: variable(
    { expected: 'a folder or memory://', parse: (text) => text },
    DEFAULT_DATA_DIR,
  ),
  CONTENT_DIR: variable(
    { expected: 'a folder', parse: (text) => resolve(text) },
    resolve('content'),
  ),
  DB_POOL_SIZE: variable(
    {
      expected: 'a whole number of connections above 0, such as 10',
      parse: (text) => wholeNumber(text, 1, Number.MAX_SAFE_INTEGER),
    },
    DEFAULT_POOL_SIZE,
  ),
  DB_CONNECT_TIMEOUT_MS: variable(milliseconds(2000), requestTimeouts.connectMs),
  DB_STATEMENT_TIMEOUT_MS: variable(milliseconds(3000), requestTimeouts.statementMs),
  DB_QUERY_TIMEOUT_MS: variable(milliseconds(3500), requestTimeouts.queryMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: variable(
    milliseconds(5000),
    requestTimeouts.idleInTransactionMs,
  ),
  REQUEST_DEADLINE_MS: variable(milliseconds(5000), DEFAULT_REQUEST_DEADLINE_MS),
  CORS_ORIGINS: variable(
    {
      expected: 'comma-separated origins such as https://cms.mzansiclearing.co.za',
      parse: (text) => {
        const entries = text
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
        return entries.map((entry) => {
          try {
            return origin(entry)
          } catch (error) {
            if (!(error instanceof Refusal) || error.shown !== undefined) throw error
            throw new Refusal(`'${entry}': ${error.message}`)
          }
        })
      },
    },
    [] as string[],
  ),
  TRUST_PROXY: variable(
    {
      expected: "the proxies' addresses or CIDR ranges such as 127.0.0.1, 10.0.0.0/8 (or loopback)",
      parse: (text) => {
        try {
          parseTrustedProxies(text)
        } catch (error) {
          if (error instanceof TrustedProxyEntryError)
            throw new Refusal(`'${error.entry}' is neither`)
          throw error
        }
        return text
      },
    },
    undefined,
  ),
  ADMIN_TOKEN: variable({ expected: 'a token', parse: (text) => text, untrimmed: true }, undefined),
  RATE_LIMIT_READS: variable(rule(DEFAULT_RATE_LIMITS.reads), DEFAULT_RATE_LIMITS.reads),
  RATE_LIMIT_CONTACT: variable(rule(DEFAULT_RATE_LIMITS.contact), DEFAULT_RATE_LIMITS.contact),
  RATE_LIMIT_RENDERS: variable(rule(DEFAULT_RATE_LIMITS.renders), DEFAULT_RATE_LIMITS.renders),
  CONTACT_HASH_SALT: variable(
    { expected: 'a secret', parse: (text) => text, untrimmed: true },
    undefined,
  ),
  LOG_REQUESTS: variable(
    {
      expected: '1 (one JSON line per request) or 0 (none)',
      parse: (text) => {
        const value = SWITCH_VALUES.get(text.toLowerCase())
        if (value === undefined) throw new Refusal()
        return value
      },
    },
    true,
  ),
})

/** The names of the variables the server reads. */
export const SERVER_ENV_NAMES = Object.keys(serverEnv.shape) as (keyof typeof serverEnv.shape)[]

export type ServerConfig = {
  readonly port: number
  /** Undefined: every interface. */
  readonly host: string | undefined
  readonly distDir: string
  /** The public origin; undefined: the server's own http://localhost:<port>, once it listens. */
  readonly siteUrl: string | undefined
  /** Undefined: embedded PGlite in `dataDir`. */
  readonly databaseUrl: string | undefined
  readonly dataDir: string
  readonly contentDir: string
  readonly database: {
    readonly poolSize: number
    readonly timeouts: Readonly<DatabaseTimeouts>
  }
  readonly requestDeadlineMs: number
  readonly corsOrigins: readonly string[]
  /** TRUST_PROXY as given (checked), for createApp. */
  readonly trustProxy: string | undefined
  readonly adminToken: string | undefined
  readonly rateLimits: Readonly<{
    reads: Readonly<RateLimitRule>
    contact: Readonly<RateLimitRule>
    renders: Readonly<RateLimitRule>
  }>
  readonly contactHashSalt: string | undefined
  readonly logRequests: boolean
}

/** Bad values in the environment: each variable's name and why, one per line. */
export class ConfigError extends Error {
  readonly problems: readonly { variable: string; problem: string }[]

  constructor(problems: readonly { variable: string; problem: string }[]) {
    const lines = problems.map(({ variable, problem }) => `  ${variable}: ${problem}`)
    super(`Bad environment variable${problems.length === 1 ? '' : 's'}:\n${lines.join('\n')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

/** The server's configuration from `env`, frozen; throws ConfigError naming every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = serverEnv.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0]),
        problem: issue.message,
      })),
    )
  }
  const values = parsed.data
  const rateLimits: RateLimits = {
    reads: Object.freeze({ ...values.RATE_LIMIT_READS }),
    contact: Object.freeze({ ...values.RATE_LIMIT_CONTACT }),
    renders: Object.freeze({ ...values.RATE_LIMIT_RENDERS }),
  }
  return Object.freeze({
    port: values.PORT,
    host: values.HOST,
    distDir: values.DIST_DIR,
    siteUrl: values.SITE_URL,
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR,
    contentDir: values.CONTENT_DIR,
    database: Object.freeze({
      poolSize: values.DB_POOL_SIZE,
      timeouts: Object.freeze({
        connectMs: values.DB_CONNECT_TIMEOUT_MS,
        statementMs: values.DB_STATEMENT_TIMEOUT_MS,
        queryMs: values.DB_QUERY_TIMEOUT_MS,
        idleInTransactionMs: values.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      }),
    }),
    requestDeadlineMs: values.REQUEST_DEADLINE_MS,
    corsOrigins: Object.freeze([...values.CORS_ORIGINS]),
    trustProxy: values.TRUST_PROXY,
    adminToken: values.ADMIN_TOKEN,
    rateLimits: Object.freeze(rateLimits),
    contactHashSalt: values.CONTACT_HASH_SALT,
    logRequests: values.LOG_REQUESTS,
  })
}
