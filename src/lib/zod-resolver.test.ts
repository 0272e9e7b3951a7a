// @vitest-environment node
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { zodResolver } from './zod-resolver'

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name')),
  age: z.coerce.number().check(z.gte(18, 'You must be 18 or older')),
})
const options = { fields: {}, shouldUseNativeValidation: false } as never

describe('zodResolver', () => {
  it('gives the parsed values when they are valid', async () => {
    await expect(
      zodResolver(schema)({ name: ' Thandi ', age: '30' }, undefined, options),
    ).resolves.toEqual({
      values: { name: 'Thandi', age: 30 },
      errors: {},
    })
  })

  it('gives the first message per field when they are not', async () => {
    const result = await zodResolver(schema)({ name: ' ', age: '12' }, undefined, options)
    expect(result.values).toEqual({})
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'Enter your name' },
      age: { type: 'too_small', message: 'You must be 18 or older' },
    })
  })
})
