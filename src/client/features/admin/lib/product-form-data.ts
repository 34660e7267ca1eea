import type { ProductInput } from '../../../../shared/contracts/product-input';

/**
 * The multipart body of POST/PUT /api/products: `data` holds the fields as JSON, `image` the new
 * file; without a new file an edit sends keepExistingImage 'true' (the existing imageUrl is in data).
 */
export function productFormData(
  fields: ProductInput,
  image: File | null,
  keepExistingImage: boolean,
): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(fields));
  if (image) body.append('image', image);
  else if (keepExistingImage) body.append('keepExistingImage', 'true');
  return body;
}
