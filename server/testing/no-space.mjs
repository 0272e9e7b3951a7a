// Loaded with `--import` into a process under test: once NO_SPACE_AFTER_BYTES bytes have been
// written into NO_SPACE_DIR, every further write there fails with ENOSPC, as on a disk that has
// just filled up. PGlite writes through fs.writeSync; the Node children the process starts
// (PGlite's initdb) load this file too. Test code only: nothing in the server refers to it.
import childProcess from 'node:child_process'
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

const folder = process.env.NO_SPACE_DIR
let budget = Number(process.env.NO_SPACE_AFTER_BYTES ?? 0)

if (folder) {
  const paths = new Map()
  const { openSync, closeSync, writeSync } = fs
  fs.openSync = function (path, ...rest) {
    const fd = openSync.call(this, path, ...rest)
    paths.set(fd, String(path))
    return fd
  }
  fs.closeSync = function (fd) {
    paths.delete(fd)
    return closeSync.call(this, fd)
  }
  fs.writeSync = function (fd, buffer, ...rest) {
    if (paths.get(fd)?.startsWith(folder)) {
      const length =
        typeof buffer === 'string' ? Buffer.byteLength(buffer) : (rest[1] ?? buffer.byteLength)
      budget -= length
      if (budget < 0) {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
          errno: -28,
          syscall: 'write',
        })
      }
    }
    return writeSync.call(this, fd, buffer, ...rest)
  }
  const { execFile } = childProcess
  childProcess.execFile = function (file, args, ...rest) {
    const withFault =
      file === process.execPath && Array.isArray(args)
        ? ['--import', import.meta.url, ...args]
        : args
    return execFile.call(this, file, withFault, ...rest)
  }
  syncBuiltinESMExports()
}
