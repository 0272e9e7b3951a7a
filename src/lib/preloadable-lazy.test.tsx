import { act, render, screen } from '@testing-library/react'
import { Suspense, useState, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { HydratingPart, preloadableLazy } from './preloadable-lazy'

/** A part whose button counts its clicks, so a test can tell a live part from dead markup. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`${label} ${count}`}
    </button>
  )
}

/** A load that finishes when the test says so. */
function deferredLoad() {
  let finish = () => {}
  const load = vi.fn(
    () =>
      new Promise<typeof Counter>((resolve) => {
        finish = () => resolve(Counter)
      }),
  )
  return { load, finish: () => finish() }
}

describe('preloadableLazy', () => {
  it('renders at once, with no fallback, once preloaded', async () => {
    const Part = preloadableLazy(() => Promise.resolve(Counter))
    await Part.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part label="Clicked" />
      </Suspense>,
    )
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
  })

  it('suspends until its code is in when rendered before it, loading it once', async () => {
    const { load, finish } = deferredLoad()
    const Part = preloadableLazy(load)
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part label="Clicked" />
        <Part label="Also" />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeInTheDocument()
    await act(async () => finish())
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Also 0' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps its state when its owner renders again after the code loads', async () => {
    const { load, finish } = deferredLoad()
    const Part = preloadableLazy(load)
    function Owner() {
      const [renders, setRenders] = useState(0)
      return (
        <>
          <button type="button" data-owner onClick={() => setRenders((value) => value + 1)}>
            {`Owner ${renders}`}
          </button>
          <Suspense fallback={<p>Loading</p>}>
            <Part label="Clicked" />
          </Suspense>
        </>
      )
    }
    render(<Owner />)
    await act(async () => finish())
    const part = await screen.findByRole('button', { name: 'Clicked 0' })
    act(() => part.click())
    act(() => screen.getByRole('button', { name: 'Owner 0' }).click())
    // The same element, with its count: the owner's render did not swap the part for another.
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBe(part)
  })

  it("keeps the server's markup while its code loads, then hydrates that markup in place", async () => {
    const Server = preloadableLazy(() => Promise.resolve(Counter))
    await Server.preload()
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Server label="Clicked" />
      </Suspense>,
    )
    document.body.append(container)
    const served = container.querySelector('button')
    expect(served).toHaveTextContent('Clicked 0')

    const { load, finish } = deferredLoad()
    const Client = preloadableLazy(load)
    const onRecoverableError = vi.fn()
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Suspense fallback={<p>Loading</p>}>
          <Client label="Clicked" />
        </Suspense>,
        { onRecoverableError },
      ),
    )
    // Still the server's button, not the fallback, while the code is on its way.
    expect(container.querySelector('button')).toBe(served)
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()

    await act(async () => finish())
    expect(container.querySelector('button')).toBe(served)
    act(() => served?.click())
    expect(served).toHaveTextContent('Clicked 1')
    expect(onRecoverableError).not.toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
  })

  describe('HydratingPart', () => {
    /** An owner with its own state (a button renders it again), around the part. */
    function Owner({ part, onHydrated }: { part: ComponentType; onHydrated?: () => void }) {
      const [renders, setRenders] = useState(0)
      return (
        <div data-renders={renders}>
          <button type="button" data-owner onClick={() => setRenders((value) => value + 1)}>
            Render the owner
          </button>
          <HydratingPart part={part} onHydrated={onHydrated} />
        </div>
      )
    }

    it("keeps the server's markup when its owner renders before the part's code is in", async () => {
      const Server = preloadableLazy(() =>
        Promise.resolve(function ServerPart() {
          return <Counter label="Header" />
        }),
      )
      await Server.preload()
      const container = document.createElement('div')
      container.innerHTML = renderToString(<Owner part={Server} />)
      document.body.append(container)
      const served = container.querySelector<HTMLButtonElement>('button:not([data-owner])')
      expect(served).toHaveTextContent('Header 0')

      const { load, finish } = deferredLoad()
      const Client = preloadableLazy(load)
      const onHydrated = vi.fn()
      const onRecoverableError = vi.fn()
      const ClientPart = () => <Client label="Header" />
      const root = await act(async () =>
        hydrateRoot(container, <Owner part={ClientPart} onHydrated={onHydrated} />, {
          onRecoverableError,
        }),
      )
      // The owner renders while the part's code is still on its way.
      act(() => screen.getByRole('button', { name: 'Render the owner' }).click())
      expect(container.firstElementChild).toHaveAttribute('data-renders', '1')
      expect(container.querySelector<HTMLButtonElement>('button:not([data-owner])')).toBe(served)
      expect(onHydrated).not.toHaveBeenCalled()

      await act(async () => finish())
      expect(container.querySelector<HTMLButtonElement>('button:not([data-owner])')).toBe(served)
      expect(onHydrated).toHaveBeenCalledTimes(1)
      act(() => served?.click())
      expect(served).toHaveTextContent('Header 1')
      expect(onRecoverableError).not.toHaveBeenCalled()
      act(() => root.unmount())
      container.remove()
    })
  })
})
