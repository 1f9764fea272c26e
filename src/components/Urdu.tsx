import type { ReactNode } from 'react';

/** Urdu text: right to left, marked as Urdu so the Nastaliq font applies to it alone. */
export function Urdu({
  children,
  as: Tag = 'span',
  className,
}: {
  children: ReactNode;
  as?: 'span' | 'p' | 'div' | 'h2';
  className?: string;
}) {
  return (
    <Tag dir="rtl" lang="ur" className={className ? `urdu ${className}` : 'urdu'}>
      {children}
    </Tag>
  );
}
