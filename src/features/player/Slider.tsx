import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampFraction, fractionAfterKey, fractionAt } from './sliderMath';

interface SliderProps {
  label: string;
  /** 0..1 */
  value: number;
  /** Spoken value, e.g. '0:12 of 1:00' or '80%'. */
  valueText: string;
  /** Called with 0..1 while dragging when `live`, and always when the drag or key press ends. */
  onChange: (fraction: number) => void;
  /** Follow the pointer continuously (volume) rather than only on release (seeking). */
  live?: boolean;
  disabled?: boolean;
  step?: number;
  className?: string;
}

/**
 * A horizontal slider for mouse, touch and pen (pointer events with capture, so a drag may leave the bar)
 * and the keyboard (arrows, Page Up/Down, Home, End), exposed as role="slider".
 */
export function Slider({
  label,
  value,
  valueText,
  onChange,
  live = false,
  disabled = false,
  step = 0.05,
  className = '',
}: SliderProps) {
  const bar = useRef<HTMLDivElement>(null);
  const [dragValue, setDragValue] = useState<number | null>(null);
  const shown = clampFraction(dragValue ?? value);

  const fractionOf = (event: PointerEvent<HTMLDivElement>) => {
    const rect = (bar.current ?? event.currentTarget).getBoundingClientRect();
    const fraction = fractionAt(event.clientX, rect.left, rect.width);
    // Right to left, the bar fills from the right (as the interface reads).
    return getComputedStyle(event.currentTarget).direction === 'rtl' ? 1 - fraction : fraction;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const fraction = fractionOf(event);
    setDragValue(fraction);
    if (live) onChange(fraction);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragValue === null) return;
    const fraction = fractionOf(event);
    setDragValue(fraction);
    if (live) onChange(fraction);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (dragValue === null) return;
    const fraction = event.type === 'pointercancel' ? dragValue : fractionOf(event);
    setDragValue(null);
    onChange(fraction);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const next = fractionAfterKey(event.key, value, step, step * 4);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <div
      ref={bar}
      className={`slider ${dragValue !== null ? 'slider-dragging' : ''} ${className}`}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown * 100)}
      aria-valuetext={valueText}
      aria-disabled={disabled || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <div className="slider-track">
        <div className="slider-fill" style={{ width: `${shown * 100}%` }} />
      </div>
      <div className="slider-thumb" style={{ insetInlineStart: `${shown * 100}%` }} />
    </div>
  );
}
