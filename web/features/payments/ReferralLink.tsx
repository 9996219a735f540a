import { useId, useRef, useState } from 'react';
import type { ReferralLinkTo } from '../../../common/api/payments';
import type { ReferralPage } from '../../../common/referral';
import { commissionPercent } from '../../../common/pricing';
import { Select } from '../../components/Select';
import { Button } from '../../components/Button';
import { useToast } from '../../components/Toast';
import page from '../../styles/page.module.css';
import styles from './payments.module.css';

async function copy(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (or an old browser): select the text so Ctrl+C does it.
    input?.select();
    return false;
  }
}

/** The Affiliate's referral link to the public page they pick, with a button that copies it. */
export function ReferralLink({ links }: { links: readonly ReferralLinkTo[] }) {
  const toast = useToast();
  const linkId = useId();
  const linkInput = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<ReferralPage>(links[0]?.page ?? 'home');
  const link = links.find((l) => l.page === target)?.url ?? '';
  return (
    <section className={`${page.surface} ${styles.panel}`} aria-labelledby="referral-title">
      <h2 id="referral-title" className={styles.sectionTitle}>
        Your referral link
      </h2>
      <p className={styles.muted}>
        Share it with YouTubers. Everyone who signs up through it is yours, and you earn{' '}
        {commissionPercent}% of every purchase they make. Any page you link to carries your code.
      </p>
      <Select
        label="Page the link opens"
        className={styles.linkPage}
        value={target}
        onChange={(event) => setTarget(event.target.value as ReferralPage)}
      >
        {links.map((l) => (
          <option key={l.page} value={l.page}>
            {l.name}
          </option>
        ))}
      </Select>
      <div className={styles.linkRow}>
        <label htmlFor={linkId} className="visually-hidden">
          Referral link
        </label>
        <input
          id={linkId}
          ref={linkInput}
          className={styles.linkInput}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
        />
        <Button
          onClick={async () => {
            const done = await copy(link, linkInput.current);
            toast.show(done ? 'Link copied.' : 'Press Ctrl+C (or ⌘C) to copy the selected link.', {
              tone: done ? 'success' : 'info',
            });
          }}
        >
          Copy link
        </Button>
      </div>
    </section>
  );
}
