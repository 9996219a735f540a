import { Icon, type IconName } from '../../components/Icon';
import m from './marketing.module.css';

/** What a feature card says: an icon, a title and a sentence or two. */
export type Feature = { icon: IconName; title: string; text: string };

type FeatureCardProps = {
  feature: Feature;
  iconSize?: number;
  /** Classes beside the card's own (a carousel's slide state). */
  className?: string;
  /** Hidden from assistive technology (a carousel slide not shown). */
  hidden?: boolean;
};

/** One feature as a card of the marketing pages: its icon in an accent box, title and text. */
export function FeatureCard({ feature, iconSize = 24, className, hidden }: FeatureCardProps) {
  return (
    <li
      className={[m.card, className].filter(Boolean).join(' ')}
      aria-hidden={hidden ? true : undefined}
    >
      <span className={m.cardIcon}>
        <Icon name={feature.icon} size={iconSize} />
      </span>
      <h3 className={m.cardTitle}>{feature.title}</h3>
      <p className={m.cardText}>{feature.text}</p>
    </li>
  );
}

/** Feature cards in as many columns as fit. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className={m.grid}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </ul>
  );
}
