import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '../lib/class-names';
import { FieldError } from './ui/field-error';
import { Label } from './ui/label';

interface FormFieldProps {
  label: string;
  error?: string;
  /** A warning that is not a validation error yet marks the field (e.g. 'Local Delivery Only'). */
  notice?: ReactNode;
  className?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/**
 * A labelled input with its inline error (or a notice that is not an error yet), wired up for
 * screen readers: every form of the shop (sign-in, profile, checkout, dialogs) uses it.
 */
export function FormField({ label, error, notice, className, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const shown = error ? 'error' : notice ? 'notice' : null;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': shown ? true : undefined,
        'aria-describedby': shown ? messageId : undefined,
      })}
      {shown === 'error' && <FieldError id={messageId}>{error}</FieldError>}
      {shown === 'notice' && (
        <div id={messageId} role="alert" className="text-sm">
          {notice}
        </div>
      )}
    </div>
  );
}
