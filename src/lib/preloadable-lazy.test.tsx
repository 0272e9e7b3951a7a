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
          <button type="button" onClick={() => setRenders((value) => value + 1)}>
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
    /** An owner with its own state, whose renders must not reach the part's boundary. */
    function renderOwner(part: ComponentType, onHydrated?: () => void) {
      let rerender = () => {}
      function Owner() {
        const [renders, setRenders] = useState(0)
        rerender = () => setRenders((value) => value + 1)
        return (
          <div data-renders={renders}>
            <HydratingPart part={part} onHydrated={onHydrated} />
          </div>
        )
      }
      return { element: <Owner />, rerender: () => rerender() }
    }

    it("keeps the server's markup when its owner renders before the part's code is in", async () => {
      const Server = preloadableLazy(() =>
        Promise.resolve(function Label() {
          return <Counter label="Header" />
        }),
      )
      await Server.preload()
      const container = document.createElement('div')
      container.innerHTML = renderToString(renderOwner(Server).element)
      document.body.append(container)
      const served = container.querySelector('button')
      expect(served).toHaveTextContent('Header 0')

      const { load, finish } = deferredLoad()
      const Client = preloadableLazy(load)
      const onHydrated = vi.fn()
      const onRecoverableError = vi.fn()
      const owner = renderOwner(() => <Client label="Header" />, onHydrated)
      const root = await act(async () =>
        hydrateRoot(container, owner.element, { onRecoverableError }),
      )
      // The owner renders while the part's code is still on its way.
      await act(async () => owner.rerender())
      expect(container.firstElementChild).toHaveAttribute('data-renders', '1')
      expect(container.querySelector('button')).toBe(served)
      expect(onHydrated).not.toHaveBeenCalled()

      await act(async () => finish())
      expect(container.querySelector('button')).toBe(served)
      expect(onHydrated).toHaveBeenCalledTimes(1)
      act(() => served?.click())
      expect(served).toHaveTextContent('Header 1')
      expect(onRecoverableError).not.toHaveBeenCalled()
      act(() => root.unmount())
      container.remove()
    })
  })
})
