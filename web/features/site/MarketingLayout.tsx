import type { ReactNode } from 'react';
import m from './marketing.module.css';

type PageHeroProps = {
  /** The small line over the title ('Explore · Production'). */
  eyebrow: string;
  /** The page's one h1. */
  title: ReactNode;
  /** The paragraph under the title. */
  lead: ReactNode;
  /** What follows the lead: the call-to-action buttons, a jump list. */
  children?: ReactNode;
};

/** The top of a marketing page: eyebrow, title, lead, and its buttons. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <header className={m.pageHero}>
      <p className={m.eyebrow}>{eyebrow}</p>
      <h1 className={m.pageTitle}>{title}</h1>
      <p className={m.lead}>{lead}</p>
      {children}
    </header>
  );
}

type MarketingSectionProps = {
  /** Makes the heading's id, `{id}-title`, which labels the section. */
  id: string;
  title: ReactNode;
  children: ReactNode;
};

/** A section of a marketing page under its h2. */
export function MarketingSection({ id, title, children }: MarketingSectionProps) {
  return (
    <section className={m.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={m.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}
