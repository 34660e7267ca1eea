/** Social Market's own contact details: the help pages, invoices and their PDFs show them. */
export const SHOP_CONTACT = {
  name: 'Social Market',
  email: 'support@socialmarket.example',
  phone: '(949) 555-0100',
  phoneHref: 'tel:+19495550100',
  area: 'Laguna Beach, CA 92651',
} as const;
