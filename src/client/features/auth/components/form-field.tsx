import { cloneElement, type ReactElement, useId } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';

interface FormFieldProps {
  label: string;
  error?: string;
  /** The input; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A labelled input with its inline error, wired up for screen readers. */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
