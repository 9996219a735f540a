import type { CatalogService } from '../../../common/pricing';
import styles from './payments.module.css';

/** Original line artwork for each product: a phone-sized short, a timeline, a thumbnail frame. */
export function ItemArt({ image }: { image: CatalogService['image'] }) {
  return (
    <svg className={styles.art} viewBox="0 0 160 96" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="160" height="96" rx="12" className={styles.artBg} />
      {image === 'shorts' && (
        <>
          <rect x="62" y="10" width="36" height="76" rx="7" className={styles.artFrame} />
          <path d="M75 38v20l16-10z" className={styles.artAccent} />
          <rect x="72" y="76" width="16" height="3" rx="1.5" className={styles.artMuted} />
        </>
      )}
      {image === 'video' && (
        <>
          <rect x="22" y="14" width="116" height="48" rx="6" className={styles.artFrame} />
          <path d="M72 26v24l20-12z" className={styles.artAccent} />
          <rect x="22" y="70" width="116" height="6" rx="3" className={styles.artMuted} />
          <rect x="22" y="70" width="52" height="6" rx="3" className={styles.artAccentBar} />
          <rect x="40" y="80" width="24" height="6" rx="2" className={styles.artMuted} />
          <rect x="70" y="80" width="40" height="6" rx="2" className={styles.artMuted} />
        </>
      )}
      {image === 'thumbnail' && (
        <>
          <rect x="26" y="14" width="108" height="64" rx="6" className={styles.artFrame} />
          <circle cx="56" cy="40" r="11" className={styles.artAccent} />
          <path d="M34 72l30-22 18 14 16-10 28 18z" className={styles.artMuted} />
          <rect x="86" y="24" width="38" height="10" rx="3" className={styles.artAccentBar} />
        </>
      )}
    </svg>
  );
}
