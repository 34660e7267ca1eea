import { type ComponentProps, cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/class-names';

interface AdminFieldProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A labelled form control with its hint and inline error, wired for screen readers. */
export function AdminField({ label, error, hint, className, children }: AdminFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A native checkbox with its label; spread react-hook-form's register() result into `input`. */
export function CheckboxField({ label, ...input }: { label: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2.5">
      <input
        id={id}
        type="checkbox"
        className="size-4 cursor-pointer rounded border-slate-300 accent-ocean-700"
        {...input}
      />
      <Label htmlFor={id} className="cursor-pointer py-1">
        {label}
      </Label>
    </div>
  );
}

export function FormGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>;
}
