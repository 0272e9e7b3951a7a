import { useNavigate } from '@tanstack/react-router'
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { describeApiError } from '../../api/client'
import { useApiQuery } from '../../api/query-client'
import { PROVINCES, type Branch, type BranchesAnswer, type Province } from '../../api/types'
import { branchLocatorCopy as copy, provinceNames } from '../../content/branches'
import { afterNextPaint } from '../../lib/after-next-paint'
import { formatDate } from '../../lib/formats'
import { Button } from '../../ui/button'
import { DropdownSelect } from '../../ui/dropdown-select'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { LoadError } from '../../ui/load-error'
import { Pager } from '../../ui/pager'
import { SouthAfricaMap } from '../../ui/south-africa-map'
import { Spinner } from '../../ui/spinner'
import { AddressNotice } from '../address/address-notice'
import { isWaitingForConnection, NeedsConnection } from '../network/needs-connection'
import { useDebounced } from '../search/use-debounced'
import { BRANCH_PAGE_SIZE, provinceShades, type BranchSearchParams } from './branch-search-params'
import { CopyCode } from './copy-code'
import { branchSearchQuery } from './queries'

/** Each province the API knows, by name: a province without one fails to compile. */
const provinceName: Readonly<Record<Province, string>> = provinceNames

const ALL = 'all'

/** The address of a branch search, so that the pager's pages work as plain links. */
function branchSearchHref(search: BranchSearchParams): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(search)) {
    // Another page of results leaves behind the word that the address held something unusable.
    if (value !== undefined && name !== 'ignored') params.set(name, String(value))
  }
  const query = params.toString()
  return `/branch-search${query === '' ? '' : `?${query}`}`
}

const BranchCard = memo(function BranchCard({
  branch,
  universal,
  onCopied,
}: {
  branch: Branch
  universal: string | undefined
  onCopied: (message: string) => void
}) {
  const headingId = useId()
  const codes = [
    { label: 'Branch code', what: 'the branch code', code: branch.branchCode },
    ...(universal
      ? [{ label: 'Universal branch code', what: 'the universal branch code', code: universal }]
      : []),
    ...(branch.bank.swiftBic
      ? [{ label: 'SWIFT code (BIC)', what: 'the SWIFT code', code: branch.bank.swiftBic }]
      : []),
  ]
  return (
    <article
      aria-labelledby={headingId}
      className="border-border bg-surface-raised flex h-full flex-col gap-3 rounded-lg border p-4"
    >
      <div>
        {/* The bank is part of the heading: several banks have a "Bethlehem branch", and a list
            of headings must tell them apart. */}
        <h3 id={headingId} className="font-semibold">
          <span className="text-muted block text-sm">
            {branch.bank.name}
            <span className="sr-only">{': '}</span>
          </span>
          <span className="block text-lg">{branch.branchName}</span>
        </h3>
        <p className="text-muted text-sm">
          {branch.town}, {provinceName[branch.province]}
        </p>
      </div>
      <dl className="grid gap-2">
        {codes.map(({ label, what, code }) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="text-muted text-sm">{label}</dt>
            <dd className="flex items-center gap-2">
              <span className="font-mono font-semibold tracking-wide">{code}</span>
              <CopyCode code={code} what={what} onCopied={onCopied} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  )
})

function Provenance({ answer }: { answer: BranchesAnswer }) {
  if (!answer.source && !answer.asOf) return null
  return (
    <p className="text-muted mt-6 text-sm">
      {answer.source && <>{`${copy.source}: ${answer.source}. `}</>}
      {answer.asOf && (
        <>
          {copy.asOf} <time dateTime={answer.asOf}>{formatDate(answer.asOf)}</time>.
        </>
      )}
    </p>
  )
}

/** A change to the search in the address, or one worked out from the search as it is then. */
type SearchChange =
  Partial<BranchSearchParams> | ((search: BranchSearchParams) => Partial<BranchSearchParams>)

type UpdateSearch = (change: SearchChange, options?: { resetPage?: boolean }) => Promise<void>

const provinceOptions = [
  { value: ALL, label: copy.allProvinces },
  ...PROVINCES.map((value) => ({ value, label: provinceName[value] })),
]

/*
 * The parts below are memoised: a change of page, bank or province renders the locator at once
 * (the router's store renders in the visitor's tap or key), and the cards, the map and the selects
 * then render again only when what they show has changed, not with every change of the address.
 */

/** The bank and province selects, which send their values by name without JavaScript. */
const BranchFilters = memo(function BranchFilters({
  bank,
  province,
  banks,
  update,
}: {
  bank: string | undefined
  province: Province | undefined
  banks: BranchesAnswer['banks'] | undefined
  update: UpdateSearch
}) {
  const bankOptions = useMemo(
    () => [
      { value: ALL, label: copy.allBanks },
      ...(banks ?? []).map((option) => ({ value: option.id, label: option.name })),
    ],
    [banks],
  )
  return (
    <>
      <DropdownSelect
        label={copy.bankLabel}
        name="bank"
        options={bankOptions}
        value={bank ?? ALL}
        onValueChange={(value) => void update({ bank: value === ALL ? undefined : value })}
      />
      <DropdownSelect
        label={copy.provinceLabel}
        name="province"
        options={provinceOptions}
        value={province ?? ALL}
        onValueChange={(value) =>
          void update({ province: value === ALL ? undefined : (value as Province) })
        }
      />
    </>
  )
})

/** The map: a province chosen on it filters the list; chosen again, it is let go. */
const BranchMap = memo(function BranchMap({
  province,
  countsByProvince,
  update,
}: {
  province: Province | undefined
  countsByProvince: BranchesAnswer['countsByProvince'] | undefined
  update: UpdateSearch
}) {
  const shades = useMemo(
    () => (countsByProvince ? provinceShades(countsByProvince) : undefined),
    [countsByProvince],
  )
  return (
    <SouthAfricaMap
      className="mt-4"
      title={copy.mapTitle}
      value={province ?? null}
      onValueChange={(id) =>
        void update((search) => ({
          province: id === search.province ? undefined : (id as Province),
        }))
      }
      opacityUpdates={shades}
      shadingLabel={copy.mapShading}
    />
  )
})

/**
 * How many changes of the search are on their way (asked for, not yet in the address): a store of
 * its own, so that a tap renders only the parts that show it, the list and the spinner.
 */
function createChangeCount() {
  let count = 0
  const listeners = new Set<() => void>()
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    get: () => count,
    add: (delta: number) => {
      count += delta
      for (const listener of listeners) listener()
    },
  }
}
type ChangeCount = ReturnType<typeof createChangeCount>

/** Whether the list shown is not the search's: a change is on its way, or its answer is. */
function useBusy(changes: ChangeCount, placeholder: boolean): boolean {
  const changing = useSyncExternalStore(changes.subscribe, changes.get, () => 0)
  return changing > 0 || placeholder
}

/** Beside the results' heading: says, while the list is busy, that the branches are updating. */
function UpdatingSpinner({ changes, placeholder }: { changes: ChangeCount; placeholder: boolean }) {
  return <Spinner size="sm" label={copy.updating} active={useBusy(changes, placeholder)} />
}

/** A page of branch cards. */
const BranchResults = memo(function BranchResults({
  answer,
  changes,
  placeholder,
  onCopied,
}: {
  answer: BranchesAnswer
  changes: ChangeCount
  placeholder: boolean
  onCopied: (message: string) => void
}) {
  const busy = useBusy(changes, placeholder)
  const universalByBank = useMemo(
    () => new Map(answer.banks.map((bank) => [bank.id, bank.universalBranchCode])),
    [answer.banks],
  )
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-busy={busy || undefined}>
      {answer.items.map((branch) => (
        <li key={`${branch.bank.id} ${branch.branchCode} ${branch.branchName}`}>
          <BranchCard
            branch={branch}
            universal={universalByBank.get(branch.bank.id)}
            onCopied={onCopied}
          />
        </li>
      ))}
    </ul>
  )
})

/**
 * The bank branch locator: search by bank, branch or town, filter by province on the map or in
 * the list, page through the branches and copy their codes. The whole search is in the URL.
 */
export function BranchLocator({ search }: { search: BranchSearchParams }) {
  const navigate = useNavigate()
  const [text, setText] = useState(search.q ?? '')
  const [copyStatus, setCopyStatus] = useState('')
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const settledText = useDebounced(text.trim(), 300)
  const page = search.page ?? 1

  // Changes asked for and not yet in the address: the list says it is busy meanwhile.
  const [changes] = useState(createChangeCount)

  // From the address as it is when called, so that the function stays the same from render to
  // render (the memoised parts take it). A tap or key first has the list marked busy and painted;
  // the new address, its render and the request for its branches follow in the next task, so the
  // visitor sees the tap answered at once on a slow phone, not after all of that.
  const update = useCallback<UpdateSearch>(
    async (change, { resetPage = true } = {}) => {
      changes.add(1)
      try {
        await afterNextPaint()
        await navigate({
          to: '/branch-search',
          search: (previous: BranchSearchParams) => ({
            ...previous,
            ignored: undefined,
            ...(resetPage ? { page: undefined } : {}),
            ...(typeof change === 'function' ? change(previous) : change),
          }),
          replace: true,
          resetScroll: false,
        })
      } finally {
        changes.add(-1)
      }
    },
    [navigate, changes],
  )

  // Typing searches after 300 ms of quiet; the URL follows so the search can be shared.
  useEffect(() => {
    if ((settledText || undefined) !== search.q) void update({ q: settledText || undefined })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text drives this
  }, [settledText])

  const branches = useApiQuery(branchSearchQuery(search))
  // A page of results (the cards, the map's shading, the bank list) takes long to render on a
  // phone's CPU, and the query's store updates render at once, in the task the answer arrives in.
  // The page renders a deferred copy instead, in slices React can interrupt (typing stays quick).
  const answer = useDeferredValue(branches.data)
  const pageCount = answer ? Math.max(1, Math.ceil(answer.total / BRANCH_PAGE_SIZE)) : 1
  const filtered = Boolean(search.q || search.bank || search.province)
  // Offline, a search not made before says it needs a connection, not the previous search's list.
  const needsConnection = isWaitingForConnection(branches)

  return (
    <div className="max-w-page mx-auto px-4 pb-14">
      <AddressNotice ignored={search.ignored} names={copy.params} className="mb-6" />
      {/* A GET form: without JavaScript (or before it runs) it loads /branch-search with the
          search in its URL, which the server renders with its results; with it, typing searches
          after 300 ms and the button searches at once. The selects send their values by name. */}
      <form
        role="search"
        aria-label="Find a branch"
        method="get"
        action="/branch-search"
        onSubmit={(event) => {
          event.preventDefault()
          void update({ q: text.trim() || undefined })
        }}
        className="grid gap-4 md:grid-cols-3 md:items-end"
      >
        <FormField label={copy.searchLabel} description={copy.searchHint}>
          <div className="flex gap-2">
            <Input
              type="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
              maxLength={100}
              className="min-w-0 flex-1"
            />
            <Button type="submit" variant="primary" className="shrink-0">
              {copy.searchButton}
            </Button>
          </div>
        </FormField>
        <BranchFilters
          bank={search.bank}
          province={search.province}
          banks={answer?.banks}
          update={update}
        />
      </form>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section aria-labelledby="branch-map-heading">
          <h2 id="branch-map-heading" className="text-xl font-semibold">
            {copy.mapTitle}
          </h2>
          <p className="text-muted mt-1 text-sm">{copy.mapHint}</p>
          <BranchMap
            province={search.province}
            countsByProvince={answer?.countsByProvince}
            update={update}
          />
        </section>

        <section aria-labelledby="branch-results-heading">
          {/* While a change is on its way, a spinner beside the heading says so (it takes no
              room from anything else when it appears). */}
          <div className="flex items-center gap-3">
            <h2
              id="branch-results-heading"
              ref={resultsHeading}
              tabIndex={-1}
              className="text-xl font-semibold focus:outline-none"
            >
              {copy.resultsHeading}
            </h2>
            {answer && (
              <UpdatingSpinner changes={changes} placeholder={branches.isPlaceholderData} />
            )}
          </div>
          <p className="text-muted mt-1 min-h-6 text-sm" aria-live="polite">
            {answer &&
              !needsConnection &&
              answer.total > 0 &&
              `${answer.total} ${answer.total === 1 ? 'branch' : 'branches'} found${
                pageCount > 1 ? `, page ${page} of ${pageCount}` : ''
              }`}
          </p>
          <p role="status" className="text-sm font-semibold">
            {copyStatus}
          </p>
          <p className="text-muted mt-2 text-sm">{copy.universalExplained}</p>

          {needsConnection && (
            <NeedsConnection
              className="mt-4"
              headingLevel={3}
              title="The bank branches need a connection"
            />
          )}
          {!answer && !branches.isError && !needsConnection && (
            <div className="flex min-h-64 items-center justify-center">
              <Spinner label="Loading bank branches" showLabel />
            </div>
          )}
          {branches.isError && (
            <LoadError
              className="mt-4"
              headingLevel={3}
              title="We could not load the bank branches"
              message={describeApiError(branches.error)}
              onRetry={() => void branches.refetch()}
              retrying={branches.isFetching}
            />
          )}
          {answer && !needsConnection && answer.total === 0 && (
            <div className="border-border mt-4 rounded-lg border p-5">
              <p className="font-semibold">{copy.noResults}</p>
              <p className="text-muted mt-1 text-sm">{copy.noResultsHint}</p>
            </div>
          )}
          {answer && !needsConnection && answer.items.length > 0 && (
            <BranchResults
              answer={answer}
              changes={changes}
              placeholder={branches.isPlaceholderData}
              onCopied={setCopyStatus}
            />
          )}
          {answer && pageCount > 1 && (
            <Pager
              className="mt-6"
              label="Branch pages"
              page={Math.min(page, pageCount) - 1}
              pageCount={pageCount}
              hrefFor={(next) =>
                branchSearchHref({ ...search, page: next > 0 ? next + 1 : undefined })
              }
              onPageChange={(next) =>
                void update({ page: next > 0 ? next + 1 : undefined }, { resetPage: false }).then(
                  () => resultsHeading.current?.focus(),
                )
              }
            />
          )}
          {filtered && (
            <Button
              className="mt-6"
              onClick={() => {
                setText('')
                void navigate({
                  to: '/branch-search',
                  search: {},
                  replace: true,
                  resetScroll: false,
                })
              }}
            >
              {copy.clearFilters}
            </Button>
          )}
          {answer && <Provenance answer={answer} />}
        </section>
      </div>
    </div>
  )
}
