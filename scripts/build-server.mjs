// npm run build:server: compiles server/ to JavaScript in dist-server/ (so production runs on
// plain `node`, without tsx) and copies the SQL migrations the server applies at start.
import { execFileSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
rmSync('dist-server', { recursive: true, force: true })
execFileSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.server.json'],
  {
    stdio: 'inherit',
  },
)
cpSync('server/db/migrations', 'dist-server/db/migrations', { recursive: true })
console.log('Server compiled to dist-server/ (run it with: node dist-server/index.js)')
