import { RadioGroup } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/class-names';

export interface Choice<T extends string> {
  value: T;
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the right, e.g. the price. */
  aside?: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

interface ChoiceCardsProps<T extends string> {
  /** The group's accessible name, e.g. 'Shipping method'. */
  label: string;
  value: T;
  onChange: (value: T) => void;
  choices: readonly Choice<T>[];
  className?: string;
  'aria-describedby'?: string;
}

/** A radio group drawn as a stack of cards, the whole card clickable (Radix RadioGroup). */
export function ChoiceCards<T extends string>({
  label,
  value,
  onChange,
  choices,
  className,
  ...aria
}: ChoiceCardsProps<T>) {
  const id = useId();
  return (
    <RadioGroup.Root
      aria-label={label}
      aria-describedby={aria['aria-describedby']}
      value={value}
      onValueChange={(next) => {
        const choice = choices.find((item) => item.value === next);
        if (choice) onChange(choice.value);
      }}
      className={cn('grid gap-3', className)}
    >
      {choices.map((choice) => {
        const itemId = `${id}-${choice.value}`;
        return (
          <label
            key={choice.value}
            htmlFor={itemId}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-ocean-300',
              'has-[[data-state=checked]]:border-ocean-600 has-[[data-state=checked]]:bg-ocean-50/60 has-[[data-state=checked]]:ring-1 has-[[data-state=checked]]:ring-ocean-600',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ocean-500',
              choice.disabled && 'cursor-not-allowed opacity-60 hover:border-slate-200',
            )}
          >
            <RadioGroup.Item
              id={itemId}
              value={choice.value}
              disabled={choice.disabled}
              className="flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-slate-300 bg-white outline-none data-[state=checked]:border-ocean-700 disabled:cursor-not-allowed"
            >
              <RadioGroup.Indicator className="block size-2.5 rounded-full bg-ocean-700" />
            </RadioGroup.Item>
            {choice.icon && (
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700 [&_svg]:size-4.5">
                {choice.icon}
              </span>
            )}
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-slate-900">{choice.title}</span>
              {choice.description && (
                <span className="text-sm text-slate-600">{choice.description}</span>
              )}
            </span>
            {choice.aside && (
              <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {choice.aside}
              </span>
            )}
          </label>
        );
      })}
    </RadioGroup.Root>
  );
}
