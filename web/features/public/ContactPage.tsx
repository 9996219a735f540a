import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ContactMessageForm, contactTopics } from '../../../common/api/site';
import { siteLimits } from '../../../common/limits';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { Select } from '../../components/Select';
import { describeFailure } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { supportEmail } from '../../lib/contact';
import { sendContactMessage } from './api';
import styles from './ContactPage.module.css';
import { TextAreaField } from '../../components/TextAreaField';
import m from './marketing.module.css';
import { PageMeta } from './PageMeta';
import { topicFromQuery } from './contact-topic';

type FormInput = z.input<typeof ContactMessageForm>;

function Sent({ email, onAgain }: { email: string; onAgain: () => void }) {
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

/** /contact (docs/product.md §2): a message to the support team; `?topic=` presets the topic. */
export function ContactPage() {
  const [searchParams] = useSearchParams();
  const presetTopic = topicFromQuery(searchParams.get('topic'));
  const [sentTo, setSentTo] = useState<string | null>(null);

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
      setSentTo(values.email);
      form.reset({ name: '', email: '', topic: presetTopic, message: '', website: '' });
    },
    // The server names the fields it refused; show each under its own input.
    onError: (error) => applyFieldErrors(form, error, Object.keys(ContactMessageForm.shape)),
  });
  const failure = send.isError ? describeFailure(send.error) : undefined;

  return (
    <>
      <PageMeta
        title="Contact us · Crewcast"
        description="Questions about your account, orders, partnerships or joining the staff? Write to the Crewcast support team; we reply within 1-3 working days."
      />
      <div className={styles.page}>
        <header className={styles.intro}>
          <p className={m.eyebrow}>Contact</p>
          <h1 className={m.pageTitle}>Talk to our support team</h1>
          <p className={m.lead}>
            Tell us what you need and we will get back to you within{' '}
            <strong>1-3 working days</strong>.
          </p>
          <p className={styles.alt}>
            <Icon name="mail" size={18} />
            <span>
              Or e-mail us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </span>
          </p>
          <p className={styles.alt}>
            <Icon name="chat" size={18} />
            <span>Partners and staff can also reach us in Chat from the dashboard.</span>
          </p>
        </header>

        <section className={styles.card} aria-labelledby="contact-form-title">
          {sentTo ? (
            <Sent
              email={sentTo}
              onAgain={() => {
                setSentTo(null);
                send.reset();
              }}
            />
          ) : (
            <form
              className={styles.form}
              noValidate
              aria-labelledby="contact-form-title"
              onSubmit={form.handleSubmit((values) => {
                if (!send.isPending) send.mutate(values);
              })}
            >
              <h2 id="contact-form-title" className={styles.formTitle}>
                Send us a message
              </h2>
              {failure && (
                <Alert tone="error" link={failure.link} focusOnMount key={failure.message}>
                  {failure.message}
                </Alert>
              )}
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
                  type="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
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
          )}
        </section>
      </div>
    </>
  );
}
