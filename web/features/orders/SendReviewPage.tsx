import { Link, useSearchParams } from 'react-router';
import { orderLimits } from '../../../common/limits';
import { dashboardPaths } from '../../../common/paths';
import { Icon } from '../../components/Icon';
import page from '../../styles/page.module.css';
import styles from './send.module.css';

function daysText(raw: string | null): string | null {
  const days = Number(raw);
  if (!Number.isInteger(days) || days < orderLimits.extensionDaysMin) return null;
  if (days > orderLimits.extensionDaysMax) return null;
  return `${days} more day${days === 1 ? '' : 's'}`;
}

/**
 * /dashboard/production/send/review (docs/product.md §2): 'Order Placed!' by default, 'Order Fulfilled!'
 * with type=fulfill, 'Request Sent!' with type=extend (and extension={days}).
 */
export function SendReviewPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const asked = daysText(params.get('extension'));

  const { title, text } =
    type === 'fulfill'
      ? {
          title: 'Order Fulfilled!',
          text: 'Your files are delivered. The client has been told and can preview them in their Inbox.',
        }
      : type === 'extend'
        ? {
            title: 'Request Sent!',
            text: `${asked ? `You asked for ${asked}; the` : 'The'} Partner has ${orderLimits.extensionAnswerHours} hours to answer. Without an answer, the original due time stands.`,
          }
        : {
            title: 'Order Placed!',
            text: 'Your team has been told. Follow the order, and receive its files, in your Inbox.',
          };

  return (
    <div className={`${page.surface} ${page.doneCard} ${styles.review}`}>
      <title>{`${title.replace('!', '')} · Crewcast`}</title>
      <span className={page.doneIcon} aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <h1 className={`${page.title} ${styles.reviewTitle}`}>{title}</h1>
      <p>{text}</p>
      <nav aria-label="Next steps" className={styles.reviewLinks}>
        <Link to={dashboardPaths.inbox()}>Inbox</Link>
        <Link to={dashboardPaths.home}>Dashboard</Link>
        {type !== 'extend' && (
          <Link to={dashboardPaths.send}>
            {type === 'fulfill' ? 'Deliver another order' : 'Place another order'}
          </Link>
        )}
      </nav>
    </div>
  );
}
