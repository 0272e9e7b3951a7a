import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'
import { apiPost, describeApiError, errorBody, errorStatus } from '../../api/client'
import { CONTACT_MESSAGE_MAX } from '../../api/contact-message'
import { useApiMutation } from '../../api/query-client'
import { CONTACT_TOPICS, type ContactReceipt } from '../../api/types'
import { useHydrated } from '../../lib/use-hydrated'
import { keyForMessage, type MessageKey } from '../../lib/uuid'
import { contactFormCopy as copy } from '../../content/contact'
import { zodResolver } from '../../lib/zod-resolver'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { DropdownSelect } from '../../ui/dropdown-select'
import { FieldControl, FieldError, Field, FieldLabel } from '../../ui/field'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { selectTriggerVariants } from '../../ui/select'
import { Textarea } from '../../ui/textarea'
import { useNetworkState } from '../network/network-state'
import { canKeepPending, clearPending, formOnPage, keepPending, readPending } from './outbox'
import {
  CONTACT_FIELDS,
  failureOf,
  fieldErrorsOf,
  formValuesOf,
  serverIssueMessage,
  useContactFormState,
  type ContactField,
} from './contact-form-state'
import {
  contactFormSchema,
  emptyContactForm,
  topicLabels,
  type ContactFormInput,
  type ContactFormValues,
} from './contact-schema'

const FIELD_ORDER = CONTACT_FIELDS
type FieldName = ContactField

const CONTACT_FORM_ID = 'contact-form'
/** The fields a visitor fills in (not the honeypot, nor the consent, which is a checkbox). */
const TYPED_FIELDS = ['name', 'email', 'phone', 'organisation', 'topic', 'message'] as const

/**
 * The form as the visitor left it before the script ran (the server's HTML, being hydrated now),
 * or null when the form is rendered afresh in the browser. Read once, as the form first renders.
 */
function readTypedBeforeScript(): FormData | null {
  if (typeof document === 'undefined') return null
  const form = document.getElementById(CONTACT_FORM_ID)
  return form instanceof HTMLFormElement ? new FormData(form) : null
}

const topicOptions = CONTACT_TOPICS.map((value) => ({ value, label: topicLabels[value] }))

/**
 * The consent checkbox's label. The spaces live inside the text around the link: a lone {' '}
 * becomes its own text node in the prerendered HTML, which Chromium drops from the checkbox's name.
 */
const consentTitle = (
  <>
    {`${copy.consent} `}
    <Link to="/privacy-statement" className="text-link underline underline-offset-2">
      {copy.consentLink}
    </Link>
    {` ${copy.consentEnd}`}
    {/* Screen readers hear "required" from aria-required, as for the other fields. */}
    <span aria-hidden="true"> *</span>
  </>
)

/**
 * The subject as a native select until the script runs (or without it), so that it can be
 * chosen and is posted with the form; then the site's dropdown takes its place.
 */
function NativeTopicSelect({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return (
    <Field required>
      <FieldLabel>{copy.topic}</FieldLabel>
      <div className="relative">
        <FieldControl>
          <select
            name="topic"
            defaultValue={defaultValue}
            className={selectTriggerVariants({ kind: 'select' })}
          >
            <option value="" disabled>
              {copy.topicPlaceholder}
            </option>
            {topicOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FieldControl>
        <ChevronDown
          aria-hidden="true"
          className="text-muted pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2"
        />
      </div>
      <FieldError>{error}</FieldError>
    </Field>
  )
}

/** The consent as a native checkbox until the script runs (or without it), as the subject. */
function NativeConsent({ defaultChecked, error }: { defaultChecked: boolean; error?: string }) {
  return (
    <Field required id="contact-consent">
      <div data-slot="checkbox-field" className="flex items-start gap-3">
        <FieldControl>
          <input
            type="checkbox"
            name="consent"
            value="true"
            defaultChecked={defaultChecked}
            className="accent-primary mt-0.5 size-6 shrink-0 cursor-pointer"
          />
        </FieldControl>
        <label
          htmlFor="contact-consent"
          data-slot="checkbox-label"
          className="min-h-7 cursor-pointer leading-7"
        >
          {consentTitle}
        </label>
      </div>
      <FieldError className="mt-1">{error}</FieldError>
    </Field>
  )
}

/** Maps the server's `{ issues: [{ path: "body.email", message }] }` to form fields. */
function serverIssues(error: unknown): { field: FieldName; message: string }[] {
  const issues = errorBody(error)?.issues
  if (!Array.isArray(issues)) return []
  return issues.flatMap((issue: { path?: unknown; message?: unknown }) => {
    const field = String(issue.path ?? '')
      .split('.')
      .at(-1) as FieldName
    return FIELD_ORDER.includes(field) && typeof issue.message === 'string'
      ? [{ field, message: serverIssueMessage(field, issue.message) }]
      : []
  })
}

function Success({
  receipt,
  email,
  onAgain,
}: {
  receipt: ContactReceipt
  email: string
  onAgain: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const hydrated = useHydrated()
  return (
    <div
      className="border-border bg-surface rounded-lg border p-6"
      ref={(element) => {
        if (element) heading.current?.focus()
      }}
    >
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {copy.successHeading}
      </h2>
      <p className="mt-3">{copy.successText(email)}</p>
      <p className="text-muted mt-2 text-sm">
        {copy.reference}: <span className="font-mono">{receipt.id}</span>
      </p>
      {hydrated ? (
        <Button className="mt-5" onClick={onAgain}>
          {copy.sendAnother}
        </Button>
      ) : (
        // Until the script runs (or without it), a fresh form is a fresh page.
        <Button asChild className="mt-5">
          <a href="/contact-us">{copy.sendAnother}</a>
        </Button>
      )}
    </div>
  )
}

/**
 * The contact form: validated as the visitor goes (after the first attempt to send), sent to the
 * API, with a confirmation on success and, on failure, a clear reason with nothing typed lost.
 * Without JavaScript (or before it runs) it posts itself to `/contact-us`, whose answer is this
 * page rendered with the form's state: the values, the errors, the reason or the confirmation.
 */
export function ContactForm() {
  const posted = useContactFormState()
  const hydrated = useHydrated()
  const [receipt, setReceipt] = useState<{ receipt: ContactReceipt; email: string } | null>(
    posted?.status === 'sent' ? { receipt: posted.receipt, email: posted.email } : null,
  )
  const summary = useRef<HTMLDivElement>(null)
  const postedValues = posted !== null && posted.status !== 'sent' ? posted.values : null
  const initialValues = postedValues ? formValuesOf(postedValues) : emptyContactForm
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { register, control, handleSubmit, formState, setError, reset, setValue } = form
  // One key per message: sending the same message again after a failure (a time-out whose
  // message did arrive) repeats its key, so the server stores it once.
  const attempt = useRef<MessageKey | null>(null)
  // A send that got no answer (offline, or the connection dropped) goes again, once, when the
  // browser is back online.
  const awaitingConnection = useRef(false)
  // What the visitor typed or chose while the page had no script yet: react-hook-form sets each
  // field to its default as it takes the field over, so it is read first and put back after.
  const [typedBefore] = useState(readTypedBeforeScript)
  // A message sent offline and kept for this tab (`outbox.ts`): shown again, with its key, and
  // sent by this form once the browser is back online. While a form is on the page, the form
  // sends it; on another page of the site, the outbox does.
  const [pending] = useState(() => (posted === null ? readPending() : null))
  // Shown once hydrated (the served page knows nothing of it), until the form sends it.
  const [pendingSettled, setPendingSettled] = useState(false)
  const waiting = hydrated && pending !== null && !pendingSettled
  const [kept, setKept] = useState(true)
  useEffect(() => formOnPage(), [])
  useLayoutEffect(() => {
    if (pending === null) return
    for (const field of TYPED_FIELDS) setValue(field, pending.values[field])
    setValue('consent', pending.values.consent)
    attempt.current = { key: pending.key, body: pending.body }
    awaitingConnection.current = true
  }, [pending, setValue])
  useLayoutEffect(() => {
    if (typedBefore === null) return
    for (const field of TYPED_FIELDS) {
      const value = typedBefore.get(field)
      if (typeof value === 'string' && value !== '') setValue(field, value)
    }
    if (typedBefore.has('consent')) setValue('consent', true)
  }, [typedBefore, setValue])
  const checkedErrors = formState.errors as FieldErrors<Record<FieldName, unknown>>
  // The server's verdict on a post shows until the form is checked here.
  const postedErrors = formState.submitCount === 0 ? fieldErrorsOf(posted) : {}
  const errorOf = (field: FieldName): string | undefined => {
    const message = checkedErrors[field]?.message
    return typeof message === 'string' ? message : postedErrors[field]
  }
  const attempted = formState.submitCount > 0 || Object.keys(postedErrors).length > 0
  const network = useNetworkState()
  const submitButton = useRef<HTMLButtonElement>(null)

  // Why the form is sending again, for the status line: back online, or the visitor's retry.
  const [resending, setResending] = useState<'online' | 'retry' | null>(null)
  const sentAutomatically = useRef(false)
  const send = useApiMutation({
    mutationFn: (values: ContactFormValues) => {
      const message = {
        name: values.name,
        email: values.email,
        phone: values.phone || undefined,
        organisation: values.organisation || undefined,
        topic: values.topic,
        message: values.message,
        consent: values.consent,
        website: values.website,
      }
      attempt.current = keyForMessage(attempt.current, JSON.stringify(message))
      return apiPost<ContactReceipt>('/Contact', message, {
        headers: { 'Idempotency-Key': attempt.current.key },
      })
    },
    onSuccess: (answer, values) => {
      attempt.current = null
      clearPending()
      setPendingSettled(true)
      setReceipt({ receipt: answer, email: values.email })
    },
    onError: (error) => {
      const issues = serverIssues(error)
      awaitingConnection.current = issues.length === 0 && errorStatus(error) === undefined
      setPendingSettled(true)
      // No answer: the message is kept for this tab, to be sent from any page of the site. An
      // answer (a refusal, a limit) is the form's to show; nothing is kept for later then.
      if (awaitingConnection.current && attempt.current !== null) {
        setKept(
          keepPending({
            values: form.getValues(),
            key: attempt.current.key,
            body: attempt.current.body,
          }),
        )
      } else {
        clearPending()
      }
      issues.forEach(({ field, message }, index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      )
      // A send the visitor made moves them to the reason; one made for them leaves focus be
      // (the alert is announced where they are).
      if (issues.length === 0 && !sentAutomatically.current) {
        requestAnimationFrame(() => summary.current?.focus())
      }
    },
    onSettled: () => {
      sentAutomatically.current = false
      setResending(null)
    },
  })

  /**
   * Sends the form again after a failure. The reason box (and its Try again button) goes while it
   * sends, so focus inside it moves to the busy Send button rather than to the page.
   */
  const sendAgain = (reason: 'online' | 'retry') => {
    if (send.isPending) return
    if (summary.current?.contains(document.activeElement)) submitButton.current?.focus()
    const sendValues = (values: ContactFormValues) => {
      sentAutomatically.current = reason === 'online'
      setResending(reason)
      send.mutate(values)
    }
    if (reason === 'retry') {
      void handleSubmit(sendValues)()
      return
    }
    // Back online: sent only as it stands valid, and without moving focus to a field.
    const checked = contactFormSchema.safeParse(form.getValues())
    if (checked.success) sendValues(checked.data)
  }

  // Only the return of the connection drives this; it reads the form as it stands then.
  const onBackOnline = useEffectEvent(() => {
    if (!awaitingConnection.current) return
    awaitingConnection.current = false
    sendAgain('online')
  })
  useEffect(() => {
    if (network === 'online') onBackOnline()
  }, [network])

  if (receipt) {
    return (
      <Success
        receipt={receipt.receipt}
        email={receipt.email}
        onAgain={() => {
          reset(emptyContactForm)
          send.reset()
          setReceipt(null)
        }}
      />
    )
  }

  const failureStatus = send.isError ? errorStatus(send.error) : undefined
  const failure =
    send.isError && serverIssues(send.error).length === 0
      ? failureStatus === 429
        ? copy.rateLimited
        : failureStatus === undefined && network === 'offline'
          ? kept && canKeepPending()
            ? copy.offline
            : copy.offlineThisPage
          : `${describeApiError(send.error)} ${copy.failureKept}`
      : send.isIdle && waiting
        ? copy.waiting
        : send.isIdle && formState.submitCount === 0
          ? failureOf(posted)
          : null
  // Trying again helps unless the server said to wait (429) or refused a field.
  const canTryAgain = failure !== null && failureStatus !== 429 && (send.isError || waiting)
  const invalid = FIELD_ORDER.filter((field) => errorOf(field))

  return (
    // A plain form post without JavaScript: the values go in the body, never in the address.
    <form
      id={CONTACT_FORM_ID}
      method="post"
      action="/contact-us"
      noValidate
      aria-labelledby="contact-form-heading"
      onSubmit={(event) => void handleSubmit((values) => send.mutate(values))(event)}
      className="flex flex-col gap-5"
    >
      <div>
        <h2 id="contact-form-heading" className="text-2xl font-bold">
          {copy.formHeading}
        </h2>
        <p className="text-muted mt-1 text-sm">{copy.required}</p>
      </div>

      <div ref={summary} tabIndex={-1} role="alert" className="focus:outline-none">
        {failure && (
          <div className="border-danger rounded-md border-2 p-4">
            <p className="font-semibold">{copy.failureHeading}</p>
            <p className="mt-1">{failure}</p>
            {canTryAgain && (
              <Button size="sm" className="mt-3" onClick={() => sendAgain('retry')}>
                {copy.tryAgain}
              </Button>
            )}
          </div>
        )}
        {attempted && invalid.length > 1 && (
          <div className="border-danger rounded-md border-2 p-4">
            <p className="font-semibold">{copy.errorSummary}</p>
            <ul className="mt-2 list-disc pl-5">
              {invalid.map((field) => (
                <li key={field}>{errorOf(field)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      {posted !== null && posted.status !== 'sent' && (
        // This rendering's key: the same page sent again (a reload) stores its message once.
        <input type="hidden" name="idempotencyKey" value={posted.idempotencyKey} />
      )}
      <FormField label={copy.name} required error={errorOf('name')}>
        <Input autoComplete="name" defaultValue={postedValues?.name} {...register('name')} />
      </FormField>
      <FormField label={copy.email} description={copy.emailHint} required error={errorOf('email')}>
        <Input
          type="email"
          autoComplete="email"
          defaultValue={postedValues?.email}
          {...register('email')}
        />
      </FormField>
      <FormField label={copy.phone} description={copy.phoneHint} error={errorOf('phone')}>
        <Input
          type="tel"
          autoComplete="tel"
          defaultValue={postedValues?.phone}
          {...register('phone')}
        />
      </FormField>
      <FormField
        label={copy.organisation}
        description={copy.organisationHint}
        error={errorOf('organisation')}
      >
        <Input
          autoComplete="organization"
          defaultValue={postedValues?.organisation}
          {...register('organisation')}
        />
      </FormField>
      {!hydrated ? (
        <NativeTopicSelect defaultValue={initialValues.topic ?? ''} error={errorOf('topic')} />
      ) : (
        <Controller
          control={control}
          name="topic"
          render={({ field }) => (
            <DropdownSelect
              ref={field.ref}
              name="topic"
              label={copy.topic}
              required
              placeholder={copy.topicPlaceholder}
              options={topicOptions}
              value={field.value}
              onValueChange={field.onChange}
              error={errorOf('topic')}
              touched={attempted}
            />
          )}
        />
      )}
      <FormField
        label={copy.message}
        description={copy.messageHint}
        required
        error={errorOf('message')}
      >
        <Textarea
          rows={6}
          maxChars={CONTACT_MESSAGE_MAX}
          defaultValue={postedValues?.message}
          {...register('message')}
        />
      </FormField>
      {!hydrated ? (
        <NativeConsent defaultChecked={postedValues?.consent === true} error={errorOf('consent')} />
      ) : (
        <Controller
          control={control}
          name="consent"
          render={({ field }) => (
            <Field required id="contact-consent">
              <Checkbox
                ref={field.ref}
                name="consent"
                checked={field.value === true}
                onCheckedChange={(state) => field.onChange(state === true)}
                title={consentTitle}
              />
              <FieldError className="mt-1">{errorOf('consent')}</FieldError>
            </Field>
          )}
        />
      )}
      {/* A field people never see and only bots fill in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {copy.honeypot}
          <input tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button ref={submitButton} type="submit" variant="primary" loading={send.isPending}>
          {copy.submit}
        </Button>
        <p role="status" className="text-sm font-semibold">
          {send.isPending && resending === 'online'
            ? copy.sendingOnline
            : send.isPending && resending === 'retry'
              ? copy.sendingAgain
              : ''}
        </p>
      </div>
    </form>
  )
}
