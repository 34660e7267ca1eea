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
  type ApparelFormValues,
  type ApparelType,
  apparelFormDefaults,
  apparelFormSchema,
  apparelPayload,
} from '../lib/product-forms';
import { useProductEdit } from '../lib/use-product-edit';
import { useEditedProduct, useSaveMultipartProduct } from '../lib/use-save-product';

const apparel = {
  tshirt: {
    noun: 'T-Shirt',
    tab: 'tshirts',
    sizeHint: 'e.g. S, M, L, XL',
    namePlaceholder: 'e.g. Classic Crew - Sunset Logo',
    created: {
      title: 'T-Shirt created',
      description: 'The t-shirt has been successfully created.',
    },
    updated: {
      title: 'T-Shirt updated',
      description: 'The t-shirt has been successfully updated.',
    },
  },
  shoe: {
    noun: 'Shoe',
    tab: 'shoes',
    sizeHint: 'e.g. 9, 10.5, 42',
    namePlaceholder: 'e.g. Crescent Bay Slip-On',
    created: { title: 'Shoe created', description: 'The shoe has been successfully created.' },
    updated: { title: 'Shoe updated', description: 'The shoe has been successfully updated.' },
  },
} as const;

function ApparelForm({ type, product }: { type: ApparelType; product?: Product }) {
  const isNew = !product;
  const texts = apparel[type];
  const schema = useMemo(() => apparelFormSchema({ type, requireImage: isNew }), [type, isNew]);
  const form = useForm<ApparelFormValues>({
    resolver: zodResolver(schema),
    defaultValues: apparelFormDefaults(product),
  });
  const edit = useProductEdit(product, form, apparelFormDefaults);
  const { errors } = form.formState;
  const { save, isPending } = useSaveMultipartProduct(texts, edit);

  return (
    <form
      noValidate
      aria-label={`${texts.noun} form`}
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) =>
        save({
          existing: edit.base,
          body: productFormData(apparelPayload(type, values, edit.base), values.image, !isNew),
        }),
      )}
    >
      <FormGrid>
        <AdminField label="Brand" error={errors.brand?.message}>
          <Input {...form.register('brand')} />
        </AdminField>
        <AdminField
          label="Name"
          error={errors.name?.message}
          hint="What shoppers see under the brand"
        >
          <Input placeholder={texts.namePlaceholder} {...form.register('name')} />
        </AdminField>
        <AdminField
          label="SKU"
          error={errors.sku?.message}
          hint="Stock code, not shown as the name"
        >
          <Input autoCapitalize="characters" {...form.register('sku')} />
        </AdminField>
        <AdminField label="Size" error={errors.size?.message} hint={texts.sizeHint}>
          <Input {...form.register('size')} />
        </AdminField>
        <AdminField label="Price ($)" error={errors.price?.message}>
          <MoneyInput {...form.register('price')} />
        </AdminField>
        <AdminField label="Quantity" error={errors.quantity?.message}>
          <StockInput {...form.register('quantity')} />
        </AdminField>
      </FormGrid>
      <ImageUpload
        control={form.control}
        label={`${texts.noun} Image`}
        currentUrl={edit.base?.imageUrl}
        isNew={isNew}
        keepHint="Leave empty to keep the current image"
      />
      <AdminField label="Description" error={errors.description?.message}>
        <TextArea {...form.register('description')} />
      </AdminField>
      <PurchaseOptions
        register={form.register}
        buyOnePlayFreeError={errors.buyOnePlayFreeEnabled?.message}
      />
      <DiscountSegmentWarning description={edit.base?.description} />
      <ProductChangedNotice edit={edit} />
      <SaveButton isPending={isPending} isNew={isNew} noun={texts.noun} />
    </form>
  );
}

function ApparelFormPage({ type }: { type: ApparelType }) {
  const { id } = useParams();
  const query = useEditedProduct(id);
  const noun = apparel[type].noun;
  return (
    <AdminFormShell title={id ? `Edit ${noun}` : `Add ${noun}`}>
      <EditedProductContent id={id} query={query}>
        {(product) => <ApparelForm key={product?.id} type={type} product={product} />}
      </EditedProductContent>
    </AdminFormShell>
  );
}

/** /admin/tshirt/new and /admin/tshirt/:id. */
export function TshirtFormPage() {
  return <ApparelFormPage type="tshirt" />;
}

/** /admin/shoe/new and /admin/shoe/:id. */
export function ShoeFormPage() {
  return <ApparelFormPage type="shoe" />;
}
