import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ContactMessageForm, contactTopics, type ContactTopic } from '../../../common/api/site';
import { siteLimits } from '../../../common/limits';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { emailInput, Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { Select } from '../../components/Select';
import { TextAreaField } from '../../components/TextAreaField';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import forms from '../../styles/form.module.css';
import { sendContactMessage } from './api';
import styles from './ContactPage.module.css';

type FormInput = z.input<typeof ContactMessageForm>;

/** What the contact form says once the message is sent. */
export function ContactSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.sent} role="status">
      <span className={styles.sentIcon}>
        <Icon name="check" size={28} />
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.sentTitle}>
        Message sent
      </h2>
      <p>
        Thank you. Our support team replies within 1-3 working days, to <strong>{email}</strong>.
      </p>
      <Button variant="secondary" onClick={onAgain}>
        Send another message
      </Button>
    </div>
  );
}

type ContactFormProps = {
  /** The topic `?topic=` names. */
  presetTopic: ContactTopic;
  /** Called with the e-mail the reply goes to. */
  onSent: (email: string) => void;
};

/** The contact form: name, e-mail, topic, message, and a honeypot only bots fill. */
export function ContactForm({ presetTopic, onSent }: ContactFormProps) {
  const form = useForm<FormInput, unknown, ContactMessageForm>({
    resolver: zodResolver(ContactMessageForm),
    defaultValues: { name: '', email: '', topic: presetTopic, message: '', website: '' },
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';

  // A link to /contact?topic=… followed while already here changes the topic too.
  useEffect(() => {
    form.setValue('topic', presetTopic);
  }, [form, presetTopic]);

  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (_answer, values) => {
      onSent(values.email);
      form.reset({ name: '', email: '', topic: presetTopic, message: '', website: '' });
    },
    // The server names the fields it refused; show each under its own input.
    onError: (error) => applyFieldErrors(form, error, Object.keys(ContactMessageForm.shape)),
  });

  return (
    <form
      className={forms.form}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={form.handleSubmit((values) => {
        if (!send.isPending) send.mutate(values);
      })}
    >
      <h2 id="contact-form-title" className={styles.formTitle}>
        Send us a message
      </h2>
      <FailureAlert error={send.error} />
      <div className={styles.row}>
        <Field
          label="Name"
          autoComplete="name"
          maxLength={siteLimits.contactNameMax}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Field
          label="Email"
          {...emailInput}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <Select label="Topic" error={errors.topic?.message} {...form.register('topic')}>
        {contactTopics.map((topic) => (
          <option key={topic} value={topic}>
            {topic}
          </option>
        ))}
      </Select>
      <TextAreaField
        label="Message"
        rows={7}
        maxChars={siteLimits.contactMessageMax}
        length={message.length}
        error={errors.message?.message}
        {...form.register('message')}
      />
      {/* The honeypot: hidden from people and from assistive technology, so only a
          bot that fills every field it finds fills this one. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={send.isPending}>
          Send message
        </Button>
        <p className={styles.reply}>We reply within 1-3 working days.</p>
      </div>
    </form>
  );
}
