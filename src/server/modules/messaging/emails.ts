import type { Invoice } from '../../../shared/contracts/orders';
import { formatDollars } from '../../../shared/money';
import { SHOP_CONTACT } from '../../../shared/shop';

/** An email's words, before the transport adds the sender, the recipient and the headers. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The frame every email shares: heading, paragraphs, one button, the footer (and unsubscribe). */
function layout(input: {
  heading: string;
  paragraphs: string[];
  action?: { text: string; url: string };
  table?: { text: string[]; html: string };
  unsubscribeUrl?: string;
}): { text: string; html: string } {
  const footer = `${SHOP_CONTACT.name} · ${SHOP_CONTACT.area} · ${SHOP_CONTACT.email}`;
  const text = [
    input.heading,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(input.table ? [...input.table.text, ''] : []),
    ...(input.action ? [`${input.action.text}: ${input.action.url}`, ''] : []),
    '--',
    footer,
    ...(input.unsubscribeUrl
      ? [`Don't want these emails? Unsubscribe: ${input.unsubscribeUrl}`]
      : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#0e7490">${escapeHtml(SHOP_CONTACT.name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map((paragraph) => `<p style="line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n')}
${input.table?.html ?? ''}
${
  input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#0e7490;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(input.action.text)}</a></p>`
    : ''
}
<p style="font-size:12px;color:#475569;margin-top:32px">${escapeHtml(footer)}</p>
${
  input.unsubscribeUrl
    ? `<p style="font-size:12px;color:#475569"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#475569">Unsubscribe</a> from these emails.</p>`
    : ''
}
</div></body></html>`;
  return { text, html };
}

function itemsTable(invoice: Invoice): { text: string[]; html: string } {
  const rows = invoice.items.map(
    (item) => `${item.quantity} × ${item.description}: ${formatDollars(item.total)}`,
  );
  const totals = [
    `Subtotal: ${formatDollars(invoice.subtotal)}`,
    `Delivery: ${invoice.shipping === 0 ? 'Free' : formatDollars(invoice.shipping)}`,
    `Tax: ${formatDollars(invoice.tax)}`,
    `Total: ${formatDollars(invoice.total)}`,
  ];
  const html = `<table style="width:100%;border-collapse:collapse;margin:16px 0">${invoice.items
    .map(
      (item) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #e2e8f0">${item.quantity} × ${escapeHtml(item.description)}</td><td style="padding:6px 0;border-bottom:1px solid #e2e8f0;text-align:right">${formatDollars(item.total)}</td></tr>`,
    )
    .join('')}${totals
    .map((line) => {
      const [label, value] = line.split(': ');
      return `<tr><td style="padding:4px 0">${escapeHtml(label ?? '')}</td><td style="padding:4px 0;text-align:right">${escapeHtml(value ?? '')}</td></tr>`;
    })
    .join('')}</table>`;
  return { text: [...rows, '', ...totals], html };
}

/** The order receipt: what was bought, the totals, and the invoice PDF attached by the caller. */
export function orderReceiptEmail(invoice: Invoice, origin: string): EmailContent {
  const table = itemsTable(invoice);
  const paid = invoice.status === 'paid';
  const { text, html } = layout({
    heading: `Thanks for your order #${invoice.orderId}`,
    paragraphs: [
      paid
        ? `We received your payment of ${formatDollars(invoice.total)}. Your order is being prepared for free local delivery in 2-3 hours.`
        : `You pay ${formatDollars(invoice.total)} in cash on delivery. Your order is being prepared for free local delivery in 2-3 hours.`,
      `Invoice ${invoice.invoiceNumber} is attached.`,
    ],
    table,
    action: { text: 'View your orders', url: `${origin}/profile?tab=orders` },
  });
  return {
    subject: `Your Social Market receipt: order #${invoice.orderId}`,
    text,
    html,
  };
}

/** The play receipt: the $1 entry (or entries) paid, or a free entry with a purchase. */
export function playReceiptEmail(invoice: Invoice, origin: string): EmailContent {
  const description = invoice.items[0]?.description ?? 'Game entry';
  const { text, html } = layout({
    heading: 'Your game entry is in',
    paragraphs: [
      invoice.total === 0
        ? `Your entry was free with your purchase, so nothing was charged: ${description}.`
        : `We received your payment of ${formatDollars(invoice.total)} for: ${description}.`,
      'The game starts at the top of the hour once it is full; we will tell you when it starts.',
      `Invoice ${invoice.invoiceNumber}.`,
    ],
    action: { text: 'My games', url: `${origin}/scoreboard?tab=my-games` },
  });
  return { subject: `Your Social Market play receipt (${invoice.invoiceNumber})`, text, html };
}

/** A notice sent by email: prize won, auction won, payment declined. */
export function noticeEmail(
  notice: { title: string; body: string; url: string; actionText: string },
  origin: string,
  unsubscribeUrl: string | undefined,
): EmailContent {
  const { text, html } = layout({
    heading: notice.title,
    paragraphs: [notice.body],
    action: { text: notice.actionText, url: `${origin}${notice.url}` },
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  });
  return { subject: notice.title, text, html };
}
