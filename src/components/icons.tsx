import type { SVGProps } from 'react';

/** Inline icons (no icon font to download); decorative, so hidden from screen readers. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Svg({ size = 20, children, ...rest }: IconProps) {
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
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const PlayIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" stroke="none" />
  </Svg>
);
export const PauseIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" stroke="none" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" stroke="none" />
  </Svg>
);
export const HeartIcon = ({ filled, ...props }: IconProps & { filled?: boolean }) => (
  <Svg {...props}>
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Svg>
);
export const QueueAddIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 6h12M3 12h12M3 18h8M18 14v8M14 18h8" />
  </Svg>
);
/** A list whose first line is a play mark: "play next". */
export const PlayNextIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 5.5v7L9.5 9zM13 9h8M4 17h17" />
  </Svg>
);
export const SearchIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);
export const RadioIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="2" />
    <path d="M16.2 7.8a6 6 0 0 1 0 8.4M7.8 16.2a6 6 0 0 1 0-8.4M19.1 4.9a10 10 0 0 1 0 14.2M4.9 19.1a10 10 0 0 1 0-14.2" />
  </Svg>
);
export const HeadphonesIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
    <path d="M21 19a2 2 0 0 1-2 2h-1v-6h3zM3 19a2 2 0 0 0 2 2h1v-6H3z" />
  </Svg>
);
export const QueueIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 6h13M3 12h13M3 18h9M17 15v6l4-3z" />
  </Svg>
);
export const MinimizeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 19h14" />
  </Svg>
);
export const MusicIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 18V5l11-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="17" cy="16" r="3" />
  </Svg>
);
export const DownloadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" />
  </Svg>
);
export const DownloadedIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12.5 9.5 17 19 7.5M5 21h14" />
  </Svg>
);

export const ShareIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </Svg>
);

/* The phone's tab bar. */
export const HomeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 10.5 12 4l8 6.5V20h-5v-6h-6v6H4z" />
  </Svg>
);
export const UsersIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.8c2 .7 3.2 2.4 3.5 5.2" />
  </Svg>
);
export const TrendingIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m3 17 6-6 4 4 8-8M15 7h6v6" />
  </Svg>
);
