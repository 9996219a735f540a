// Simplified, original marks drawn for the footer; they fill with the link colour.
const marks = {
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3z" fill="var(--color-bg)" />
    </>
  ),
  x: (
    <path
      d="M4 4h4.2l4.1 5.6L17 4h3l-6.3 7.3L20.5 20h-4.2l-4.5-6.1L6.6 20H3.6l6.9-7.9z"
      fill="currentColor"
    />
  ),
  discord: (
    <>
      <path
        d="M6.5 6.2A16 16 0 0 1 10 5l.5 1a14 14 0 0 1 3 0l.5-1a16 16 0 0 1 3.5 1.2C19.8 9.6 20.6 13 20.3 16.4A15 15 0 0 1 16 18.6l-1-1.6 1.8-.9-.4-.3a11 11 0 0 1-8.8 0l-.4.3 1.8.9-1 1.6a15 15 0 0 1-4.3-2.2C3.4 13 4.2 9.6 6.5 6.2z"
        fill="currentColor"
      />
      <circle cx="9.3" cy="12.6" r="1.5" fill="var(--color-bg)" />
      <circle cx="14.7" cy="12.6" r="1.5" fill="var(--color-bg)" />
    </>
  ),
} as const;

/** The mark of a social network, decorative: the link around it carries the name. */
export function SocialIcon({ name }: { name: keyof typeof marks }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {marks[name]}
    </svg>
  );
}
