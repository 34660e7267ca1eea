import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  computeMaxContestants,
  ENTRY_PRICE_CENTS,
  ENTRY_PRICE_TEXT,
} from '../../../../shared/play-rules';
import { FormDialog } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { getErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useCreateVendorProduct } from '../api/create-vendor-product';
import { isPinRequired, PIN_REQUIRED_TEXT, PinRequiredNotice } from './pin-required-notice';

interface AddModelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brands: readonly string[];
  defaultBrand: string | undefined;
}

const empty = { model: '', size: '', quantity: '', price: '', imageUrl: '', description: '' };

export function AddModelDialog({ open, onOpenChange, brands, defaultBrand }: AddModelDialogProps) {
  const create = useCreateVendorProduct();
  const [brand, setBrand] = useState(defaultBrand ?? brands[0] ?? '');
  const [values, setValues] = useState(empty);
  const [pinRequired, setPinRequired] = useState(false);
  const chosenBrand = brand || defaultBrand || brands[0] || '';

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const price = Number(values.price);
  const entryPrice = ENTRY_PRICE_CENTS / 100;
  const contestants =
    Number.isFinite(price) && price > 0 ? computeMaxContestants(Math.round(price * 100)) : null;

  function close(next: boolean) {
    if (!next) {
      setValues(empty);
      setPinRequired(false);
    }
    onOpenChange(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = {
      model: values.model.trim(),
      size: values.size.trim(),
      imageUrl: values.imageUrl.trim(),
      description: values.description.trim(),
    };
    if (
      !chosenBrand ||
      !trimmed.model ||
      !trimmed.size ||
      values.quantity.trim() === '' ||
      values.price.trim() === '' ||
      !trimmed.imageUrl
    ) {
      toast.error('Missing Information', { description: 'Please fill in all required fields' });
      return;
    }
    setPinRequired(false);
    create.mutate(
      {
        productType: 'sunglasses',
        brand: chosenBrand,
        model: trimmed.model,
        size: trimmed.size,
        quantity: Number(values.quantity),
        price,
        entryPrice,
        imageUrl: trimmed.imageUrl,
        description:
          trimmed.description ||
          `${chosenBrand} ${trimmed.model} sunglasses, size ${trimmed.size}.`,
        playEnabled: true,
        buyNowEnabled: true,
      },
      {
        onSuccess: () => {
          toast.success('Product Added', {
            description: 'New Ray-Ban sunglasses added successfully!',
          });
          close(false);
        },
        onError: (error) => {
          if (isPinRequired(error)) setPinRequired(true);
          toast.error('Error', {
            description: isPinRequired(error) ? PIN_REQUIRED_TEXT : getErrorMessage(error),
          });
        },
      },
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Add Model"
      description="A new pair of sunglasses for the shop, sold at full price and playable for a small entry fee."
    >
      <form noValidate aria-label="Add Model" onSubmit={onSubmit} className="flex flex-col gap-4">
        {pinRequired ? <PinRequiredNotice /> : null}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="vendor-brand">Brand</Label>
          <NativeSelect
            id="vendor-brand"
            value={chosenBrand}
            onChange={(e) => setBrand(e.target.value)}
          >
            {brands.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="vendor-model">Model</Label>
            <Input
              id="vendor-model"
              placeholder="e.g. Heisler Aviator"
              value={values.model}
              onChange={set('model')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="vendor-size">Size</Label>
            <Input
              id="vendor-size"
              placeholder="e.g. 58mm"
              value={values.size}
              onChange={set('size')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="vendor-quantity">Quantity</Label>
            <Input
              id="vendor-quantity"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={values.quantity}
              onChange={set('quantity')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="vendor-price">Price ($)</Label>
            <Input
              id="vendor-price"
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              value={values.price}
              onChange={set('price')}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="vendor-image">Image URL</Label>
          <Input
            id="vendor-image"
            type="url"
            inputMode="url"
            placeholder="https://... or /images/..."
            value={values.imageUrl}
            onChange={set('imageUrl')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="vendor-description">Description (optional)</Label>
          <Input
            id="vendor-description"
            placeholder="e.g. Polarized lenses, acetate frame"
            value={values.description}
            onChange={set('description')}
          />
        </div>
        <p className="rounded-xl bg-ocean-50 px-4 py-3 text-sm text-ocean-900">
          Buy Now and Play are on. Play entry <strong>{ENTRY_PRICE_TEXT}</strong>
          {contestants !== null ? `, ${contestants} contestants` : ''}.
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={create.isPending}>
            {create.isPending ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" /> Adding...
              </>
            ) : (
              'Add Model'
            )}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
