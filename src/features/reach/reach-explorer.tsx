import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { reachCopy as copy, reachCountries, reachKinds } from '../../content/reach'
import { AfricaMap } from '../../ui/africa-map'

/** The Africa map with the 19 countries we work with; choosing one says what we do there. */
export function ReachExplorer() {
  const [selected, setSelected] = useState('south-africa')
  const country = reachCountries[selected] ?? reachCountries['south-africa']!
  const kind = reachKinds[country.kind]
  return (
    <section aria-labelledby="reach-map-heading" className="max-w-page mx-auto px-4 pb-14">
      <h2 id="reach-map-heading" className="text-primary dark:text-fg text-2xl font-bold">
        {copy.mapHeading}
      </h2>
      <p className="text-muted mt-1">{copy.mapHint}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <AfricaMap value={selected} onValueChange={setSelected} />
        <div
          data-slot="reach-detail"
          aria-live="polite"
          className="border-border bg-surface-raised self-start rounded-lg border p-6"
        >
          <p className="text-muted text-sm font-semibold">{kind.label}</p>
          <h3 className="mt-1 text-2xl font-bold">{country.name}</h3>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">{copy.detailRegion}</dt>
            <dd>{country.region}</dd>
            <dt className="text-muted">{copy.detailCurrency}</dt>
            <dd>{country.currency}</dd>
          </dl>
          <p className="mt-4 leading-relaxed">{kind.summary}</p>
          <h4 className="mt-4 font-semibold">{copy.detailServices}</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {kind.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
          {country.kind !== 'partner' && (
            <Link
              to="/services/transactions-cleared-on-an-immediate-basis"
              className="text-link mt-4 inline-block font-semibold underline underline-offset-4"
            >
              {copy.crossBorderLink}
            </Link>
          )}
        </div>
      </div>
    </section>
  )
}
