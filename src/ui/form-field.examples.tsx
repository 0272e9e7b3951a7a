import { useForm } from 'react-hook-form'
import { cellphone, email, required, saIdNumber } from '../lib/validators'
import type { WidgetExamples } from './examples'
import { FormField } from './form-field'
import { Input } from './input'

interface CallbackRequest {
  email: string
  idNumber: string
  cellphone: string
}

/** A react-hook-form form whose messages come from src/lib/validators. */
export function CallbackRequestForm({
  onSubmit,
}: {
  onSubmit?: (values: CallbackRequest) => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitSuccessful },
  } = useForm<CallbackRequest>({ defaultValues: { email: '', idNumber: '', cellphone: '' } })

  return (
    <form
      noValidate
      aria-label="Request a call back"
      onSubmit={handleSubmit((values) => onSubmit?.(values))}
      className="flex flex-col gap-4"
    >
      <FormField label="E-mail address" required error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...register('email', {
            validate: (value) => required('Enter your e-mail address')(value) ?? email(value),
          })}
        />
      </FormField>
      <FormField
        label="South African ID number"
        description="13 digits, for example 800101 5009 087."
        required
        error={errors.idNumber?.message}
      >
        <Input
          inputMode="numeric"
          {...register('idNumber', {
            validate: (value) => required('Enter your ID number')(value) ?? saIdNumber(value),
          })}
        />
      </FormField>
      <FormField
        label="Cellphone number"
        description="10 digits, for example 082 123 4567."
        error={errors.cellphone?.message}
      >
        <Input type="tel" autoComplete="tel" {...register('cellphone', { validate: cellphone })} />
      </FormField>
      <button
        type="submit"
        className="bg-primary text-primary-fg min-h-11 self-start rounded-md px-5 font-semibold"
      >
        Request a call back
      </button>
      <p role="status" className="text-fg text-sm">
        {isSubmitSuccessful ? 'Thank you: we will call you within one working day.' : ''}
      </p>
    </form>
  )
}

export default {
  widget: 'Form field',
  examples: [
    {
      name: 'Label and hint',
      render: () => (
        <FormField
          label="Branch code"
          description="The 6-digit universal branch code of your bank."
        >
          <Input inputMode="numeric" placeholder="250655" />
        </FormField>
      ),
    },
    {
      name: 'Required',
      description: 'The asterisk is visual; screen readers hear "required" from the control.',
      render: () => (
        <FormField label="Full name" required>
          <Input autoComplete="name" />
        </FormField>
      ),
    },
    {
      name: 'Invalid with its message',
      render: () => (
        <FormField
          label="Cellphone number"
          description="10 digits, for example 082 123 4567."
          error="Enter a 10-digit South African cellphone number, like 082 123 4567"
        >
          <Input type="tel" defaultValue="082 123" />
        </FormField>
      ),
    },
    {
      name: 'With react-hook-form',
      description: 'Submit it empty or with a wrong ID number to see the messages.',
      render: () => <CallbackRequestForm />,
    },
  ],
} satisfies WidgetExamples
