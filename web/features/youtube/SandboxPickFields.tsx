import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { SandboxPick } from '../../../common/api/youtube';
import { Checkbox } from '../../components/Checkbox';
import { Field } from '../../components/Field';
import forms from '../../styles/form.module.css';

type PickForm = UseFormReturn<z.input<typeof SandboxPick>, unknown, SandboxPick>;

/** The Google account and the YouTube channel the sandbox answers with. */
export function SandboxPickFields({ form }: { form: PickForm }) {
  const { errors } = form.formState;
  return (
    <>
      <Field
        label="Google account e-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Checkbox
        label="This Google account has no YouTube channel"
        error={errors.noChannel?.message}
        {...form.register('noChannel')}
      />
      <fieldset className={forms.fieldset}>
        <legend className={forms.legend}>YouTube channel (ignored when there is none)</legend>
        <Field
          label="Channel name"
          error={errors.channelTitle?.message}
          {...form.register('channelTitle')}
        />
        <Field
          label="Subscribers"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.subscribers?.message}
          {...form.register('subscribers', { valueAsNumber: true })}
        />
        <Checkbox
          label="The channel hides its subscriber count"
          error={errors.hidden?.message}
          {...form.register('hidden')}
        />
        <Field
          label="Channel ID (optional)"
          hint="Leave empty: the same e-mail is always the same channel."
          autoCapitalize="none"
          spellCheck={false}
          error={errors.channelId?.message}
          {...form.register('channelId')}
        />
      </fieldset>
    </>
  );
}
