/** The download feature's own icons (24 x 24, stroked in the current colour). */
interface IconProps {
  size?: number;
}

const Svg = ({ size = 20, d }: IconProps & { d: string }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const DownloadIcon = (props: IconProps) => (
  <Svg {...props} d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" />
);
export const DownloadedIcon = (props: IconProps) => <Svg {...props} d="M5 12.5 9.5 17 19 7.5M5 21h14" />;
export const CancelIcon = (props: IconProps) => <Svg {...props} d="M6 6l12 12M18 6 6 18" />;
