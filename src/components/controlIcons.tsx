/**
 * Icons of the controls in lazily loaded parts (the playing bar, the full-screen player, dialogs, list
 * tools), kept out of icons.tsx so the first page does not download them.
 */
import { Svg, type IconProps } from './icons';

export const ShuffleIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
  </Svg>
);
export const GridIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </Svg>
);
export const ListIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />
  </Svg>
);
export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);
export const TrashIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
  </Svg>
);
export const CopyIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Svg>
);
/** Chevrons point along the reading direction: mirrored right to left (app.css `.icon-directional`). */
export const ChevronLeftIcon = (props: IconProps) => (
  <Svg className="icon-directional" {...props}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);
export const ChevronRightIcon = (props: IconProps) => (
  <Svg className="icon-directional" {...props}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);
export const PreviousIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M18 5v14L8 12z" fill="currentColor" stroke="none" />
    <path d="M6 5v14" />
  </Svg>
);
export const NextIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 5v14l10-7z" fill="currentColor" stroke="none" />
    <path d="M18 5v14" />
  </Svg>
);
export const VolumeIcon = ({ muted, ...props }: IconProps & { muted?: boolean }) => (
  <Svg {...props}>
    <path d="M4 9v6h4l5 4V5L8 9z" fill="currentColor" />
    {muted ? <path d="m17 9 5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
  </Svg>
);
export const ExpandIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Svg>
);
export const CollapseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const MoreIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="5" cy="12" r="1.5" fill="currentColor" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    <circle cx="19" cy="12" r="1.5" fill="currentColor" />
  </Svg>
);
export const RepeatIcon = ({ one, ...props }: IconProps & { one?: boolean }) => (
  <Svg {...props}>
    <path d="M17 2l3 3-3 3M4 11V9a4 4 0 0 1 4-4h12M7 22l-3-3 3-3M20 13v2a4 4 0 0 1-4 4H4" />
    {one ? <path d="M11.5 10.5 13 9.5v5" strokeWidth={1.6} /> : null}
  </Svg>
);
/** A circling arrow with the step's seconds inside: back (counter-clockwise) or forward. */
export const SkipIcon = ({
  forward,
  seconds,
  ...props
}: IconProps & { forward?: boolean; seconds: number }) => (
  <Svg {...props}>
    <g transform={forward ? 'matrix(-1 0 0 1 24 0)' : undefined}>
      <path d="M4 12a8 8 0 1 0 2.3-5.7L4 8.6" />
      <path d="M4 3.5v5.1h5.1" />
    </g>
    <text
      x="12"
      y="15.6"
      textAnchor="middle"
      fontSize="8.5"
      fontWeight="700"
      fill="currentColor"
      stroke="none"
    >
      {seconds}
    </text>
  </Svg>
);
export const CancelIcon = CloseIcon;
/** The handle a queue row is dragged by: two columns of dots. */
export const GripIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth={3} />
  </Svg>
);
/** Cast to a screen or speaker: a screen with the broadcast waves in its corner. */
export const CastIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2 8V6a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-6M2 12a9 9 0 0 1 8 8M2 16a5 5 0 0 1 4 4M2 20h.01" />
  </Svg>
);
