import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { supportEmail } from '../../lib/contact';
import { topicFromQuery } from './contact-topic';
import { ContactForm, ContactSent } from './ContactForm';
import styles from './ContactPage.module.css';
import m from './marketing.module.css';
import { PageMeta } from './PageMeta';

/** /contact (docs/product.md §2): a message to the support team; `?topic=` presets the topic. */
export function ContactPage() {
  const [searchParams] = useSearchParams();
  const presetTopic = topicFromQuery(searchParams.get('topic'));
  const [sentTo, setSentTo] = useState<string | null>(null);

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
            <ContactSent email={sentTo} onAgain={() => setSentTo(null)} />
          ) : (
            <ContactForm presetTopic={presetTopic} onSent={setSentTo} />
          )}
        </section>
      </div>
    </>
  );
}
