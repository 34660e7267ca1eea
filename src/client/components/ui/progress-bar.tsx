import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';

interface ProgressBarProps extends Omit<ComponentProps<'progress'>, 'value' | 'max' | 'children'> {
  /** How far along, out of `max`. */
  value: number;
  max: number;
  /** Its accessible name ('Players joined'). */
  label: string;
  /** The filled part's colour classes (defaults to coral). */
  fillClassName?: string;
}

/**
 * A progress bar: the native <progress> element (its role, value and range come with it, and no
 * inline style sets its width), drawn as a rounded track with a rounded fill.
 * `aria-valuenow` repeats the value as a whole number for assistive technology that reads it.
 */
export function ProgressBar({
  value,
  max,
  label,
  className,
  fillClassName = '[&::-moz-progress-bar]:bg-coral-500 [&::-webkit-progress-value]:bg-coral-500',
  ...props
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <progress
      value={clamped}
      max={max}
      aria-label={label}
      aria-valuenow={Math.round(clamped)}
      className={cn(
        'block h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-slate-100',
        '[&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:rounded-full',
        '[&::-moz-progress-bar]:rounded-full',
        fillClassName,
        className,
      )}
      {...props}
    />
  );
}
