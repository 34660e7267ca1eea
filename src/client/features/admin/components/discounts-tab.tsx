import { useQueryClient } from '@tanstack/react-query';
import { BadgePercent, Pause, Pencil, Play } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type ProductType, productTypes } from '../../../../shared/contracts/catalog';
import type { AdminDiscount, CreateDiscountRequest } from '../../../../shared/contracts/discounts';
import { decimalFromText } from '../../../../shared/contracts/numbers';
import { discountOffText } from '../../../../shared/discount-rules';
import { formatDollars, toCents } from '../../../../shared/money';
import { formatShopDateTime } from '../../../../shared/shop-time';
import { LiveStatusBadge, type LiveTone } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { getErrorMessage } from '../../../lib/api';
import { productTypeLabels } from '../../../lib/product-display';
import { toast } from '../../../lib/toast';
import { useAdminDiscounts, useSaveDiscount } from '../api/discounts';
import { reopenGateIfPinRequired } from '../lib/admin-write-error';
import { fromShopInput, toShopInput } from '../lib/shop-datetime';
import { AdminField, CheckboxField, FormGrid } from './admin-field';
import { AdminFormCard, AdminListSection, FormServerError } from './admin-section';

/** The admin panel's Discounts tab: create and edit codes, pause and resume them, see their uses. */
export function DiscountsTab() {
  const [editing, setEditing] = useState<AdminDiscount | null>(null);
  return (
    <div className="flex flex-col gap-8">
      <DiscountForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <DiscountList onEdit={setEditing} />
    </div>
  );
}

interface FormState {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  minSubtotal: string;
  productTypes: ProductType[];
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  active: boolean;
}
type FormErrors = Partial<Record<keyof FormState, string>>;

/** The zone the time fields are read in. */
const SHOP_ZONE_HINT = 'Shop time (Laguna Beach, Pacific). Empty: no limit.';

function formOf(discount: AdminDiscount | null): FormState {
  return {
    code: discount?.code ?? '',
    kind: discount?.amountOff != null ? 'amount' : 'percent',
    value:
      discount?.amountOff != null
        ? discount.amountOff.toFixed(2)
        : discount?.percentOff != null
          ? String(discount.percentOff)
          : '',
    minSubtotal: discount?.minSubtotal != null ? discount.minSubtotal.toFixed(2) : '',
    productTypes: (discount?.productTypes ?? []) as ProductType[],
    startsAt: discount?.startsAt ? toShopInput(new Date(discount.startsAt)) : '',
    endsAt: discount?.endsAt ? toShopInput(new Date(discount.endsAt)) : '',
    maxUses: discount?.maxUses != null ? String(discount.maxUses) : '',
    maxUsesPerCustomer:
      discount?.maxUsesPerCustomer != null ? String(discount.maxUsesPerCustomer) : '',
    active: discount?.active ?? true,
  };
}

const wholeNumber = (text: string): number | null => {
  const value = decimalFromText(text);
  return Number.isInteger(value) && value >= 1 ? value : null;
};

const dollars = (text: string, min: number): number | null => {
  const value = decimalFromText(text);
  return Number.isFinite(value) && value >= min ? toCents(value) / 100 : null;
};

/** The form checked before sending; the server checks the same and answers with the same words. */
function readForm(form: FormState): { errors: FormErrors } | { input: CreateDiscountRequest } {
  const errors: FormErrors = {};
  const code = form.code.trim().toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9_-]{0,31}$/.test(code))
    errors.code = 'A code is 1 to 32 letters, digits, - or _';
  const percentOff = form.kind === 'percent' ? wholeNumber(form.value) : null;
  const amountOff = form.kind === 'amount' ? dollars(form.value, 0.01) : null;
  if (form.kind === 'percent' && (percentOff === null || percentOff > 100))
    errors.value = 'Percent off must be a whole number from 1 to 100';
  if (form.kind === 'amount' && amountOff === null)
    errors.value = 'Amount off must be at least $0.01, in whole cents';
  const minSubtotal = form.minSubtotal.trim() ? dollars(form.minSubtotal, 0) : null;
  if (form.minSubtotal.trim() && minSubtotal === null)
    errors.minSubtotal = 'Minimum subtotal must be $0.00 or more, in whole cents';
  const startsAt = form.startsAt.trim() ? fromShopInput(form.startsAt) : null;
  const endsAt = form.endsAt.trim() ? fromShopInput(form.endsAt) : null;
  if (form.startsAt.trim() && !startsAt) errors.startsAt = 'Enter a start time, or leave it empty';
  if (form.endsAt.trim() && !endsAt) errors.endsAt = 'Enter an end time, or leave it empty';
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    errors.endsAt = 'The end must come after the start';
  const maxUses = form.maxUses.trim() ? wholeNumber(form.maxUses) : null;
  if (form.maxUses.trim() && maxUses === null)
    errors.maxUses = 'Total uses must be a whole number of at least 1';
  const maxUsesPerCustomer = form.maxUsesPerCustomer.trim()
    ? wholeNumber(form.maxUsesPerCustomer)
    : null;
  if (form.maxUsesPerCustomer.trim() && maxUsesPerCustomer === null)
    errors.maxUsesPerCustomer = 'Uses per shopper must be a whole number of at least 1';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      code,
      percentOff,
      amountOff,
      minSubtotal,
      productTypes: form.productTypes,
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
      maxUses,
      maxUsesPerCustomer,
      active: form.active,
    },
  };
}

function DiscountForm({ editing, onDone }: { editing: AdminDiscount | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { create, update } = useSaveDiscount();
  const [form, setForm] = useState<FormState>(() => formOf(editing));
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const set = (field: keyof FormState) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const toggleType = (type: ProductType) =>
    setForm((current) => ({
      ...current,
      productTypes: current.productTypes.includes(type)
        ? current.productTypes.filter((each) => each !== type)
        : [...current.productTypes, type],
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const read = readForm(form);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing.id, patch: read.input })
        : await create.mutateAsync(read.input);
      toast.success(editing ? 'Discount code updated' : 'Discount code created', {
        description: `${saved.code}: ${discountOffText({ percentOff: saved.percentOff, amountOffCents: saved.amountOff === null ? null : toCents(saved.amountOff) })}.`,
      });
      if (editing) onDone();
      else setForm(formOf(null));
    } catch (error) {
      if (reopenGateIfPinRequired(queryClient, error)) return;
      setServerError(getErrorMessage(error));
    }
  };

  return (
    <AdminFormCard
      titleId="discount-form-title"
      icon={BadgePercent}
      title={editing ? `Edit ${editing.code}` : 'Create a discount code'}
      intro="Shoppers type the code at checkout. A percentage comes off each line it covers; a fixed amount is shared over them. Tax is charged on what is left."
    >
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
        <FormGrid>
          <AdminField label="Code" error={errors.code} hint="Letters, digits, - or _.">
            <Input
              name="code"
              value={form.code}
              onChange={set('code')}
              autoCapitalize="characters"
              spellCheck={false}
            />
          </AdminField>
          <AdminField label="Takes off">
            <NativeSelect name="kind" value={form.kind} onChange={set('kind')}>
              <option value="percent">A percentage</option>
              <option value="amount">A fixed amount</option>
            </NativeSelect>
          </AdminField>
          <AdminField
            label={form.kind === 'percent' ? 'Percent off (1-100)' : 'Amount off ($)'}
            error={errors.value}
          >
            <Input
              name="value"
              type="number"
              inputMode="decimal"
              min={form.kind === 'percent' ? 1 : 0.01}
              max={form.kind === 'percent' ? 100 : undefined}
              step={form.kind === 'percent' ? 1 : 0.01}
              value={form.value}
              onChange={set('value')}
            />
          </AdminField>
          <AdminField
            label="Minimum subtotal ($, optional)"
            error={errors.minSubtotal}
            hint="Of the items the code covers."
          >
            <Input
              name="minSubtotal"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={form.minSubtotal}
              onChange={set('minSubtotal')}
            />
          </AdminField>
          <AdminField label="Starts (optional)" error={errors.startsAt} hint={SHOP_ZONE_HINT}>
            <Input
              type="datetime-local"
              name="startsAt"
              value={form.startsAt}
              onChange={set('startsAt')}
            />
          </AdminField>
          <AdminField label="Ends (optional)" error={errors.endsAt} hint={SHOP_ZONE_HINT}>
            <Input
              type="datetime-local"
              name="endsAt"
              value={form.endsAt}
              onChange={set('endsAt')}
            />
          </AdminField>
          <AdminField label="Total uses (optional)" error={errors.maxUses}>
            <Input
              name="maxUses"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={form.maxUses}
              onChange={set('maxUses')}
            />
          </AdminField>
          <AdminField label="Uses per shopper (optional)" error={errors.maxUsesPerCustomer}>
            <Input
              name="maxUsesPerCustomer"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={form.maxUsesPerCustomer}
              onChange={set('maxUsesPerCustomer')}
            />
          </AdminField>
        </FormGrid>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">
            Product types (none ticked: every type)
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-4">
            {productTypes.map((type) => (
              <CheckboxField
                key={type}
                label={productTypeLabels[type].one}
                checked={form.productTypes.includes(type)}
                onChange={() => toggleType(type)}
              />
            ))}
          </div>
        </fieldset>
        <CheckboxField
          label="Active (untick to pause)"
          checked={form.active}
          onChange={(event) => setForm((current) => ({ ...current, active: event.target.checked }))}
        />
        <FormServerError message={serverError} testId="discount-form-error" />
        <div className="flex justify-end gap-2">
          {editing && (
            <Button type="button" variant="ghost" size="lg" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? 'Saving…' : editing ? 'Save code' : 'Create code'}
          </Button>
        </div>
      </form>
    </AdminFormCard>
  );
}

const statusTones: Record<AdminDiscount['status'], { tone: LiveTone; label: string }> = {
  active: { tone: 'live', label: 'ACTIVE' },
  scheduled: { tone: 'waiting', label: 'SCHEDULED' },
  paused: { tone: 'over', label: 'PAUSED' },
  expired: { tone: 'completed', label: 'EXPIRED' },
  used_up: { tone: 'completed', label: 'USED UP' },
};

function DiscountList({ onEdit }: { onEdit: (discount: AdminDiscount) => void }) {
  const query = useAdminDiscounts();
  return (
    <AdminListSection
      titleId="discount-list-title"
      title="Discount codes"
      noun="discount codes"
      empty="No discount codes yet. Create the first one above."
      query={query}
      renderItem={(discount) => <DiscountRow discount={discount} onEdit={() => onEdit(discount)} />}
    />
  );
}

/** What a code takes and where, in one line: '10% off · from $50.00 · coffee, tea'. */
function termsText(discount: AdminDiscount): string {
  const parts = [
    discountOffText({
      percentOff: discount.percentOff,
      amountOffCents: discount.amountOff === null ? null : toCents(discount.amountOff),
    }),
  ];
  if (discount.minSubtotal !== null) parts.push(`from ${formatDollars(discount.minSubtotal)}`);
  parts.push(
    discount.productTypes.length === 0
      ? 'every product'
      : discount.productTypes
          .map((type) => productTypeLabels[type as ProductType]?.one ?? type)
          .join(', '),
  );
  return parts.join(' · ');
}

function DiscountRow({ discount, onEdit }: { discount: AdminDiscount; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const { update } = useSaveDiscount();
  const status = statusTones[discount.status];
  const limits = [
    `${discount.uses}${discount.maxUses === null ? '' : ` of ${discount.maxUses}`} used`,
    discount.maxUsesPerCustomer === null ? null : `${discount.maxUsesPerCustomer} per shopper`,
    discount.startsAt ? `from ${formatShopDateTime(discount.startsAt)}` : null,
    discount.endsAt ? `until ${formatShopDateTime(discount.endsAt)}` : null,
  ].filter(Boolean);

  const toggle = async () => {
    try {
      await update.mutateAsync({ id: discount.id, patch: { active: !discount.active } });
      toast.success(discount.active ? 'Discount code paused' : 'Discount code resumed', {
        description: discount.code,
      });
    } catch (error) {
      if (reopenGateIfPinRequired(queryClient, error)) return;
      toast.error('Discount code not changed', { description: getErrorMessage(error) });
    }
  };

  return (
    <article
      aria-label={`Discount code ${discount.code}`}
      data-testid="admin-discount"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono text-lg font-bold text-slate-900">{discount.code}</h3>
        <LiveStatusBadge tone={status.tone} label={status.label} testId="discount-status" />
      </div>
      <p className="text-sm text-slate-700">{termsText(discount)}</p>
      <p className="text-xs text-slate-500">{limits.join(' · ')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={toggle} disabled={update.isPending}>
          {discount.active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {discount.active ? 'Pause' : 'Resume'}
        </Button>
      </div>
    </article>
  );
}
