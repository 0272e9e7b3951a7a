import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'
import { apiPost, describeApiError, errorBody, errorStatus } from '../../api/client'
import { useApiMutation } from '../../api/query-client'
import { CONTACT_TOPICS, type ContactReceipt } from '../../api/types'
import { keyForMessage, type MessageKey } from '../../lib/uuid'
import { contactFormCopy as copy, MESSAGE_MAX } from '../../content/contact'
import { zodResolver } from '../../lib/zod-resolver'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { DropdownSelect } from '../../ui/dropdown-select'
import { FieldError, Field } from '../../ui/field'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { Textarea } from '../../ui/textarea'
import {
  contactFormSchema,
  emptyContactForm,
  topicLabels,
  type ContactFormInput,
  type ContactFormValues,
} from './contact-schema'

const FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'organisation',
  'topic',
  'message',
  'consent',
] as const
type FieldName = (typeof FIELD_ORDER)[number]

const topicOptions = CONTACT_TOPICS.map((value) => ({ value, label: topicLabels[value] }))

/** Maps the server's `{ issues: [{ path: "body.email", message }] }` to form fields. */
function serverIssues(error: unknown): { field: FieldName; message: string }[] {
  const issues = errorBody(error)?.issues
  if (!Array.isArray(issues)) return []
  return issues.flatMap((issue: { path?: unknown; message?: unknown }) => {
    const field = String(issue.path ?? '')
      .split('.')
      .at(-1) as FieldName
    return FIELD_ORDER.includes(field) && typeof issue.message === 'string'
      ? [{ field, message: `${field === 'phone' ? 'The number' : 'This'} ${issue.message}` }]
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
      <Button className="mt-5" onClick={onAgain}>
        {copy.sendAnother}
      </Button>
    </div>
  )
}

/**
 * The contact form: validated as the visitor goes (after the first attempt to send), sent to the
 * API, with a confirmation on success and, on failure, a clear reason with nothing typed lost.
 */
export function ContactForm() {
  const [receipt, setReceipt] = useState<{ receipt: ContactReceipt; email: string } | null>(null)
  const summary = useRef<HTMLDivElement>(null)
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { register, control, handleSubmit, formState, setError, reset } = form
  const errors = formState.errors as FieldErrors<Record<FieldName, unknown>>

  // One key per message: sending the same message again after a failure (a time-out whose
  // message did arrive) repeats its key, so the server stores it once.
  const attempt = useRef<MessageKey | null>(null)
  const send = useApiMutation({
    mutationFn: (values: ContactFormValues) => {
      const message = {
        name: values.name,
        email: values.email,
        phone: values.phone.trim() || undefined,
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
      setReceipt({ receipt: answer, email: values.email })
    },
    onError: (error) => {
      const issues = serverIssues(error)
      issues.forEach(({ field, message }, index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      )
      if (issues.length === 0) requestAnimationFrame(() => summary.current?.focus())
    },
  })

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

  const failure =
    send.isError && serverIssues(send.error).length === 0
      ? errorStatus(send.error) === 429
        ? copy.rateLimited
        : `${describeApiError(send.error)} ${copy.failureKept}`
      : null
  const invalid = FIELD_ORDER.filter((field) => errors[field]?.message)

  return (
    <form
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
          </div>
        )}
        {formState.submitCount > 0 && invalid.length > 1 && (
          <div className="border-danger rounded-md border-2 p-4">
            <p className="font-semibold">{copy.errorSummary}</p>
            <ul className="mt-2 list-disc pl-5">
              {invalid.map((field) => (
                <li key={field}>{String(errors[field]?.message)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <FormField label={copy.name} required error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField
        label={copy.email}
        description={copy.emailHint}
        required
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label={copy.phone} description={copy.phoneHint} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField
        label={copy.organisation}
        description={copy.organisationHint}
        error={errors.organisation?.message}
      >
        <Input autoComplete="organization" {...register('organisation')} />
      </FormField>
      <Controller
        control={control}
        name="topic"
        render={({ field, fieldState }) => (
          <DropdownSelect
            ref={field.ref}
            label={copy.topic}
            required
            placeholder={copy.topicPlaceholder}
            options={topicOptions}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            touched={formState.submitCount > 0}
          />
        )}
      />
      <FormField
        label={copy.message}
        description={copy.messageHint}
        required
        error={errors.message?.message}
      >
        <Textarea rows={6} maxChars={MESSAGE_MAX} {...register('message')} />
      </FormField>
      <Controller
        control={control}
        name="consent"
        render={({ field, fieldState }) => (
          <Field required id="contact-consent">
            <Checkbox
              ref={field.ref}
              name="consent"
              checked={field.value === true}
              onCheckedChange={(state) => field.onChange(state === true)}
              title={
                // The spaces live inside the text around the link: a lone {' '} becomes its own
                // text node in the prerendered HTML, which Chromium drops from the checkbox's name.
                <>
                  {`${copy.consent} `}
                  <Link to="/privacy-statement" className="text-link underline underline-offset-2">
                    {copy.consentLink}
                  </Link>
                  {` ${copy.consentEnd}`}
                  {/* Screen readers hear "required" from aria-required, as for the other fields. */}
                  <span aria-hidden="true"> *</span>
                </>
              }
            />
            <FieldError className="mt-1">{fieldState.error?.message}</FieldError>
          </Field>
        )}
      />
      {/* A field people never see and only bots fill in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {copy.honeypot}
          <input tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <Button type="submit" variant="primary" loading={send.isPending} className="self-start">
        {copy.submit}
      </Button>
    </form>
  )
}
