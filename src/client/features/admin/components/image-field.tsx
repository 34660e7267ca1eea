import { useEffect, useId, useState } from 'react';
import { ProductImage } from '../../../components/product-image';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';

interface ImageFieldProps {
  label: string;
  /** The product's current image (edit mode), shown until a new file is picked. */
  currentUrl?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  hint?: string;
}

/** An image file input (images only) with a preview of the picked or current picture. */
export function ImageField({ label, currentUrl, file, onChange, error, hint }: ImageFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-4">
        {previewUrl ? (
          // The picked file itself (an object URL, revoked when the file changes or the form
          // goes), before anything is uploaded. ProductImage would treat a blob: URL as a path.
          <img
            src={previewUrl}
            alt={`Preview of ${file?.name ?? 'the chosen picture'}`}
            width={80}
            height={80}
            className="size-20 shrink-0 rounded-xl border border-slate-200 object-cover"
          />
        ) : currentUrl ? (
          <ProductImage
            src={currentUrl}
            alt="Current image"
            className="size-20 shrink-0 rounded-xl border border-slate-200"
          />
        ) : (
          <div className="flex size-20 shrink-0 items-center justify-center rounded-xl border border-dashed border-slate-300 text-xs text-slate-500">
            No image
          </div>
        )}
        <input
          id={id}
          type="file"
          accept="image/*"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="min-w-0 flex-1 text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-ocean-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ocean-800 hover:file:bg-ocean-100"
        />
      </div>
      {file ? (
        <p className="text-xs text-slate-600">
          {currentUrl ? 'Replaces the current image' : 'New image'} when you save: {file.name}
        </p>
      ) : (
        hint && <p className="text-xs text-slate-500">{hint}</p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
