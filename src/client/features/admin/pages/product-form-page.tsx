import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useParams, useSearchParams } from 'react-router';
import {
  type Product,
  type ProductType,
  productTypeSchema,
} from '../../../../shared/contracts/catalog';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { AdminField, FormGrid } from '../components/admin-field';
import { AdminFormShell, EditedProductContent } from '../components/admin-form-shell';
import { DiscountSegmentWarning } from '../components/discount-segment-warning';
import { ImageUpload, MoneyInput, SaveButton, StockInput } from '../components/form-controls';
import { ProductChangedNotice } from '../components/product-changed-notice';
import { PurchaseOptions } from '../components/purchase-options';
import { TextArea } from '../components/text-area';
import { contestantsError, previewMaxContestants } from '../lib/contestants';
import { productFormData } from '../lib/product-form-data';
import {
  type GenericFormValues,
  genericFormDefaults,
  genericFormSchema,
  genericPayload,
} from '../lib/product-forms';
import { useProductEdit } from '../lib/use-product-edit';
import {
  productSavedToasts,
  useEditedProduct,
  useSaveMultipartProduct,
} from '../lib/use-save-product';

/** Types the generic form can save; books and coffee/tea have their own forms. */
const genericTypes: readonly { value: ProductType; label: string }[] = [
  { value: 'sunglasses', label: 'Sunglasses' },
  { value: 'tshirt', label: 'T-Shirt' },
  { value: 'shoe', label: 'Shoe' },
  { value: 'handbag', label: 'Handbag' },
];

const typeLabels: Record<ProductType, string> = {
  sunglasses: 'Sunglasses',
  tshirt: 'T-Shirt',
  shoe: 'Shoe',
  book: 'Book',
  coffee: 'Coffee',
  tea: 'Tea',
  handbag: 'Handbag',
};

const tabOfType: Record<ProductType, string> = {
  sunglasses: 'sunglasses',
  tshirt: 'tshirts',
  shoe: 'shoes',
  book: 'books',
  coffee: 'coffee',
  tea: 'coffee',
  handbag: 'handbags',
};

function GenericProductForm({
  type,
  fixedType,
  product,
}: {
  type: ProductType;
  fixedType: boolean;
  product?: Product;
}) {
  const isNew = !product;
  const schema = useMemo(() => genericFormSchema({ requireImage: isNew }), [isNew]);
  const form = useForm<GenericFormValues>({
    resolver: zodResolver(schema),
    defaultValues: genericFormDefaults(type, product),
  });
  const edit = useProductEdit(product, form, (fresh) =>
    genericFormDefaults(fresh.productType, fresh),
  );
  const { errors } = form.formState;
  const [price, playEnabled, productType] = form.watch(['price', 'playEnabled', 'productType']);
  const maxContestants = previewMaxContestants(price);
  const contestantsMessage = contestantsError(maxContestants, playEnabled);
  const { save, isPending } = useSaveMultipartProduct(
    { tab: tabOfType[productType], ...productSavedToasts },
    edit,
  );

  const typeChoices = genericTypes.some((choice) => choice.value === productType)
    ? genericTypes
    : [...genericTypes, { value: productType, label: typeLabels[productType] }];

  return (
    <form
      noValidate
      aria-label="Product form"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) =>
        save({
          existing: edit.base,
          body: productFormData(genericPayload(values, edit.base), values.image, !isNew),
        }),
      )}
    >
      <FormGrid>
        <AdminField label="Product Type" error={errors.productType?.message}>
          <NativeSelect disabled={!isNew || fixedType} {...form.register('productType')}>
            {typeChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </AdminField>
        <AdminField label="Brand" error={errors.brand?.message}>
          <Input placeholder="e.g. Ray-Ban" {...form.register('brand')} />
        </AdminField>
        <AdminField label="Model" error={errors.model?.message}>
          <Input placeholder="e.g. Wayfarer" {...form.register('model')} />
        </AdminField>
        <AdminField label="Size" error={errors.size?.message}>
          <Input placeholder="e.g. 52mm" {...form.register('size')} />
        </AdminField>
        <AdminField
          label={productType === 'tshirt' || productType === 'shoe' ? 'SKU' : 'SKU (optional)'}
          error={errors.sku?.message}
          hint="Stock code, not shown as the name"
        >
          <Input autoCapitalize="characters" {...form.register('sku')} />
        </AdminField>
        <AdminField label="Quantity" error={errors.quantity?.message}>
          <StockInput {...form.register('quantity')} />
        </AdminField>
        <AdminField label="Price ($)" error={errors.price?.message}>
          <MoneyInput {...form.register('price')} />
        </AdminField>
        <AdminField label="Entry Fee ($)" hint="Fixed: every game entry costs $1">
          <Input readOnly tabIndex={-1} className="bg-slate-50" {...form.register('entryPrice')} />
        </AdminField>
        <AdminField
          label="Max Contestants"
          error={contestantsMessage}
          hint="Calculated: price ÷ $1, rounded down (2 to 1,000 to play)"
        >
          <Input readOnly tabIndex={-1} value={maxContestants ?? ''} className="bg-slate-50" />
        </AdminField>
      </FormGrid>
      <ImageUpload
        control={form.control}
        label="Product Image"
        currentUrl={edit.base?.imageUrl}
        isNew={isNew}
        keepHint="Leave empty to keep the current image"
      />
      <AdminField label="Description" error={errors.description?.message}>
        <TextArea {...form.register('description')} />
      </AdminField>
      <AdminField label="Badge (optional)" hint="A short corner label, e.g. New or Bestseller">
        <Input {...form.register('badge')} />
      </AdminField>
      <PurchaseOptions
        register={form.register}
        buyOnePlayFreeError={errors.buyOnePlayFreeEnabled?.message}
      />
      <DiscountSegmentWarning description={edit.base?.description} />
      <ProductChangedNotice edit={edit} />
      <SaveButton isPending={isPending} isNew={isNew} noun="Product" />
    </form>
  );
}

function GenericProductFormPage({ fixedType }: { fixedType?: ProductType }) {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const parsedType = productTypeSchema.safeParse(searchParams.get('type') ?? 'sunglasses');
  const type: ProductType = fixedType ?? (parsedType.success ? parsedType.data : 'sunglasses');
  const query = useEditedProduct(id);
  const noun = typeLabels[fixedType ?? query.data?.productType ?? type];
  const title = id ? `Edit ${noun}` : `Add ${noun}`;

  // Books and coffee/tea have forms of their own.
  if (!id && !fixedType) {
    if (type === 'book') return <Navigate to="/admin/book/new" replace />;
    if (type === 'coffee' || type === 'tea') return <Navigate to="/admin/coffee/new" replace />;
  }

  return (
    <AdminFormShell title={title}>
      <EditedProductContent id={id} query={query}>
        {(product) => (
          <GenericProductForm
            key={product?.id}
            type={product?.productType ?? type}
            fixedType={Boolean(fixedType)}
            product={product}
          />
        )}
      </EditedProductContent>
    </AdminFormShell>
  );
}

/** /admin/product/new?type= and /admin/product/:id. */
export function ProductFormPage() {
  return <GenericProductFormPage />;
}

/** /admin/handbag/new and /admin/handbag/:id: the generic form with the type fixed. */
export function HandbagFormPage() {
  return <GenericProductFormPage fixedType="handbag" />;
}
