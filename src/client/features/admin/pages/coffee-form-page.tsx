import { zodResolver } from '@hookform/resolvers/zod';
import { Switch } from 'radix-ui';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useCreateProduct } from '../api/create-product';
import { usePatchProduct } from '../api/patch-product';
import { useUpdateProduct } from '../api/update-product';
import { AdminField, CheckboxField, FormGrid } from '../components/admin-field';
import { AdminFormShell, EditedProductContent } from '../components/admin-form-shell';
import { DiscountSegmentWarning } from '../components/discount-segment-warning';
import { ImageUpload, MoneyInput, SaveButton, StockInput } from '../components/form-controls';
import { ProductChangedNotice } from '../components/product-changed-notice';
import { BuyOnePlayFreeField } from '../components/purchase-options';
import { TextArea } from '../components/text-area';
import { isPinRequired } from '../lib/admin-write-error';
import { productFormData } from '../lib/product-form-data';
import {
  type CoffeeFormValues,
  coffeeFormDefaults,
  coffeeFormSchema,
  coffeePayload,
  coffeeUploadPayload,
  roastOptions,
} from '../lib/product-forms';
import { useProductEdit } from '../lib/use-product-edit';
import { createdState, useEditedProduct } from '../lib/use-save-product';

function CoffeeForm({ product }: { product?: Product }) {
  const isNew = !product;
  const navigate = useNavigate();
  const create = useCreateProduct();
  const patch = usePatchProduct();
  const form = useForm<CoffeeFormValues>({
    resolver: zodResolver(coffeeFormSchema),
    defaultValues: coffeeFormDefaults(product),
  });
  const edit = useProductEdit(product, form, coffeeFormDefaults);
  const { errors } = form.formState;
  const [type, imageUrl, discount] = form.watch(['productType', 'imageUrl', 'discount']);
  const roasts = roastOptions(type, edit.base?.roast);
  const update = useUpdateProduct();
  const isPending = create.isPending || patch.isPending || update.isPending;

  function onError(error: unknown) {
    if (isPinRequired(error) || edit.handleSaveError(error, 'Error')) return;
    toast.error('Error', {
      description: error instanceof ApiError ? error.detail : 'Failed to save product',
    });
  }

  function submit(values: CoffeeFormValues) {
    const fields = coffeePayload(values, edit.base);
    const done = (title: string) => (saved: Product) => {
      toast.success(title, { description: `${fields.brand} ${fields.model} has been saved.` });
      navigate('/admin', {
        state: { tab: 'coffee', ...(edit.base ? {} : createdState(saved)) },
      });
    };
    // A picked file goes up as the other forms send theirs (multipart); else the JSON body.
    if (values.image) {
      const body = productFormData(coffeeUploadPayload(values, edit.base), values.image, false);
      if (edit.base) {
        update.mutate(
          { id: edit.base.id, body, version: edit.base.version },
          { onSuccess: done('Product Updated'), onError },
        );
      } else {
        create.mutate(body, { onSuccess: done('Product Created'), onError });
      }
      return;
    }
    if (edit.base) {
      patch.mutate(
        { id: edit.base.id, fields, version: edit.base.version },
        { onSuccess: done('Product Updated'), onError },
      );
    } else {
      create.mutate(fields, { onSuccess: done('Product Created'), onError });
    }
  }

  const typeField = form.register('productType');
  return (
    <form
      noValidate
      aria-label="Coffee and tea form"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit(submit)}
    >
      <FormGrid>
        <AdminField label="Type" error={errors.productType?.message}>
          <NativeSelect
            disabled={!isNew}
            {...typeField}
            onChange={(event) => {
              void typeField.onChange(event);
              // Roast holds coffee roasts or tea types; a choice of the other kind no longer fits.
              const next = event.target.value === 'tea' ? 'tea' : 'coffee';
              if (!roastOptions(next).includes(form.getValues('roast'))) form.setValue('roast', '');
            }}
          >
            <option value="coffee">Coffee</option>
            <option value="tea">Tea</option>
          </NativeSelect>
        </AdminField>
        <AdminField label="Brand" error={errors.brand?.message}>
          <Input {...form.register('brand')} />
        </AdminField>
        <AdminField label="Name/Blend" error={errors.model?.message}>
          <Input {...form.register('model')} />
        </AdminField>
        <AdminField label={type === 'tea' ? 'Tea Type' : 'Roast'}>
          <NativeSelect {...form.register('roast')}>
            <option value="">{type === 'tea' ? 'Select tea type' : 'Select roast'}</option>
            {roasts.map((roast) => (
              <option key={roast} value={roast}>
                {roast.charAt(0).toUpperCase() + roast.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </AdminField>
        <AdminField label="Weight (KG)" error={errors.weight?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.001}
            {...form.register('weight')}
          />
        </AdminField>
        <AdminField label="Price ($)" error={errors.price?.message}>
          <MoneyInput {...form.register('price')} />
        </AdminField>
        <AdminField label="SKU" error={errors.sku?.message}>
          <Input {...form.register('sku')} />
        </AdminField>
        <AdminField label="Quantity" error={errors.quantity?.message}>
          <StockInput {...form.register('quantity')} />
        </AdminField>
      </FormGrid>
      <AdminField label="Description" error={errors.description?.message}>
        <TextArea {...form.register('description')} />
      </AdminField>
      <AdminField
        label="Share discount (optional)"
        hint="Said when the product is shared, e.g. 10% off with code LAGUNA10"
      >
        <Input autoComplete="off" {...form.register('discount')} />
      </AdminField>
      <DiscountSegmentWarning discount={discount} />
      <ImageUpload
        control={form.control}
        label="Product Image"
        currentUrl={imageUrl.trim() || edit.base?.imageUrl}
        isNew={isNew}
        keepHint="Leave empty to keep the current image"
      />
      <AdminField
        label="Image URL"
        hint="Or the address of a picture; a picked file is used instead"
        error={errors.imageUrl?.message}
      >
        <Input
          type="url"
          placeholder="e.g. https://example.com/beans.jpg"
          {...form.register('imageUrl')}
        />
      </AdminField>
      <FormGrid>
        <AdminField label="Origin">
          <Input {...form.register('origin')} />
        </AdminField>
        <AdminField label="Supplier">
          <Input {...form.register('supplier')} />
        </AdminField>
        <AdminField label="Supplier Contact">
          <Input {...form.register('supplierContact')} />
        </AdminField>
        <AdminField label="Supplier Country">
          <Input {...form.register('supplierCountry')} />
        </AdminField>
        <AdminField label="Certifications">
          <Input placeholder="e.g. Organic, Fair Trade" {...form.register('certifications')} />
        </AdminField>
        <AdminField label="Compatible Machines">
          <Input placeholder="e.g. Espresso, Drip" {...form.register('compatibleMachines')} />
        </AdminField>
      </FormGrid>
      <Controller
        control={form.control}
        name="playEnabled"
        render={({ field }) => (
          <div className="flex items-center gap-3 rounded-xl border border-slate-200 p-4">
            <Switch.Root
              id="coffee-social-play"
              checked={field.value}
              onCheckedChange={field.onChange}
              className="relative h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-ocean-700"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
            <Label htmlFor="coffee-social-play" className="cursor-pointer">
              Enable Social Play
            </Label>
          </div>
        )}
      />
      <CheckboxField
        label="Half price (sold at 50% off everywhere)"
        {...form.register('halfPriceEnabled')}
      />
      <BuyOnePlayFreeField
        error={errors.buyOnePlayFreeEnabled?.message}
        {...form.register('buyOnePlayFreeEnabled')}
      />
      <ProductChangedNotice edit={edit} />
      <SaveButton isPending={isPending} isNew={isNew} noun="Product" />
    </form>
  );
}

/** /admin/coffee/new and /admin/coffee/:id (coffee and tea). */
export function CoffeeFormPage() {
  const { id } = useParams();
  const query = useEditedProduct(id);
  return (
    <AdminFormShell title={id ? 'Edit Coffee or Tea' : 'Add Coffee or Tea'}>
      {/* The coffee/tea form shows a spinner, not a skeleton, while loading (spec section 2). */}
      <EditedProductContent id={id} query={query} loading={<PageSpinner label="Loading product" />}>
        {(product) => <CoffeeForm key={product?.id} product={product} />}
      </EditedProductContent>
    </AdminFormShell>
  );
}
