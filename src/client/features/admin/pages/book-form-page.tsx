import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { Input } from '../../../components/ui/input';
import { AdminField, FormGrid } from '../components/admin-field';
import { AdminFormShell, EditedProductContent } from '../components/admin-form-shell';
import { DiscountSegmentWarning } from '../components/discount-segment-warning';
import { ImageUpload, MoneyInput, SaveButton, StockInput } from '../components/form-controls';
import { ProductChangedNotice } from '../components/product-changed-notice';
import { PurchaseOptions } from '../components/purchase-options';
import { TextArea } from '../components/text-area';
import { productFormData } from '../lib/product-form-data';
import {
  type BookFormValues,
  bookFormDefaults,
  bookFormSchema,
  bookPayload,
} from '../lib/product-forms';
import { useProductEdit } from '../lib/use-product-edit';
import {
  productSavedToasts,
  useEditedProduct,
  useSaveMultipartProduct,
} from '../lib/use-save-product';

function BookForm({ product }: { product?: Product }) {
  const isNew = !product;
  const schema = useMemo(() => bookFormSchema({ requireImage: isNew }), [isNew]);
  const form = useForm<BookFormValues>({
    resolver: zodResolver(schema),
    defaultValues: bookFormDefaults(product),
  });
  const edit = useProductEdit(product, form, bookFormDefaults);
  const { errors } = form.formState;
  const { save, isPending } = useSaveMultipartProduct(
    { tab: 'books', ...productSavedToasts },
    edit,
  );

  return (
    <form
      noValidate
      aria-label="Book form"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) =>
        save({
          existing: edit.base,
          // An edit without a new cover keeps the existing image.
          body: productFormData(bookPayload(values, edit.base), values.image, !isNew),
        }),
      )}
    >
      <ImageUpload
        control={form.control}
        label="Cover Image"
        currentUrl={edit.base?.imageUrl}
        isNew={isNew}
        keepHint="Leave empty to keep the current cover"
      />
      <FormGrid>
        <AdminField label="Name" error={errors.name?.message}>
          <Input placeholder="Book title" {...form.register('name')} />
        </AdminField>
        <AdminField label="Author" error={errors.author?.message}>
          <Input {...form.register('author')} />
        </AdminField>
        <AdminField label="Publisher (optional)">
          <Input {...form.register('publisher')} />
        </AdminField>
        <AdminField label="Pages" error={errors.pages?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...form.register('pages')} />
        </AdminField>
        <AdminField label="Format (optional)" hint="e.g. paperback, hardcover">
          <Input {...form.register('format')} />
        </AdminField>
        <AdminField label="SKU" error={errors.sku?.message}>
          <Input {...form.register('sku')} />
        </AdminField>
        <AdminField label="Price ($)" error={errors.price?.message}>
          <MoneyInput {...form.register('price')} />
        </AdminField>
        <AdminField label="Quantity" error={errors.quantity?.message}>
          <StockInput {...form.register('quantity')} />
        </AdminField>
      </FormGrid>
      <AdminField label="Summary (optional)">
        <TextArea {...form.register('summary')} />
      </AdminField>
      <PurchaseOptions
        register={form.register}
        buyOnePlayFreeError={errors.buyOnePlayFreeEnabled?.message}
      />
      <DiscountSegmentWarning description={edit.base?.description} />
      <ProductChangedNotice edit={edit} />
      <SaveButton isPending={isPending} isNew={isNew} noun="Book" />
    </form>
  );
}

/** /admin/book/new and /admin/book/:id. */
export function BookFormPage() {
  const { id } = useParams();
  const query = useEditedProduct(id);
  return (
    <AdminFormShell title={id ? 'Edit Book' : 'Add Book'}>
      <EditedProductContent id={id} query={query}>
        {(product) => <BookForm key={product?.id} product={product} />}
      </EditedProductContent>
    </AdminFormShell>
  );
}
