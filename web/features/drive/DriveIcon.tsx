import type { SVGProps } from 'react';

// Drawn like web/components/Icon.tsx (24 px grid, 2 px round strokes), for the drive's own needs.
const paths = {
  video: (
    <>
      <rect x="3" y="5" width="13" height="14" rx="2" />
      <path d="m16 10 5-3v10l-5-3" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </>
  ),
  upload: <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />,
  download: <path d="M12 4v12M7 11l5 5 5-5M4 20h16" />,
  play: <path d="M7 4v16l13-8z" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />,
} as const;

/** The name of one of the drive's icons. */
export type DriveIconName = keyof typeof paths;

/** An inline SVG icon of the drive feature; decorative unless given a label. */
export function DriveIcon({
  name,
  size = 20,
  label,
  ...rest
}: Omit<SVGProps<SVGSVGElement>, 'children'> & {
  name: DriveIconName;
  size?: number;
  label?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {paths[name]}
    </svg>
  );
}
