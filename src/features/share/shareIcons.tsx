import type { ReactNode } from 'react';
import { Svg } from '../../components/icons';
import type { ShareService } from '../../lib/share';

/**
 * Each service's own mark, drawn small in white on the service's colour (share.css), so a listener finds
 * WhatsApp or Telegram by its look and not by a letter. Simplified paths on a 24 px grid; they live in the
 * share dialog's lazy chunk, not in the first-visit script.
 */
const MARKS: Record<ShareService, ReactNode> = {
  // A speech bubble with a handset.
  whatsapp: (
    <>
      <path
        d="M12 3.2a8.8 8.8 0 0 0-7.6 13.2L3.2 20.8l4.5-1.2A8.8 8.8 0 1 0 12 3.2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      <path
        d="M9.1 7.6c-.2-.4-.4-.4-.6-.4h-.5c-.2 0-.5.1-.7.3-.3.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.9 4.5 4 2.2.9 2.7.7 3.2.7.5 0 1.6-.6 1.8-1.3.2-.6.2-1.1.2-1.3l-.5-.3-1.7-.8c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.2-.1-1-.4-2-1.2-.7-.6-1.2-1.4-1.4-1.7-.1-.2 0-.4.1-.5l.4-.5.3-.4c.1-.2 0-.3 0-.4l-.8-2z"
        fill="currentColor"
      />
    </>
  ),
  // The lower-case f.
  facebook: (
    <path
      d="M13.4 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21h3.1z"
      fill="currentColor"
    />
  ),
  // The X mark that Twitter now wears.
  twitter: (
    <path
      d="M17.2 4.5h2.7l-5.9 6.7 6.9 9.3h-5.4l-4.3-5.6-4.9 5.6H3.6l6.3-7.2L3.3 4.5h5.5l3.9 5.1 4.5-5.1zm-.9 14.4h1.5L7.9 6H6.3l10 12.9z"
      fill="currentColor"
    />
  ),
  // A paper plane.
  telegram: (
    <path
      d="M20.6 4.4 3.3 11.1c-1.1.4-1.1 1.1-.2 1.4l4.4 1.4 1.7 5.2c.2.6.4.8.8.8s.6-.2.9-.5l2.1-2 4.4 3.3c.8.4 1.4.2 1.6-.8l2.9-13.8c.3-1.2-.4-1.7-1.3-1.3zM9.6 14.4l8.2-5.2c.4-.2.7-.1.4.2l-6.8 6.2-.3 2.9-1.5-4.1z"
      fill="currentColor"
    />
  ),
  // "in".
  linkedin: (
    <path
      d="M4.6 9.3h3v9.9h-3V9.3zM6.1 4.6a1.7 1.7 0 1 1 0 3.5 1.7 1.7 0 0 1 0-3.5zM9.6 9.3h2.9v1.4c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.7 2 3.7 4.7v5.4h-3v-4.8c0-1.1 0-2.6-1.6-2.6s-1.9 1.2-1.9 2.5v4.9h-3V9.3z"
      fill="currentColor"
    />
  ),
  // An envelope.
  email: (
    <>
      <rect
        x="3.5"
        y="6"
        width="17"
        height="12.5"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        d="m4 7 8 6.2L20 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};

/** A service's mark; decorative, since the button says the service's name. */
export function ServiceIcon({ service, size = 22 }: { service: ShareService; size?: number }) {
  return (
    <svg
      className="share-mark"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-service={service}
    >
      {MARKS[service]}
    </svg>
  );
}

/** A chain link, for copying the link. */
export function LinkIcon({ size = 18 }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M10 13.5a4.5 4.5 0 0 0 6.4.4l2.8-2.8a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2" />
      <path d="M14 10.5a4.5 4.5 0 0 0-6.4-.4l-2.8 2.8a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
    </Svg>
  );
}
