/** Social Market's own contact details: the help pages, invoices and their PDFs show them. */
export const SHOP_CONTACT = {
  name: 'Social Market',
  email: 'support@socialmarket.example',
  phone: '(949) 555-0100',
  phoneHref: 'tel:+19495550100',
  area: 'Laguna Beach, CA 92651',
} as const;

/** The money-back guarantee: days after delivery to return a purchase for a full refund. */
export const MONEY_BACK_DAYS = 30;

/** The element of the tutorial that states the guarantee (its id), and its address. */
export const RETURN_POLICY_ANCHOR = 'returns';
export const RETURN_POLICY_PATH = `/tutorial#${RETURN_POLICY_ANCHOR}`;
