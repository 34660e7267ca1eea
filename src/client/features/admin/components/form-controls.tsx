import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ImageField } from './image-field';

type InputProps = ComponentProps<typeof Input>;

/** A dollar amount: two decimals, at least one cent. */
export function MoneyInput(props: InputProps) {
  return <Input type="number" inputMode="decimal" min={0.01} step={0.01} {...props} />;
}

/** A whole number of items in stock. */
export function StockInput(props: InputProps) {
  return <Input type="number" inputMode="numeric" min={0} step={1} {...props} />;
}

/** The form's submit button: 'Saving...' while pending, else 'Create …' or 'Update …'. */
export function SaveButton({
  isPending,
  isNew,
  noun,
}: {
  isPending: boolean;
  isNew: boolean;
  noun: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={isPending} className="self-end">
      {isPending ? 'Saving...' : isNew ? `Create ${noun}` : `Update ${noun}`}
    </Button>
  );
}

/** The `image` file field of a product form, with the current picture as preview when editing. */
export function ImageUpload<T extends FieldValues & { image: File | null }>({
  control,
  label,
  currentUrl,
  isNew,
  keepHint,
}: {
  control: Control<T>;
  label: string;
  currentUrl: string | null | undefined;
  isNew: boolean;
  /** What editing without a new file does, e.g. 'Leave empty to keep the current cover'. */
  keepHint: string;
}) {
  return (
    <Controller
      control={control}
      name={'image' as Path<T>}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          currentUrl={currentUrl}
          file={field.value as File | null}
          onChange={field.onChange}
          error={fieldState.error?.message}
          hint={isNew ? 'JPEG, PNG, WebP or GIF, up to 5 MB' : keepHint}
        />
      )}
    />
  );
}
